import type { DroppedEntry } from '../../shared/src/schemas/answers';
import { paidSubscriptionsAnswer, productsAnswer } from '../../shared/src/api/client';
import { offersAnswer } from '../../remote-landing/src/api/offersSchema';
import { suggestionsAnswer } from '../../remote-checkout/src/suggestion/suggestionsSchema';
import { countriesAnswer } from '../../remote-payment/src/address/countrySchema';

/**
 * The answer schemas of calls 1, 2, 4, 5 and 6, each where the call is made (the app's, or the page state's for 2
 * and 5): the go-live check reads an answer as the product would. `onDropped` hears of every list entry dropped.
 */
export function answerSchemas(onDropped: (dropped: DroppedEntry) => void) {
  return {
    offers: offersAnswer(onDropped),
    products: productsAnswer(onDropped),
    suggestions: suggestionsAnswer(onDropped),
    paidSubscriptions: paidSubscriptionsAnswer(onDropped),
    countries: countriesAnswer(onDropped),
  };
}
