import { z } from 'zod';
import { resetState, type DevApiContext } from '../context';
import { readJsonBody } from '../http/body';
import { HttpError, parseOr400 } from '../http/httpError';
import { jsonReply, noContentReply } from '../http/reply';
import { route, type Route } from '../http/router';
import { faultRequestSchema } from './faults';

const positiveId = z.number().int().positive();

/**
 * A change of a seed product, for data the seed never has: its medios (a
 * membership whose `medio_id` names more medios than its `id_medio`), or its
 * price, as the profile service writes prices ("99.50").
 */
const productChangeSchema = z.strictObject({
  id: positiveId,
  id_medio: positiveId.nullable().optional(),
  /** The spec's comma list of medio ids ("8,2"), or empty. */
  medio_id: z
    .string()
    .regex(/^(\d+(,\d+)*)?$/)
    .optional(),
  price: z
    .string()
    .regex(/^\d{1,6}\.\d{2}$/)
    .optional(),
});

/** Test-only endpoints: read what was recorded, reset it, inject faults, change a seed product. */
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
  // Until the reset: every call answers the product so changed (the offers' snapshot, the cart), and call 3 checks against it.
  route('POST', '/__control/catalogue/products', async ({ req }) => {
    const { id, ...change } = parseOr400(productChangeSchema, await readJsonBody(req), 'product change');
    if (!context.catalogue.change(id, change)) throw new HttpError(400, `Unknown product id ${id}`);
    return jsonReply(200, context.catalogue.find(id));
  }),
];
