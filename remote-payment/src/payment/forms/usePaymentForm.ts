import { useReducer, type Dispatch } from 'react';
import type { Language } from '@suscripciones/shared';
import type { ShippingScope } from '../../address/addressForm';
import { initialPaymentFormState, paymentFormReducer, type PaymentFormAction, type PaymentFormState } from './paymentFormState';
import { regionPhoneCountry } from '../../address/phone';

/**
 * The payment page's form state (card, country, invoice, addresses, the
 * banner), in one reducer with named events. Held above the card fields'
 * provider, which is mounted anew when the account or the language changes.
 */
export function usePaymentForm(scope: ShippingScope, language: Language): [PaymentFormState, Dispatch<PaymentFormAction>] {
  return useReducer(paymentFormReducer, undefined, () =>
    initialPaymentFormState(regionPhoneCountry(language, typeof navigator === 'undefined' ? [] : navigator.languages), scope),
  );
}
