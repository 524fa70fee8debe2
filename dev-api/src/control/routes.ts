import { z } from 'zod';
import type { Area } from '../context';
import { resetState } from '../context';
import { json, noContent, parseOr400, readJson, refuse } from '../http';
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
export const controlRoutes: Area = (app, context) => {
  const recordedEvents = () => context.events.list().map((entry) => entry.event);
  app.get('/__control/tracking-events', () => json(200, recordedEvents()));
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
  // Until the reset: every call answers the product so changed (the offers' snapshot, the cart), and call 3 checks against it.
  app.post('/__control/catalogue/products', async (c) => {
    const { id, ...change } = parseOr400(productChangeSchema, await readJson(c), 'product change');
    if (!context.catalogue.change(id, change)) throw refuse(400, `Unknown product id ${id}`);
    return json(200, context.catalogue.find(id));
  });
};
