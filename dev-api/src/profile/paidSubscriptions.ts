import type { DevApiContext } from '../context';
import { withFault } from '../control/faults';
import { parseOr400 } from '../http/httpError';
import { jsonReply } from '../http/reply';
import { route, type Route } from '../http/router';
import { paidSubscriptionsParamsSchema } from './queries';

/** Call 5: a user's paid subscriptions; an unknown user has none. */
export function paidSubscriptionRoutes(context: DevApiContext): Route[] {
  return [
    route(
      'GET',
      '/profile/subs/get-pays-subs/:token_id',
      withFault(context.faults, 'get-pays-subs', ({ params }) => {
        const { token_id } = parseOr400(paidSubscriptionsParamsSchema, params, 'path');
        const user = context.users.find(token_id);
        return jsonReply(200, { data: user ? user.paidSubscriptions : [] });
      }),
    ),
  ];
}
