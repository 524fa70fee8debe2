import type { PaymentAccount, PaymentIntent, PaymentIntentStore } from '../payments/paymentIntents';
import type { MemoryLog } from '../state/memoryLog';
import { accountOfKey, maskedKey } from './accounts';
import { apiMessage } from './messages';
import type { PaymentMethod, PaymentMethodStore } from './paymentMethods';
import { checkCard, magicPaymentMethods, outcomeOfCard, type Decline } from './testCards';

/**
 * The card provider's side of the test double: payment methods, and the
 * confirmation (with 3-D Secure) of the payment intents dev-api's buy call
 * creates. Answers are shaped like the provider's: the resource, or
 * `{ error: { type, code, decline_code?, message, param?, payment_intent? } }`
 * with the provider's status codes (400, 401, 402, 404).
 */
export interface ProviderReply {
  readonly status: number;
  readonly body: unknown;
}

/** One attempt to confirm (or authenticate) an intent, kept for tests: a double payment shows up here. */
export interface Confirmation {
  readonly at: string;
  readonly payment_intent: string;
  readonly step: 'confirm' | 'authenticate';
  readonly outcome: 'succeeded' | 'processing' | 'requires_action' | 'declined' | 'authentication_failed' | 'refused';
  readonly code?: string;
  readonly account: PaymentAccount;
}

type Params = Readonly<Record<string, string | undefined>>;

interface ProviderError {
  readonly type: 'card_error' | 'invalid_request_error' | 'authentication_error';
  readonly code?: string;
  readonly decline_code?: string;
  readonly param?: string;
  readonly message: string;
  readonly payment_intent?: ReturnType<typeof publicIntent>;
}

/** The intent as the provider answers it. */
function publicIntent(intent: PaymentIntent) {
  return {
    id: intent.id,
    object: 'payment_intent' as const,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.client_secret,
    created: intent.created,
    livemode: false as const,
    payment_method: intent.paymentMethodId || null,
    payment_method_types: ['card'] as const,
    last_payment_error: intent.last_payment_error ?? null,
    next_action: intent.status === 'requires_action' ? { type: 'use_stripe_sdk' as const } : null,
  };
}

const failure = (status: number, error: ProviderError): ProviderReply => ({ status, body: { error } });

/** A parameter the provider refuses as it stands. */
export const invalidParameter = (param: string, message: string): ProviderReply =>
  failure(400, { type: 'invalid_request_error', code: 'parameter_invalid', param, message });

/** An id that names nothing the key's account holds. */
const noSuch = (param: string, resource: string, id: string): ProviderReply =>
  failure(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${resource}: '${id}'` });

/** Why an attempt failed: the error's type, and its code, decline code and message as a card's decline has them. */
type Failure = Pick<Decline, 'code' | 'declineCode' | 'message'> & { readonly type: ProviderError['type'] };

const authenticationFailure: Failure = { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'authentication_failure' };

type Authorised = { readonly account: PaymentAccount } | { readonly refusal: ProviderReply };

function authorise(params: Params): Authorised {
  const key = params.key ?? '';
  const account = accountOfKey(key);
  if (account) return { account };
  const message = key ? `Invalid API Key provided: ${maskedKey(key)}` : 'You did not provide an API key.';
  return { refusal: failure(401, { type: 'invalid_request_error', code: 'api_key_invalid', message }) };
}

export class StripeDoubleProvider {
  constructor(
    private readonly intents: PaymentIntentStore,
    private readonly methods: PaymentMethodStore,
    private readonly confirmations: MemoryLog<Confirmation>,
  ) {}

  /** POST /stripe/api/payment_methods; `wallet` only for a card the double's wallet hands over (never from the page's form). */
  createPaymentMethod(params: Params, wallet: PaymentMethod['card']['wallet'] = null): ProviderReply {
    const auth = authorise(params);
    if ('refusal' in auth) return auth.refusal;
    const locale = params.locale;
    if (params.type !== 'card') return invalidParameter('type', 'The test double creates payment methods of type "card" only.');
    const number = (params['card[number]'] ?? '').replace(/\D/g, '');
    const card = {
      number,
      exp_month: Number(params['card[exp_month]']),
      exp_year: Number(params['card[exp_year]']),
      cvc: (params['card[cvc]'] ?? '').trim(),
    };
    const check = checkCard(card);
    if (!check.ok) return failure(402, { type: 'card_error', code: check.code, param: check.param, message: apiMessage(check.code, locale) });
    const country = params['billing_details[address][country]']?.trim().toUpperCase() || null;
    if (country !== null && !/^[A-Z]{2}$/.test(country)) {
      return invalidParameter(
        'billing_details[address][country]',
        `Country '${country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'.`,
      );
    }
    const text = (name: string): string | null => params[name]?.trim() || null;
    const method = this.methods.add({
      number,
      account: auth.account,
      method: {
        type: 'card',
        card: {
          brand: check.brand,
          last4: number.slice(-4),
          exp_month: card.exp_month,
          exp_year: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
          country: 'US',
          funding: 'credit',
          wallet,
        },
        billing_details: {
          address: {
            country,
            postal_code: text('billing_details[address][postal_code]'),
            line1: text('billing_details[address][line1]'),
            city: text('billing_details[address][city]'),
          },
          email: text('billing_details[email]'),
          name: text('billing_details[name]'),
          phone: text('billing_details[phone]'),
        },
      },
    });
    return { status: 200, body: method };
  }

  /** The intent named in the path, if the key is valid, the client secret matches the intent and it belongs to the key's account. */
  private intentFor(id: string, params: Params): { readonly intent: PaymentIntent } | { readonly refusal: ProviderReply } {
    const auth = authorise(params);
    if ('refusal' in auth) return auth;
    const intent = params.client_secret ? this.intents.getByClientSecret(params.client_secret) : undefined;
    return intent && intent.id === id && intent.account === auth.account ? { intent } : { refusal: noSuch('intent', 'payment_intent', id) };
  }

  private log(intent: PaymentIntent, step: Confirmation['step'], outcome: Confirmation['outcome'], code?: string): void {
    this.confirmations.add({ at: new Date().toISOString(), payment_intent: intent.id, step, outcome, account: intent.account, ...(code ? { code } : {}) });
  }

  private unexpectedState(intent: PaymentIntent, step: Confirmation['step'], message: string): ProviderReply {
    this.log(intent, step, 'refused', 'payment_intent_unexpected_state');
    return failure(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message, payment_intent: publicIntent(intent) });
  }

  /** The issuer accepted the payment: paid now, or (a bank that takes its time, a test's fault) processing. */
  private pay(intent: PaymentIntent, step: Confirmation['step'], slowBank: boolean, paymentMethodId = intent.paymentMethodId): ProviderReply {
    const status = slowBank ? 'processing' : 'succeeded';
    const updated = this.intents.updateByClientSecret(intent.client_secret, { status, paymentMethodId, last_payment_error: null }) ?? intent;
    this.log(updated, step, status);
    return { status: 200, body: publicIntent(updated) };
  }

  /** POST /stripe/api/payment_intents/:id/confirm */
  confirm(id: string, params: Params, slowBank = false): ProviderReply {
    const found = this.intentFor(id, params);
    if ('refusal' in found) return found.refusal;
    const { intent } = found;
    const locale = params.locale;
    if (intent.status === 'succeeded') return this.unexpectedState(intent, 'confirm', apiMessage('already_succeeded', locale));
    if (intent.status === 'canceled' || intent.status === 'processing') {
      return this.unexpectedState(intent, 'confirm', `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`);
    }
    const paymentMethodId = params.payment_method?.trim() || intent.paymentMethodId;
    if (!paymentMethodId) return this.unexpectedState(intent, 'confirm', apiMessage('missing_payment_method', locale));
    const number = this.cardNumberOf(paymentMethodId, intent.account);
    if (number === undefined) {
      this.log(intent, 'confirm', 'refused', 'resource_missing');
      return noSuch('payment_method', 'PaymentMethod', paymentMethodId);
    }
    if (this.isConsumed(paymentMethodId, intent)) {
      this.log(intent, 'confirm', 'refused');
      // Stripe's answer has no code, and the intent is left as it was.
      return failure(400, { type: 'invalid_request_error', message: apiMessage('payment_method_consumed', locale) });
    }
    this.methods.markUsed(paymentMethodId, intent.id);
    const outcome = outcomeOfCard(number);
    if (outcome.kind === 'succeed') return this.pay(intent, 'confirm', slowBank, paymentMethodId);
    if (outcome.kind === 'authenticate') {
      const updated = this.intents.updateByClientSecret(intent.client_secret, { status: 'requires_action', paymentMethodId }) ?? intent;
      this.log(updated, 'confirm', 'requires_action');
      return { status: 200, body: publicIntent(updated) };
    }
    return this.decline(intent, 'confirm', 'declined', { type: 'card_error', ...outcome }, locale);
  }

  /** The test card behind a payment method of this account (the provider's test ids included); undefined for none. */
  private cardNumberOf(paymentMethodId: string, account: PaymentAccount): string | undefined {
    const stored = this.methods.get(paymentMethodId);
    return magicPaymentMethods[paymentMethodId] ?? (stored && stored.account === account ? stored.number : undefined);
  }

  /**
   * A payment method attached to no Customer serves one PaymentIntent
   * confirmation: once it paid, was declined or failed authentication, Stripe
   * refuses it. Only the 3-D Secure step of the same confirmation may still
   * use it. The provider's test ids (pm_card_visa…) make a new one each time.
   */
  private isConsumed(paymentMethodId: string, intent: PaymentIntent): boolean {
    const usedWith = this.methods.usedWith(paymentMethodId);
    return usedWith !== undefined && !(usedWith === intent.id && intent.status === 'requires_action' && intent.paymentMethodId === paymentMethodId);
  }

  /** POST /stripe/api/payment_intents/:id/authenticate: the outcome of the 3-D Secure challenge. */
  authenticate(id: string, params: Params, slowBank = false): ProviderReply {
    const found = this.intentFor(id, params);
    if ('refusal' in found) return found.refusal;
    const { intent } = found;
    if (intent.status !== 'requires_action') {
      return this.unexpectedState(intent, 'authenticate', `You cannot authenticate this PaymentIntent because it has a status of ${intent.status}.`);
    }
    if (params.outcome !== 'complete') return this.decline(intent, 'authenticate', 'authentication_failed', authenticationFailure, params.locale);
    // The buyer passed the challenge: the issuer now answers as the card says (4000 0084 0000 1629 declines).
    const number = this.cardNumberOf(intent.paymentMethodId, intent.account);
    const outcome = number === undefined ? undefined : outcomeOfCard(number);
    if (outcome?.kind === 'authenticate' && outcome.then.kind === 'decline')
      return this.decline(intent, 'authenticate', 'declined', { type: 'card_error', ...outcome.then }, params.locale);
    return this.pay(intent, 'authenticate', slowBank);
  }

  /** GET /stripe/api/payment_intents/:id */
  retrieve(id: string, params: Params): ProviderReply {
    const found = this.intentFor(id, params);
    return 'refusal' in found ? found.refusal : { status: 200, body: publicIntent(found.intent) };
  }

  private decline(
    intent: PaymentIntent,
    step: Confirmation['step'],
    outcome: 'declined' | 'authentication_failed',
    failed: Failure,
    locale: string | undefined,
  ): ProviderReply {
    const { type, code, declineCode } = failed;
    const message = apiMessage(failed.message, locale);
    // As with the provider, a failed attempt detaches the payment method: the intent waits for a new one.
    const updated =
      this.intents.updateByClientSecret(intent.client_secret, {
        status: 'requires_payment_method',
        paymentMethodId: '',
        last_payment_error: { code, message },
      }) ?? intent;
    this.log(updated, step, outcome, code);
    return failure(402, { type, code, ...(declineCode ? { decline_code: declineCode } : {}), message, payment_intent: publicIntent(updated) });
  }
}
