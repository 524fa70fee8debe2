/**
 * What a handler answers. Handlers build a Reply and the server writes it,
 * adding the headers every answer carries (CORS, nosniff). `hang` keeps the
 * request open until the server closes (fault injection).
 */
export type Reply =
  { readonly kind: 'send'; readonly status: number; readonly headers: Readonly<Record<string, string>>; readonly body: string } | { readonly kind: 'hang' };

const jsonType = 'application/json; charset=utf-8';

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return { kind: 'send', status, headers: { 'Content-Type': jsonType, 'Cache-Control': 'no-store', ...headers }, body: JSON.stringify(value) };
}

/** A JSON error answer: `{ "error": "..." }`. */
export function errorReply(status: number, message: string): Reply {
  return jsonReply(status, { error: message });
}

/** Raw text with a JSON content type: for the malformed-JSON fault. */
export function rawJsonReply(status: number, text: string): Reply {
  return { kind: 'send', status, headers: { 'Content-Type': jsonType, 'Cache-Control': 'no-store' }, body: text };
}

export function noContentReply(): Reply {
  return { kind: 'send', status: 204, headers: { 'Cache-Control': 'no-store' }, body: '' };
}

/** 303 See Other: the browser follows with a GET, whatever the form's method was. */
export function redirectReply(location: string): Reply {
  return { kind: 'send', status: 303, headers: { Location: location, 'Cache-Control': 'no-store' }, body: '' };
}

export interface HtmlReplyOptions {
  /** The page's Content-Security-Policy (see html/csp.ts). */
  readonly csp: string;
}

export function htmlReply(status: number, document: string, options: HtmlReplyOptions): Reply {
  return {
    kind: 'send',
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': options.csp,
      'Referrer-Policy': 'no-referrer',
    },
    body: document,
  };
}

const assetCache = 'public, max-age=86400';

/** A generated asset (SVG, CSS, JSON list): cacheable for a day, usable from any origin. */
export function assetReply(contentType: string, body: string): Reply {
  return {
    kind: 'send',
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Cache-Control': assetCache,
      'Cross-Origin-Resource-Policy': 'cross-origin',
      // An SVG opened on its own must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
    body,
  };
}

export const hangReply: Reply = { kind: 'hang' };
