// `Stripe(key, options)`: the instance the payment page and
// @stripe/react-stripe-js use, over dev-api's provider API.
import { apiBaseOf, flatten, request, type ApiAnswer, type ApiError } from './api';
import { challenge } from './challenge';
import { elementTypes, incompleteError, type ValidationError } from './cardFields';
import { createElements, type DoubleElements } from './elements';
import { elementInternals, type FieldState } from './elementTypes';
import { integrationError } from './integrationError';
import { createPaymentRequest, type DoublePaymentRequest } from './paymentRequest';
import { paymentRequests } from './paymentRequestButton';
import { languageOf, type Language } from './texts';
import { asError, textOf } from './text';

/** The release of Stripe.js that @stripe/stripe-js checks for. */
const release = 'endive';

type Failure = { error: ApiError | ValidationError };

interface CollectedCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  brand: string;
}

/** The card data of an element's group, or the validation error the provider gives before any request. */
function collectCard(cardElement: unknown, method: string): Failure | { language: Language; card: CollectedCard } {
  const inner = typeof cardElement === 'object' && cardElement !== null ? elementInternals.get(cardElement) : undefined;
  if (!inner) throw integrationError(`Invalid value for ${method}: card should be a cardNumber Element created by elements.create().`);
  const { group } = inner;
  const language = group.language();
  const values: Partial<Record<(typeof elementTypes)[number], FieldState>> = {};
  for (const type of elementTypes) {
    const element = group.get(type);
    const state = element ? elementInternals.get(element)?.read() : undefined;
    if (!state) return { error: incompleteError(type, language) };
    if (!state.mounted)
      throw integrationError('We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.');
    if (state.error) return { error: state.error };
    if (!state.complete) return { error: incompleteError(type, language) };
    values[type] = state;
  }
  const { cardNumber, cardExpiry, cardCvc } = values;
  if (!cardNumber || !cardExpiry?.exp || !cardCvc) throw integrationError('The card fields are incomplete.');
  return {
    language,
    card: { number: cardNumber.digits, exp_month: cardExpiry.exp.month, exp_year: cardExpiry.exp.year, cvc: cardCvc.digits, brand: cardNumber.brand },
  };
}

export function parseClientSecret(clientSecret: unknown): { id: string; secret: string } | null {
  if (typeof clientSecret !== 'string') return null;
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1] ? { id: match[1], secret: clientSecret } : null;
}

function randomHex(bytes: number): string {
  const array = new Uint8Array(bytes);
  crypto.getRandomValues(array);
  return Array.from(array, (byte) => (byte < 16 ? '0' : '') + byte.toString(16)).join('');
}

interface PaymentMethodParams {
  type?: unknown;
  card?: unknown;
  billing_details?: unknown;
}

type PaymentMethodResult = { paymentMethod: ApiAnswer | null } | { error: ApiError | ValidationError };
type PaymentIntentResult = { paymentIntent: ApiAnswer | null } | { error: ApiError | ValidationError };

interface StripeDouble {
  elements(options?: { locale?: unknown }): DoubleElements;
  createPaymentMethod(first: unknown, second?: unknown, third?: PaymentMethodParams): Promise<PaymentMethodResult>;
  confirmCardPayment(clientSecret: unknown, data?: { payment_method?: unknown }, options?: { handleActions?: boolean }): Promise<PaymentIntentResult>;
  retrievePaymentIntent(clientSecret: unknown): Promise<PaymentIntentResult>;
  paymentRequest(options: unknown): DoublePaymentRequest;
  createToken(cardElement: unknown): Promise<object>;
  registerAppInfo(info?: unknown): void;
  _registerWrapper(info?: unknown): void;
}

/** An intent, or the provider's error, as the methods that confirm or retrieve it resolve. */
const intentResult = (answer: ApiAnswer | null): PaymentIntentResult => (answer && answer.error ? { error: answer.error } : { paymentIntent: answer });

/** The paymentMethod argument of confirmCardPayment: an id, or the card element and billing details. */
const isCardData = (value: unknown): value is { card?: unknown; billing_details?: unknown } => typeof value === 'object' && value !== null;

/** `window.Stripe` of the double, reading its API's address from the script that defined it. */
export function stripeFactory(scriptSrc: string) {
  const apiBase = apiBaseOf(scriptSrc, window.location.href);

  function Stripe(key: unknown, options?: { locale?: unknown }): StripeDouble {
    if (typeof key !== 'string' || key === '') {
      throw integrationError(`Invalid value for Stripe(): apiKey should be a string. You specified: ${typeof key}.`);
    }
    if (!/^pk_test_[A-Za-z0-9]+$/.test(key)) {
      throw integrationError('The Stripe.js test double only accepts test mode publishable keys (pk_test_...).');
    }
    const locale = options?.locale || 'auto';
    const apiLanguage = () => languageOf(locale, navigator.language);

    const instance: StripeDouble = {
      elements: (elementsOptions) => createElements(locale, elementsOptions || {}),

      createPaymentMethod(first, second, third) {
        const params: PaymentMethodParams = typeof first === 'string' ? { type: first, card: second, ...third } : { ...(isCardData(first) ? first : {}) };
        if (params.type !== 'card') {
          return Promise.resolve({
            error: {
              type: 'invalid_request_error',
              code: 'parameter_invalid',
              message: 'The Stripe.js test double creates payment methods of type "card" only.',
            },
          });
        }
        let collected;
        try {
          collected = collectCard(params.card, 'createPaymentMethod');
        } catch (error) {
          return Promise.reject(asError(error));
        }
        if ('error' in collected) return Promise.resolve({ error: collected.error });
        const { card } = collected;
        const body = flatten({ billing_details: params.billing_details || {} }, '', {
          key,
          locale: textOf(locale),
          type: 'card',
          'card[number]': card.number,
          'card[exp_month]': card.exp_month,
          'card[exp_year]': card.exp_year,
          'card[cvc]': card.cvc,
        });
        return request(apiBase, 'POST', 'payment_methods', body, apiLanguage()).then((answer) =>
          answer && answer.error ? { error: answer.error } : { paymentMethod: answer },
        );
      },

      confirmCardPayment(clientSecret, data, confirmOptions) {
        const parsed = parseClientSecret(clientSecret);
        if (!parsed) {
          return Promise.reject(
            integrationError(
              `Invalid value for confirmCardPayment: clientSecret should be a client secret of the form pi_..._secret_.... You specified: ${String(clientSecret)}.`,
            ),
          );
        }
        const handleActions = !(confirmOptions && confirmOptions.handleActions === false);
        const method = data && data.payment_method;
        let step: Promise<{ id: unknown } | Failure>;
        if (!method) step = Promise.resolve({ id: null });
        else if (typeof method === 'string') step = Promise.resolve({ id: method });
        else {
          const cardData = isCardData(method) ? method : {};
          step = instance
            .createPaymentMethod({ type: 'card', card: cardData.card, billing_details: cardData.billing_details })
            .then((result) => ('error' in result ? { error: result.error } : { id: result.paymentMethod?.id }));
        }
        const path = `payment_intents/${encodeURIComponent(parsed.id)}`;
        const form = { key, locale: textOf(locale), client_secret: parsed.secret };
        const afterConfirm = (answer: ApiAnswer | null): PaymentIntentResult | Promise<PaymentIntentResult> => {
          if (answer && answer.error) return { error: answer.error };
          if (answer?.status === 'requires_action' && handleActions) {
            return challenge(answer)
              .then((outcome) => request(apiBase, 'POST', `${path}/authenticate`, { ...form, outcome }, apiLanguage()))
              .then(intentResult);
          }
          return { paymentIntent: answer };
        };
        const confirm = (id: string | null) => request(apiBase, 'POST', `${path}/confirm`, { ...form, payment_method: id }, apiLanguage()).then(afterConfirm);
        return step.then((paymentMethod) => {
          if ('error' in paymentMethod) return { error: paymentMethod.error };
          const id = paymentMethod.id == null ? null : textOf(paymentMethod.id);
          if (id === null && handleActions) {
            // Called again with the secret alone (the wallet flow, after `handleActions: false`): an intent that
            // awaits its next action gets that action (3-D Secure), not a second confirmation, as Stripe.js does.
            return request(apiBase, 'GET', path, { key, client_secret: parsed.secret }, apiLanguage()).then((intent) =>
              intent && !intent.error && intent.status === 'requires_action' ? afterConfirm(intent) : confirm(id),
            );
          }
          return confirm(id);
        });
      },

      retrievePaymentIntent(clientSecret) {
        const parsed = parseClientSecret(clientSecret);
        if (!parsed) return Promise.reject(integrationError('Invalid value for retrievePaymentIntent: clientSecret should be a client secret.'));
        return request(apiBase, 'GET', `payment_intents/${encodeURIComponent(parsed.id)}`, { key, client_secret: parsed.secret }, apiLanguage()).then(
          intentResult,
        );
      },

      paymentRequest(options) {
        const made = createPaymentRequest({ apiBase, key, locale: textOf(locale), language: apiLanguage }, options);
        paymentRequests.add(made);
        return made;
      },

      createToken(cardElement) {
        let collected;
        try {
          collected = collectCard(cardElement, 'createToken');
        } catch (error) {
          return Promise.reject(asError(error));
        }
        if ('error' in collected) return Promise.resolve({ error: collected.error });
        const { card } = collected;
        return Promise.resolve({
          token: {
            id: `tok_${randomHex(12)}`,
            object: 'token',
            type: 'card',
            livemode: false,
            used: false,
            created: Math.floor(Date.now() / 1000),
            card: { brand: card.brand, last4: card.number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year },
          },
        });
      },

      registerAppInfo() {
        /* the provider records integrations; nothing to record here */
      },
      _registerWrapper() {
        /* idem */
      },
    };
    return instance;
  }

  return Object.assign(Stripe, { version: release, isTestDouble: true as const });
}
