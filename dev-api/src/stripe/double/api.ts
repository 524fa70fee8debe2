// The provider API the double calls: dev-api's /stripe/api/, beside the script.
import { texts, type Language } from './texts';
import { textOf } from './text';

/** The API's address, from the script's own (…/stripe/v3/ → …/stripe/api/); the page's origin when unknown. */
export function apiBaseOf(scriptSrc: string, pageHref: string): string {
  if (!scriptSrc) return `${new URL(pageHref).origin}/stripe/api/`;
  const url = new URL(scriptSrc, pageHref);
  let path = url.pathname.replace(/v3\/?$/, '');
  if (path.charAt(path.length - 1) !== '/') path += '/';
  return `${url.origin}${path}api/`;
}

type FormValue = string | number | boolean | null | undefined;

/** Nested values as the provider's form fields: `billing_details[address][country]`. */
export function flatten(value: unknown, prefix: string, out: Record<string, FormValue>): Record<string, FormValue> {
  if (value == null) return out;
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}[${key}]` : key, out);
  } else {
    out[prefix] = textOf(value);
  }
  return out;
}

export interface ApiError {
  type: string;
  code?: string;
  message: string;
}

/** An answer of dev-api's provider API (provider.ts): an object, or an error. */
export type ApiAnswer = { error?: ApiError; status?: string; id?: string; amount?: number; currency?: string } & Record<string, unknown>;

/** Any object: what the double reads of a value it did not make (its fields are checked one by one). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One call, form-encoded (no CORS preflight, as the provider's); a network failure is the provider's connection error. */
export function request(
  apiBase: string,
  method: 'GET' | 'POST',
  path: string,
  params: Readonly<Record<string, FormValue>>,
  language: Language,
): Promise<ApiAnswer | null> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null) body.append(key, String(value));
  let url = apiBase + path;
  const init: RequestInit = { method, credentials: 'omit' };
  if (method === 'GET') url += `?${body.toString()}`;
  else init.body = body;
  return fetch(url, init)
    .then((response): Promise<unknown> => response.json())
    .then((answer) => (isRecord(answer) ? answer : null))
    .catch(() => ({ error: { type: 'api_connection_error', message: texts[language].connection } }));
}
