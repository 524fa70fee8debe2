import type { DevApiContext } from '../context';
import { readFormBody } from '../http/body';
import { jsonReply, type Reply } from '../http/reply';
import { route, type Route } from '../http/router';
import { stripeDoubleScript } from './doubleBuild';
import { StripeDoubleProvider, type ProviderReply } from './provider';
import { walletRoutes } from './walletRoutes';

export const stripeScriptPath = '/stripe/v3/';

const answer = (reply: ProviderReply): Reply => jsonReply(reply.status, reply.body);

/**
 * The Stripe.js test double: the script (GET /stripe/v3/), the provider API
 * it calls (form-encoded, like the provider's, so no CORS preflight), and a
 * test control listing confirmation attempts, and the browser's wallet
 * (./walletRoutes).
 */
export function stripeRoutes(context: DevApiContext): Route[] {
  const provider = new StripeDoubleProvider(context.intents, context.paymentMethods, context.confirmations);
  return [
    route('GET', stripeScriptPath, async () => ({
      kind: 'send',
      status: 200,
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
      body: await stripeDoubleScript(),
    })),
    route('POST', '/stripe/api/payment_methods', async ({ req }) => answer(provider.createPaymentMethod(await readFormBody(req)))),
    route('POST', '/stripe/api/payment_intents/:id/confirm', async ({ req, params }) => answer(provider.confirm(params.id ?? '', await readFormBody(req)))),
    route('POST', '/stripe/api/payment_intents/:id/authenticate', async ({ req, params }) =>
      answer(provider.authenticate(params.id ?? '', await readFormBody(req))),
    ),
    route('GET', '/stripe/api/payment_intents/:id', ({ params, query }) => answer(provider.retrieve(params.id ?? '', query))),
    route('GET', '/__control/stripe/confirmations', () => jsonReply(200, context.confirmations.list())),
    ...walletRoutes(context, provider),
  ];
}
