import type { ApiMessageKey } from './messages';

/**
 * The card provider's documented test cards, and what happens when a payment
 * with each of them is confirmed. Numbers that pass the Luhn check but are
 * not test cards are declined, as the provider does in test mode.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

type Succeed = { readonly kind: 'succeed' };
export type Decline = { readonly kind: 'decline'; readonly code: string; readonly declineCode?: string; readonly message: ApiMessageKey };
/** 3-D Secure required; `then` is what the issuer answers once the buyer completes the challenge. */
type Authenticate = { readonly kind: 'authenticate'; readonly then: Succeed | Decline };

export type CardOutcome = Succeed | Decline | Authenticate;

const succeed: Succeed = { kind: 'succeed' };
const decline = (code: string, message: ApiMessageKey, declineCode?: string): Decline => ({
  kind: 'decline',
  code,
  message,
  ...(declineCode ? { declineCode } : {}),
});
const authenticate = (then: Succeed | Decline = succeed): Authenticate => ({ kind: 'authenticate', then });

const testCardOutcomes: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': succeed,
  '4000056655665556': succeed,
  '5555555555554444': succeed,
  '2223003122003222': succeed,
  '5200828282828210': succeed,
  '5105105105105100': succeed,
  '378282246310005': succeed,
  '371449635398431': succeed,
  '6011111111111117': succeed,
  '4000000000000002': decline('card_declined', 'generic_decline', 'generic_decline'),
  '4000000000009995': decline('card_declined', 'insufficient_funds', 'insufficient_funds'),
  '4000000000000127': decline('incorrect_cvc', 'incorrect_cvc'),
  '4000000000000069': decline('expired_card', 'expired_card'),
  '4000000000000119': decline('processing_error', 'processing_error'),
  // 3-D Secure (Stripe's testing docs, "3D Secure"): required, then paid once the buyer completes it…
  '4000002760003184': authenticate(),
  '4000002500003155': authenticate(),
  '4000000000003220': authenticate(),
  '4000000000003063': authenticate(),
  // …required, then declined by the issuer after a completed authentication…
  '4000008400001629': authenticate(decline('card_declined', 'generic_decline', 'generic_decline')),
  // …supported but not required: paid with no challenge.
  '4000000000003055': succeed,
};

/** The provider's test payment method ids (`pm_card_visa`…), usable without creating a payment method. */
export const magicPaymentMethods: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_authenticationRequired: '4000002760003184',
};

export function outcomeOfCard(number: string): CardOutcome {
  return testCardOutcomes[number] ?? decline('card_declined', 'live_mode_test_card', 'live_mode_test_card');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

export const cardLength = (brand: CardBrand): number => (brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16);

export interface CardInput {
  readonly number: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly cvc: string;
}

/** A refused card: the provider's error code, which also names its message, and the parameter at fault. */
export type CardCheck = { readonly ok: true; readonly brand: CardBrand } | { readonly ok: false; readonly code: ApiMessageKey; readonly param: string };

/** The provider's own checks when a payment method is created (the fields check the same before sending). */
export function checkCard(card: CardInput, now: Date = new Date()): CardCheck {
  const brand = brandOf(card.number);
  if (!/^\d{12,19}$/.test(card.number) || !luhnValid(card.number)) return { ok: false, code: 'incorrect_number', param: 'card[number]' };
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12)
    return { ok: false, code: 'invalid_expiry_month', param: 'card[exp_month]' };
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const thisYear = now.getUTCFullYear();
  const expired = year < thisYear || (year === thisYear && card.exp_month < now.getUTCMonth() + 1);
  if (!Number.isInteger(year) || expired || year > thisYear + 50) return { ok: false, code: 'invalid_expiry_year', param: 'card[exp_year]' };
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc) && !(brand === 'unknown' && /^\d{3,4}$/.test(card.cvc)))
    return { ok: false, code: 'invalid_cvc', param: 'card[cvc]' };
  return { ok: true, brand };
}
