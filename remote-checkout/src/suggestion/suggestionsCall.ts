import type { z } from 'zod/mini';
import { getRuntimeConfig, requestJson, warnDropped } from '@suscripciones/shared';
import { suggestionsPath } from '@suscripciones/kit/calls';
import { suggestionsAnswer } from './suggestionsSchema';

/** Call 4's answer as the checkout reads it (invalid entries dropped, and said in the console). */
const suggestionResponseSchema = suggestionsAnswer(warnDropped);
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>;

/** Call 4: the membership suggested for some products; undefined (logged) on failure. */
export async function getProductSuggestions(productIds: readonly number[]): Promise<SuggestionResponse | undefined> {
  const { profileApi, requestTimeoutMs } = getRuntimeConfig();
  try {
    return await requestJson(`${profileApi}${suggestionsPath(productIds)}`, suggestionResponseSchema, {
      timeoutMs: requestTimeoutMs,
      call: 'product-suggestions',
    });
  } catch (error) {
    console.error('Error fetching product suggestions', error);
    return undefined;
  }
}
