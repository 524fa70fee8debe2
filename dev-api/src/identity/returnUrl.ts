/**
 * The identity pages send the browser back to `checkoutUrl`. Only http(s)
 * addresses on an allowed origin are accepted: never a foreign host, never
 * `javascript:` or `data:`, never an address carrying credentials.
 */
export const maxReturnUrlLength = 4000;

export type ReturnUrlCheck = { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly reason: string };

/** The origins of a list of addresses; entries that are not absolute http(s) URLs are dropped. */
export function originsOf(addresses: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const address of addresses) {
    try {
      const url = new URL(address);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not a URL: ignored.
    }
  }
  return origins;
}

export function checkReturnUrl(value: string, allowedOrigins: ReadonlySet<string>): ReturnUrlCheck {
  if (value.length > maxReturnUrlLength) return { ok: false, reason: 'The return address is too long.' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'The return address is not an absolute URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'The return address must use http or https.' };
  if (url.username || url.password) return { ok: false, reason: 'The return address must not carry credentials.' };
  if (!allowedOrigins.has(url.origin)) return { ok: false, reason: `The return address ${url.origin} is not an allowed origin.` };
  return { ok: true, url };
}

/** The return address with `token` set, its other query parameters and hash kept. */
export function withToken(url: URL, token: string): string {
  const target = new URL(url.href);
  target.searchParams.set('token', token);
  return target.href;
}
