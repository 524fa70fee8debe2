import { z } from 'zod/mini';
import { statePaths } from './callPaths';
import { listOf, listOrData, warnDropped, type DroppedEntry } from '../schemas/answers';
import { paidSubscriptionSchema, productSchema, type PaidSubscription, type Product, type TrackingEvent } from '../schemas/entities';
import { getRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { request, requestJson } from './http';

/**
 * The calls of the spec the page's state makes (docs/rules.md): call 2 fills the cart, call 5 the paid
 * subscriptions, call 7 tracks. Each returns exactly the spec's failure result instead of throwing, so screens
 * decide what a failure looks like. The other calls are their apps' own: call 1 the landing's, call 3 and 6 the
 * payment's, call 4 the checkout's.
 */

type Config = Pick<RuntimeConfig, 'profileApi' | 'trackingBase' | 'requestTimeoutMs'>;
const config = (): Config => getRuntimeConfig();

/** Call 2's answer (products, bare or as `data`); `onDropped` hears of every entry dropped (the go-live check lists them). */
export const productsAnswer = (onDropped: (dropped: DroppedEntry) => void) => listOrData(productSchema, 'product', onDropped);
/** Call 5's answer: the user's paid subscriptions. */
export const paidSubscriptionsAnswer = (onDropped: (dropped: DroppedEntry) => void) =>
  z.object({ data: listOf(paidSubscriptionSchema, 'paid subscription', onDropped) });

const answers = { products: productsAnswer(warnDropped), paidSubscriptions: paidSubscriptionsAnswer(warnDropped) };

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
    return await requestJson(`${profileApi}${statePaths.products(ids)}`, answers.products, { timeoutMs: requestTimeoutMs, call: 'products' });
  } catch (error) {
    console.error(fetchProductsError, error);
    return { error: fetchProductsError };
  }
}

/** Call 5: the user's paid subscriptions; the error itself is the value on failure. */
export async function getPaidSubscriptions(tokenId: string): Promise<{ data: PaidSubscription[] } | Error> {
  const { profileApi, requestTimeoutMs } = config();
  const url = `${profileApi}${statePaths.paidSubscriptions(tokenId)}`;
  try {
    return await requestJson(url, answers.paidSubscriptions, { timeoutMs: requestTimeoutMs, call: 'get-pays-subs' });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Call 7: a tracking event; the answer is not read and a failure is only logged. */
export async function sendTrackingEvent(event: TrackingEvent): Promise<void> {
  const { trackingBase, requestTimeoutMs } = config();
  try {
    await request(`${trackingBase}${statePaths.track}`, {
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
