import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { prodTestPorts } from './ports';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Ask {
  headers?: Record<string, string>;
  method?: 'GET' | 'HEAD';
  /** https with any certificate (the TLS test's own). */
  tls?: boolean;
}

/**
 * One request with the path sent exactly as written (fetch would normalise a
 * malformed one) and any header, Origin included; no decoding of the body.
 */
export function ask(port: number, path: string, { headers = {}, method = 'GET', tls = false }: Ask = {}): Promise<Answer> {
  const request = tls ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { Host: `localhost:${port}`, ...headers }, rejectUnauthorized: false, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export const host = (path: string, options?: Ask) => ask(prodTestPorts.host, path, options);
export const remote = (name: 'landing' | 'checkout' | 'payment', path: string, options?: Ask) => ask(prodTestPorts[name], path, options);

/** A header's values as a list: nginx sends Vary twice (Accept-Encoding, Origin), Node joins them. */
export const values = (answer: Answer, name: string): string[] =>
  String(answer.headers[name] ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** The directives of a Content-Security-Policy: name → sources. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}
