import { trackingEventSchema } from '@suscripciones/shared/schemas/entities';
import type { DevApiContext } from '../context';
import { withFault } from '../control/faults';
import { readJsonBody } from '../http/body';
import { parseOr400 } from '../http/httpError';
import { noContentReply } from '../http/reply';
import { route, type Route } from '../http/router';

/** Call 7: tracking events are validated, recorded in memory and answered with 204. */
export const trackingRoutes = (context: DevApiContext): Route[] => [
  route(
    'POST',
    '/tracking/track',
    withFault(context.faults, 'track', async ({ req }) => {
      const event = parseOr400(trackingEventSchema, await readJsonBody(req), 'tracking event');
      context.events.add({ receivedAt: new Date().toISOString(), event });
      return noContentReply();
    }),
  ),
];
