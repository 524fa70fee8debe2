import type { IncomingMessage, ServerResponse } from 'node:http';
import { assetRoutes } from './assets/routes';
import type { DevApiContext } from './context';
import { controlRoutes } from './control/routes';
import { corsHeaders } from './http/cors';
import { HttpError } from './http/httpError';
import { errorReply, jsonReply, noContentReply, type Reply } from './http/reply';
import { route, Router } from './http/router';
import { identityRoutes } from './identity/routes';
import { portalRoutes } from './portal/routes';
import { profileRoutes } from './profile/routes';
import { stripeRoutes } from './stripe/routes';
import { trackingRoutes } from './tracking/routes';

/** All of dev-api's routes, by area. */
export function buildRouter(context: DevApiContext): Router {
  return new Router().add(
    route('GET', '/', () =>
      jsonReply(200, {
        name: 'dev-api',
        description: 'Local stand-in for the profile service, the identity site, tracking and the parent portal.',
        areas: ['/profile', '/identity', '/tracking', '/assets', '/portal', '/__control'],
      }),
    ),
    ...profileRoutes(context),
    ...identityRoutes(context),
    ...trackingRoutes(context),
    ...assetRoutes(context),
    ...portalRoutes(context),
    ...controlRoutes(context),
    ...stripeRoutes(context),
  );
}

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Turns requests into replies: CORS preflights, routing, errors; replies get the common headers. */
export function createRequestListener(context: DevApiContext, router: Router): RequestListener {
  async function replyTo(req: IncomingMessage): Promise<Reply> {
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') return noContentReply();
    const url = new URL(`${context.origin}${req.url?.startsWith('/') ? req.url : `/${req.url ?? ''}`}`);
    const resolution = router.resolve(method === 'HEAD' ? 'GET' : method, url.pathname);
    if (resolution.kind === 'not-found') return errorReply(404, `Not found: ${method} ${url.pathname}`);
    if (resolution.kind === 'wrong-method') {
      const reply = errorReply(405, `Method ${method} not allowed on ${url.pathname}`);
      return reply.kind === 'send' ? { ...reply, headers: { ...reply.headers, Allow: [...resolution.allowed, 'OPTIONS'].join(', ') } } : reply;
    }
    return resolution.route.handler({ req, url, params: resolution.params, query: Object.fromEntries(url.searchParams) });
  }

  return (req, res) => {
    replyTo(req)
      .catch((error: unknown): Reply => {
        if (error instanceof HttpError) return errorReply(error.status, error.message);
        console.error('dev-api: unexpected error', error);
        return errorReply(500, 'Internal error in dev-api');
      })
      .then((reply) => {
        if (reply.kind === 'hang') return; // Held open until the server closes.
        res.writeHead(reply.status, { ...corsHeaders, 'X-Content-Type-Options': 'nosniff', ...reply.headers });
        res.end(reply.body);
      })
      .catch((error: unknown) => {
        console.error('dev-api: could not write a reply', error);
        res.destroy();
      });
  };
}
