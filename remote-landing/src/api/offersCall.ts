import { getRuntimeConfig, requestJson, warnDropped } from '@suscripciones/shared';
import { productsOfTypePath } from '@suscripciones/kit/calls';
import { offersAnswer, type SubscriptionOffer } from './offersSchema';

const offers = offersAnswer(warnDropped);

/** Call 1 as the landing needs it: the failure is kept so the page can say "Error: ...". */
export async function getProductsOrThrow(type: string): Promise<SubscriptionOffer[]> {
  const { profileApi, requestTimeoutMs } = getRuntimeConfig();
  return requestJson(`${profileApi}${productsOfTypePath(type)}`, offers, { timeoutMs: requestTimeoutMs, call: 'get-products' });
}
