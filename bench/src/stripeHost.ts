import { createServer, type IncomingMessage, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { slowPhone } from './throttledLoad';

/**
 * Stripe's own host as the bench's phone meets it: dev-api's Stripe.js double and its API, on an origin of its own
 * (the page's config names it), the script compressed as the real one is. `delayed` holds the script back as a
 * phone's first request to a new host is: three round trips (DNS, TCP, TLS) before its first byte, which a
 * throttled localhost does not have; off, the script comes as fast as the page's own files.
 */
const stripeConnectionMs = 3 * slowPhone.latencyMs;

export interface StripeHost {
  /** The script's address, for the runtime config (STRIPE_SCRIPT_URL). */
  scriptUrl: string;
  delayed: boolean;
  close: () => Promise<void>;
}

const body = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** Headers that describe the body as it was sent, not as it is passed on. */
const hopHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

export function startStripeHost(devApiOrigin: string, port: number): Promise<StripeHost> {
  const host: StripeHost = { scriptUrl: `http://localhost:${port}/stripe/v3/`, delayed: false, close: () => Promise.resolve() };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const isScript = request.method === 'GET' && (request.url ?? '').startsWith('/stripe/v3/');
      if (isScript && host.delayed) await new Promise((resolve) => setTimeout(resolve, stripeConnectionMs));
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding') headers.set(name, value);
      const payload = request.method === 'GET' || request.method === 'HEAD' ? undefined : await body(request);
      const answer = await fetch(`${devApiOrigin}${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body: payload ? new Uint8Array(payload) : undefined,
      });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!hopHeaders.has(name)) out[name] = value;
      });
      let sent = Buffer.from(await answer.arrayBuffer());
      if (isScript && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        sent = gzipSync(sent, { level: 9 });
        out['content-encoding'] = 'gzip';
      }
      response.writeHead(answer.status, { ...out, 'content-length': String(sent.length) });
      response.end(sent);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      host.close = () => new Promise((done) => server.close(() => done()));
      resolve(host);
    });
  });
}
