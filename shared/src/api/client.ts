import { z } from 'zod/mini';
import { productTypes } from '@suscripciones/kit/catalogue';
import {
  buyResponseSchema,
  type BuyRequest,
  type BuyResponse,
  type Country,
  type PaidSubscription,
  type Product,
  type SubscriptionOffer,
  type TrackingEvent,
} from '../schemas/entities';
import { getRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { answerSchemas } from './answers';
import { request, requestJson } from './http';

/**
 * The typed client for calls of the spec (docs/rules.md). Each function returns exactly
 * the spec's failure result instead of throwing, so screens decide what a
 * failure looks like.
 */

type Config = Pick<RuntimeConfig, 'profileApi' | 'identity' | 'trackingBase' | 'requestTimeoutMs' | 'profileAcceptsIdempotencyKey'>;
const config = (): Config => getRuntimeConfig();

/** The answers' shapes (./answers); an entry a list drops is logged. */
const answers = answerSchemas(({ what, issue }) => console.warn(`Dropped an invalid ${what}`, issue));

/**
 * Where the spec's calls go, relative to profileApi (calls 1 to 5) and
 * trackingBase (call 7), and call 6's form: the client's, and the go-live
 * check's (scripts/services), which asks the same.
 */
export const callPaths = {
  productsOfType: (type: string): string => `/checkout/products/get-products?${new URLSearchParams({ type })}`,
  /** The ids are sent only when there are some. */
  products: (ids: readonly number[]): string => `/checkout/products/${ids.length > 0 ? `?${new URLSearchParams({ ids: ids.join(',') })}` : ''}`,
  buy: '/payment/checkout/buy',
  suggestions: (productIds: readonly number[]): string =>
    `/checkout/products/product-suggestions?${new URLSearchParams({ product_ids: productIds.join(',') })}`,
  paidSubscriptions: (tokenId: string): string => `/subs/get-pays-subs/${encodeURIComponent(tokenId)}`,
  countriesForm: (): URLSearchParams => new URLSearchParams({ action: 'getPais' }),
  track: '/track',
};

/** Call 1 for the landing's offers, relative to profileApi (also started by index.html's early script). */
export const subscriptionOffersPath = callPaths.productsOfType(productTypes.subscription);

/** Call 1 as the landing needs it: the failure is kept so the page can say "Error: ...". */
export async function getProductsOrThrow(type: string): Promise<SubscriptionOffer[]> {
  const { profileApi, requestTimeoutMs } = config();
  const url = `${profileApi}${callPaths.productsOfType(type)}`;
  return requestJson(url, answers.offers, { timeoutMs: requestTimeoutMs, call: 'get-products' });
}

const fetchProductsError = 'Error fetching products';
export interface ApiFailure {
  error: string;
}
export const isApiFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && 'error' in value && typeof (value as ApiFailure).error === 'string';

/** Call 2: products by id (ids sent only when non-empty); `{ error: 'Error fetching products' }` on failure. */
export async function getProductsByIds(ids: readonly number[]): Promise<Product[] | ApiFailure> {
  const { profileApi, requestTimeoutMs } = config();
  try {
    return await requestJson(`${profileApi}${callPaths.products(ids)}`, answers.products, { timeoutMs: requestTimeoutMs, call: 'products' });
  } catch (error) {
    console.error(fetchProductsError, error);
    return { error: fetchProductsError };
  }
}

const processPaymentError = 'Error processing payment';

/**
 * Call 3: the purchase; `{ error: 'Error processing payment' }` on failure.
 * The idempotency key (one per payment attempt) lets a service that accepts
 * it (runtime config) answer a repeated request with the payment intent it
 * already created; to any other service it is not sent.
 */
export async function buy(payload: BuyRequest, idempotencyKey: string): Promise<BuyResponse | ApiFailure> {
  const { profileApi, requestTimeoutMs, profileAcceptsIdempotencyKey } = config();
  try {
    return await requestJson(`${profileApi}${callPaths.buy}`, buyResponseSchema, {
      method: 'POST',
      body: JSON.stringify(payload),
      headers: { 'Content-Type': 'application/json', ...(profileAcceptsIdempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
      timeoutMs: requestTimeoutMs,
      call: 'buy',
    });
  } catch (error) {
    console.error(processPaymentError, error);
    return { error: processPaymentError };
  }
}

/** Call 4's answer: success and the suggested memberships (invalid entries dropped). */
export const suggestionResponseSchema = answers.suggestions;
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>;

/** Call 4: the membership suggested for some products; undefined (logged) on failure. */
export async function getProductSuggestions(productIds: readonly number[]): Promise<SuggestionResponse | undefined> {
  const { profileApi, requestTimeoutMs } = config();
  const url = `${profileApi}${callPaths.suggestions(productIds)}`;
  try {
    return await requestJson(url, suggestionResponseSchema, { timeoutMs: requestTimeoutMs, call: 'product-suggestions' });
  } catch (error) {
    console.error('Error fetching product suggestions', error);
    return undefined;
  }
}

/** Call 5: the user's paid subscriptions; the error itself is the value on failure. */
export async function getPaidSubscriptions(tokenId: string): Promise<{ data: PaidSubscription[] } | Error> {
  const { profileApi, requestTimeoutMs } = config();
  const url = `${profileApi}${callPaths.paidSubscriptions(tokenId)}`;
  try {
    return await requestJson(url, answers.paidSubscriptions, { timeoutMs: requestTimeoutMs, call: 'get-pays-subs' });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Call 6: the identity site's country list; an empty list (logged) on failure. */
export async function getCountries(): Promise<Country[]> {
  const { identity, requestTimeoutMs } = config();
  try {
    return await requestJson(identity.ajaxUrl, answers.countries, {
      method: 'POST',
      body: callPaths.countriesForm(),
      timeoutMs: requestTimeoutMs,
      call: 'countries',
    });
  } catch (error) {
    console.error('Error al cargar los países', error);
    return [];
  }
}

/** Call 7: a tracking event; the answer is not read and a failure is only logged. */
export async function sendTrackingEvent(event: TrackingEvent): Promise<void> {
  const { trackingBase, requestTimeoutMs } = config();
  try {
    await request(`${trackingBase}${callPaths.track}`, {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'Content-Type': 'application/json' },
      timeoutMs: requestTimeoutMs,
      // Some events are sent as the page goes away (the field data's CLS and INP): they must still arrive.
      keepalive: true,
    });
  } catch (error) {
    console.error('Error al enviar evento de tracking', error);
  }
}
