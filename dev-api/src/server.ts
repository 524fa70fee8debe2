import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildRouter, createRequestListener, type RequestListener } from './app';
import { createContext, type DevApiContext } from './context';
import { corsHeaders } from './http/cors';
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

/** Starts dev-api; the seed catalogue and user photos are built on the origin it ends up listening on. */
export async function startDevApi(options: DevApiOptions): Promise<DevApi> {
  const [hostOrigin] = originsOf([options.hostOrigin]);
  if (!hostOrigin) throw new Error(`hostOrigin must be an http(s) URL, got ${JSON.stringify(options.hostOrigin)}`);

  // Requests can only be answered once the port (hence the origin) is known.
  let listener: RequestListener | null = null;
  const server = createServer((req, res) => {
    if (listener) listener(req, res);
    else res.writeHead(503, { ...corsHeaders, 'Content-Type': 'application/json' }).end('{"error":"dev-api is starting"}');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port } = server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  const context: DevApiContext = createContext({
    origin,
    hostOrigin,
    returnOrigins: originsOf([hostOrigin, origin, ...options.allowedReturnOrigins]),
  });
  listener = createRequestListener(context, buildRouter(context));

  let closing: Promise<void> | null = null;
  return {
    url: origin,
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets and requests held by the 'hang' fault would keep close() waiting.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
