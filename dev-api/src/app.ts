import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { assetRoutes } from './assets/routes';
import { createContext, type ContextOptions, type DevApiContext } from './context';
import { controlRoutes } from './control/routes';
import { json } from './http';
import { identityRoutes } from './identity/routes';
import { portalRoutes } from './portal/routes';
import { profileRoutes } from './profile/routes';
import { stripeRoutes } from './stripe/routes';
import { trackingRoutes } from './tracking/routes';

/** A known path asked with another method: 405 with the methods it has. */
function allowedMethods(app: Hono, path: string): string[] {
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`).test(path);
  return [...new Set(app.routes.filter((entry) => entry.method !== 'ALL' && matches(entry.path)).map((entry) => entry.method))];
}

function notFound(app: Hono, c: Context): Response {
  const allowed = allowedMethods(app, c.req.path);
  if (allowed.length === 0) return json(404, { error: `Not found: ${c.req.method} ${c.req.path}` });
  return json(405, { error: `Method ${c.req.method} not allowed on ${c.req.path}` }, { Allow: [...allowed, 'OPTIONS'].join(', ') });
}

/**
 * dev-api as one fetch-standard app (`app.fetch(Request) => Response`): served over HTTP for the stack
 * (server.ts) and answering the unit tests' requests in-process (testing/fakeWorld.ts). Every answer carries
 * CORS (the apps call it from other origins) and nosniff; a refusal is `{ error }` with its status.
 */
export function createDevApi(options: ContextOptions): { app: Hono; context: DevApiContext } {
  const context = createContext(options);
  // Not strict: a trailing slash is optional.
  const app = new Hono({ strict: false });
  app.use(
    // While an answer is to be lost, no connection is kept for another request, CORS preflights' included
    // (FaultRegistry.onLoseAnswer).
    async (c, next) => {
      await next();
      if (context.faults.losesAnswers()) c.header('Connection', 'close');
    },
    cors({
      origin: '*',
      allowHeaders: ['Content-Type', 'Idempotency-Key'],
      exposeHeaders: ['Idempotent-Replayed'],
      allowMethods: ['GET', 'POST', 'OPTIONS', 'DELETE'],
      maxAge: 600,
    }),
    // Nothing the apps send comes near it.
    bodyLimit({ maxSize: 1_000_000, onError: () => json(413, { error: 'Body larger than 1000000 bytes' }) }),
    async (c, next) => {
      await next();
      c.header('X-Content-Type-Options', 'nosniff');
    },
  );
  app.get('/', () => json(200, { name: 'dev-api', description: 'Local stand-in for the profile service, the identity site, tracking and the parent portal.' }));
  for (const area of [profileRoutes, identityRoutes, trackingRoutes, assetRoutes, portalRoutes, controlRoutes, stripeRoutes]) area(app, context);
  app.notFound((c) => notFound(app, c));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return json(error.status, { error: error.message });
    console.error(`dev-api: unexpected error on ${c.req.method} ${c.req.path}`, error);
    return json(500, { error: 'Internal error in dev-api' });
  });
  return { app, context };
}
