import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createDevApi } from './app';
import { originsOf } from './identity/returnUrl';

export interface DevApiOptions {
  /** 0 picks a free port (tests). */
  readonly port: number;
  /** The suscripciones host app's origin, e.g. http://localhost:3000. */
  readonly hostOrigin: string;
  /** Extra origins the identity pages may send the browser back to (hostOrigin and dev-api's own are always allowed). */
  readonly allowedReturnOrigins: string[];
}

export interface DevApi {
  /** dev-api's origin, e.g. http://localhost:3010. */
  readonly url: string;
  close(): Promise<void>;
}

/** dev-api over HTTP (@hono/node-server); the seed's image and photo addresses are on the origin it listens on. */
export async function startDevApi(options: DevApiOptions): Promise<DevApi> {
  const [hostOrigin] = originsOf([options.hostOrigin]);
  if (!hostOrigin) throw new Error(`hostOrigin must be an http(s) URL, got ${JSON.stringify(options.hostOrigin)}`);
  // Requests can only be answered once the port (hence the origin) is known.
  let fetch: (request: Request, bindings: object) => Response | Promise<Response> = () => new Response('{"error":"dev-api is starting"}', { status: 503 });
  const server: ServerType = await new Promise((resolve, reject) => {
    // The bindings (incoming, outgoing) go along: the lose-answer fault drops the connection.
    const started = serve({ fetch: (request, bindings) => fetch(request, bindings), port: options.port }, () => resolve(started));
    started.once('error', reject);
  });
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const { app, context } = createDevApi({ origin, hostOrigin, returnOrigins: originsOf([hostOrigin, origin, ...options.allowedReturnOrigins]) });
  // A lost answer is lost on a connection of its own: none kept from before (FaultRegistry.onLoseAnswer).
  context.faults.onLoseAnswer = () => {
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  fetch = app.fetch;
  let closing: Promise<void> | null = null;
  return {
    url: origin,
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets and requests held by the 'hang' fault would keep close() waiting.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      return closing;
    },
  };
}
