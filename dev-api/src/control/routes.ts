import type { Area } from '../context';
import { resetState } from '../context';
import { json, noContent, parseOr400, readJson } from '../http';
import { faultRequestSchema } from './faults';

/** Test-only endpoints: read what was recorded, reset it, inject faults. */
export const controlRoutes: Area = (app, context) => {
  app.get('/__control/tracking-events', () =>
    json(
      200,
      context.events.list().map((entry) => entry.event),
    ),
  );
  app.get('/__control/orders', () =>
    json(
      200,
      context.orders.list().map((order) => ({ ...order, paymentStatus: context.intents.getById(order.paymentIntentId)?.status ?? null })),
    ),
  );
  app.get('/__control/payment-intents', () => json(200, context.intents.list()));
  app.post('/__control/reset', () => {
    resetState(context);
    return noContent();
  });
  app.get('/__control/faults', () => json(200, context.faults.all()));
  app.post('/__control/faults', async (c) => {
    const { route, mode, times } = parseOr400(faultRequestSchema, await readJson(c), 'fault');
    context.faults.set(route, mode, times);
    return json(200, context.faults.all());
  });
  app.delete('/__control/faults', () => {
    context.faults.clear();
    return noContent();
  });
};
