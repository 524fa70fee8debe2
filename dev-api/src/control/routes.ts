import { z } from 'zod';
import { resetState, type DevApiContext } from '../context';
import { readJsonBody } from '../http/body';
import { HttpError, parseOr400 } from '../http/httpError';
import { jsonReply, noContentReply } from '../http/reply';
import { route, type Route } from '../http/router';
import { faultRequestSchema } from './faults';

/** A seed product's new price, as the profile service writes prices ("99.50"). */
const priceChangeSchema = z.strictObject({
  id: z.number().int().positive(),
  price: z.string().regex(/^\d{1,6}\.\d{2}$/),
});

/** Test-only endpoints: read what was recorded, reset it, inject faults, change a price. */
export const controlRoutes = (context: DevApiContext): Route[] => [
  route('GET', '/__control/tracking-events', () =>
    jsonReply(
      200,
      context.events.list().map((entry) => entry.event),
    ),
  ),
  route('GET', '/__control/orders', () =>
    jsonReply(
      200,
      context.orders.list().map((order) => ({ ...order, paymentStatus: context.intents.getById(order.paymentIntentId)?.status ?? null })),
    ),
  ),
  route('GET', '/__control/payment-intents', () => jsonReply(200, context.intents.list())),
  route('POST', '/__control/reset', () => {
    resetState(context);
    return noContentReply();
  }),
  route('GET', '/__control/faults', () => jsonReply(200, context.faults.all())),
  route('POST', '/__control/faults', async ({ req }) => {
    const { route: name, mode } = parseOr400(faultRequestSchema, await readJsonBody(req), 'fault');
    context.faults.set(name, mode);
    return jsonReply(200, context.faults.all());
  }),
  route('DELETE', '/__control/faults', () => {
    context.faults.clear();
    return noContentReply();
  }),
  // Until the reset: every call answers the product at this price (the offers' snapshot, the cart, call 3's check).
  route('POST', '/__control/catalogue/prices', async ({ req }) => {
    const { id, price } = parseOr400(priceChangeSchema, await readJsonBody(req), 'price change');
    if (!context.catalogue.change(id, { price })) throw new HttpError(400, `Unknown product id ${id}`);
    return jsonReply(200, context.catalogue.find(id));
  }),
];
