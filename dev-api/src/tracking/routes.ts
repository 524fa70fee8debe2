import { trackingEventSchema } from '@suscripciones/shared/schemas/entities';
import type { Area } from '../context';
import { withFault } from '../control/faults';
import { noContent, parseOr400, readJson } from '../http';

/** Call 7: tracking events are validated, recorded in memory and answered with 204. */
export const trackingRoutes: Area = (app, context) => {
  app.post(
    '/tracking/track',
    withFault(context.faults, 'track', async (c) => {
      const event = parseOr400(trackingEventSchema, await readJson(c), 'tracking event');
      context.events.add({ receivedAt: new Date().toISOString(), event });
      return noContent();
    }),
  );
};
