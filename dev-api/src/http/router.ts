import type { IncomingMessage } from 'node:http';
import type { Reply } from './reply';
import { HttpError } from './httpError';

export type Method = 'GET' | 'POST' | 'DELETE';

interface RouteRequest {
  readonly req: IncomingMessage;
  readonly url: URL;
  /** Decoded `:name` segments of the path pattern. */
  readonly params: Readonly<Record<string, string>>;
  /** The query as a plain object (the last value wins for repeated names). */
  readonly query: Readonly<Record<string, string>>;
}

export type Handler = (request: RouteRequest) => Reply | Promise<Reply>;

export interface Route {
  readonly method: Method;
  /** `/profile/subs/get-pays-subs/:token_id`; a trailing slash is optional when matching. */
  readonly path: string;
  readonly handler: Handler;
}

export const route = (method: Method, path: string, handler: Handler): Route => ({ method, path, handler });

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'Invalid percent-encoding in the path');
  }
}

function match(pattern: readonly string[], actual: readonly string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(value);
    else if (part !== value) return null;
  }
  return params;
}

export type Resolution =
  | { readonly kind: 'found'; readonly route: Route; readonly params: Record<string, string> }
  | { readonly kind: 'wrong-method'; readonly allowed: readonly Method[] }
  | { readonly kind: 'not-found' };

/** A plain list of routes matched in order: the first whose method and path fit wins. */
export class Router {
  private readonly routes: { route: Route; segments: string[] }[] = [];

  add(...routes: readonly Route[]): this {
    for (const entry of routes) this.routes.push({ route: entry, segments: segmentsOf(entry.path) });
    return this;
  }

  resolve(method: string, pathname: string): Resolution {
    const actual = segmentsOf(pathname);
    const allowed: Method[] = [];
    for (const { route: entry, segments } of this.routes) {
      const params = match(segments, actual);
      if (!params) continue;
      if (entry.method === method) return { kind: 'found', route: entry, params };
      allowed.push(entry.method);
    }
    return allowed.length > 0 ? { kind: 'wrong-method', allowed } : { kind: 'not-found' };
  }
}
