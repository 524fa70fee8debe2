import { resetState, type DevApiContext } from '../context';
import { readJsonBody } from '../http/body';
import { parseOr400 } from '../http/httpError';
import { jsonReply, noContentReply } from '../http/reply';
import { route, type Route } from '../http/router';
import { faultRequestSchema } from './faults';

/** Test-only endpoints: read what was recorded, reset it, inject faults. */
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
];
