// `Stripe(key, options)`: the instance the payment page and
// @stripe/react-stripe-js use, over dev-api's provider API.
import { apiBaseOf, flatten, isRecord, request, type ApiAnswer, type ApiError } from './api';
import { challenge } from './challenge';
import { elementTypes, incompleteError, type ValidationError } from './cardFields';
import { createElements } from './elements';
import { elementInternals, type FieldState } from './elementTypes';
import { integrationError } from './integrationError';
import { createPaymentRequest } from './paymentRequest';
import { languageOf } from './texts';
import { textOf } from './text';

/** The release of Stripe.js that @stripe/stripe-js checks for. */
const release = 'endive';

type Failure = { error: ApiError | ValidationError };

/** The card data of an element's group, or the validation error the provider gives before any request. */
function collectCard(cardElement: unknown, method: string) {
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
  return { number: cardNumber.digits, exp_month: cardExpiry.exp.month, exp_year: cardExpiry.exp.year, cvc: cardCvc.digits, brand: cardNumber.brand };
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

type PaymentIntentResult = { paymentIntent: ApiAnswer | null } | Failure;

/** An intent, or the provider's error, as the methods that confirm or retrieve it resolve. */
const intentResult = (answer: ApiAnswer | null): PaymentIntentResult => (answer?.error ? { error: answer.error } : { paymentIntent: answer });

/**
 * `window.Stripe` of the double, reading its API's address from the script that defined it. Its methods are async,
 * as Stripe.js's are: a mistake of the page (an IntegrationError) rejects the promise.
 */
export function stripeFactory(scriptSrc: string) {
  const apiBase = apiBaseOf(scriptSrc, window.location.href);

  function Stripe(key: unknown, options?: { locale?: unknown }) {
    if (typeof key !== 'string' || key === '') {
      throw integrationError(`Invalid value for Stripe(): apiKey should be a string. You specified: ${typeof key}.`);
    }
    if (!/^pk_test_[A-Za-z0-9]+$/.test(key)) {
      throw integrationError('The Stripe.js test double only accepts test mode publishable keys (pk_test_...).');
    }
    const locale = options?.locale || 'auto';
    const apiLanguage = () => languageOf(locale, navigator.language);
    const call = (method: 'GET' | 'POST', path: string, params: Parameters<typeof request>[3]) => request(apiBase, method, path, params, apiLanguage());

    /** `createPaymentMethod({ type, card, billing_details })`, or its older form `(type, card, { billing_details })`. */
    const createPaymentMethod = async (first: unknown, second?: unknown, third?: object): Promise<{ paymentMethod: ApiAnswer | null } | Failure> => {
      const params: Record<string, unknown> = typeof first === 'string' ? { type: first, card: second, ...third } : isRecord(first) ? first : {};
      if (params.type !== 'card') {
        return {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_invalid',
            message: 'The Stripe.js test double creates payment methods of type "card" only.',
          },
        };
      }
      const card = collectCard(params.card, 'createPaymentMethod');
      if (card.error) return { error: card.error };
      const body = flatten({ billing_details: params.billing_details || {} }, '', {
        key,
        locale: textOf(locale),
        type: 'card',
        'card[number]': card.number,
        'card[exp_month]': card.exp_month,
        'card[exp_year]': card.exp_year,
        'card[cvc]': card.cvc,
      });
      const answer = await call('POST', 'payment_methods', body);
      return answer?.error ? { error: answer.error } : { paymentMethod: answer };
    };

    const confirmCardPayment = async (clientSecret: unknown, data?: { payment_method?: unknown }, confirmOptions?: { handleActions?: boolean }) => {
      const parsed = parseClientSecret(clientSecret);
      if (!parsed) {
        throw integrationError(
          `Invalid value for confirmCardPayment: clientSecret should be a client secret of the form pi_..._secret_.... You specified: ${String(clientSecret)}.`,
        );
      }
      const handleActions = confirmOptions?.handleActions !== false;
      const method = data?.payment_method;
      let id: string | null = null;
      if (typeof method === 'string') id = method || null;
      else if (method) {
        // The card element and billing details: a payment method is made of them first.
        const cardData = isRecord(method) ? method : {};
        const made = await createPaymentMethod({ type: 'card', card: cardData.card, billing_details: cardData.billing_details });
        if ('error' in made) return made;
        id = made.paymentMethod?.id == null ? null : textOf(made.paymentMethod.id);
      }
      const path = `payment_intents/${encodeURIComponent(parsed.id)}`;
      const form = { key, locale: textOf(locale), client_secret: parsed.secret };
      const afterConfirm = async (answer: ApiAnswer | null): Promise<PaymentIntentResult> => {
        if (answer?.error) return { error: answer.error };
        if (answer?.status !== 'requires_action' || !handleActions) return { paymentIntent: answer };
        const outcome = await challenge(answer);
        return intentResult(await call('POST', `${path}/authenticate`, { ...form, outcome }));
      };
      if (id === null && handleActions) {
        // Called again with the secret alone (the wallet flow, after `handleActions: false`): an intent that
        // awaits its next action gets that action (3-D Secure), not a second confirmation, as Stripe.js does.
        const intent = await call('GET', path, { key, client_secret: parsed.secret });
        if (intent && !intent.error && intent.status === 'requires_action') return afterConfirm(intent);
      }
      return afterConfirm(await call('POST', `${path}/confirm`, { ...form, payment_method: id }));
    };

    return {
      elements: (elementsOptions?: { locale?: unknown }) => createElements(locale, elementsOptions || {}),
      createPaymentMethod,
      confirmCardPayment,

      async retrievePaymentIntent(clientSecret: unknown) {
        const parsed = parseClientSecret(clientSecret);
        if (!parsed) throw integrationError('Invalid value for retrievePaymentIntent: clientSecret should be a client secret.');
        return intentResult(await call('GET', `payment_intents/${encodeURIComponent(parsed.id)}`, { key, client_secret: parsed.secret }));
      },

      paymentRequest: (paymentRequestOptions: unknown) =>
        createPaymentRequest({ apiBase, key, locale: textOf(locale), language: apiLanguage }, paymentRequestOptions),

      createToken: (cardElement: unknown) =>
        new Promise((resolve) => {
          const card = collectCard(cardElement, 'createToken');
          if (card.error) return resolve({ error: card.error });
          const { brand, number, exp_month, exp_year } = card;
          const created = Math.floor(Date.now() / 1000);
          resolve({
            token: {
              id: `tok_${randomHex(12)}`,
              object: 'token',
              type: 'card',
              livemode: false,
              used: false,
              created,
              card: { brand, last4: number.slice(-4), exp_month, exp_year },
            },
          });
        }),

      // The provider records integrations; there is nothing to record here.
      registerAppInfo: () => undefined,
      _registerWrapper: () => undefined,
    };
  }

  return Object.assign(Stripe, { version: release, isTestDouble: true as const });
}
