// What a card field shows and reports for what was typed: the page-side
// checks of the provider's fields, pure (no DOM), with the card rules dev-api
// decides with (../testCards.ts), so field and server never disagree.
import { brandOf, cardLength, luhnValid, type CardBrand } from '../testCards';
import { texts, type Language, type TextKey } from './texts';
import { textOf } from './text';

export type ElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';
export const elementTypes: readonly ElementType[] = ['cardNumber', 'cardExpiry', 'cardCvc'];
export const isElementType = (value: unknown): value is ElementType => typeof value === 'string' && (elementTypes as readonly string[]).includes(value);

const shortName = { cardNumber: 'number', cardExpiry: 'expiry', cardCvc: 'cvc' } as const;

/** The provider's codes of a field's own errors, each with its text. */
type ValidationCode = Extract<TextKey, `incomplete_${string}` | `invalid_${string}`>;

export interface ValidationError {
  type: 'validation_error';
  code: ValidationCode;
  message: string;
}

const validationError = (code: ValidationCode, language: Language): ValidationError => ({ type: 'validation_error', code, message: texts[language][code] });

/** The error of a field left unfilled (or not complete) when the card is used. */
export const incompleteError = (type: ElementType, language: Language): ValidationError => validationError(`incomplete_${shortName[type]}`, language);

export interface FieldResult {
  digits: string;
  value: string;
  complete: boolean;
  error: ValidationError | undefined;
  brand: CardBrand;
  exp: { month: number; year: number } | null;
  empty: boolean;
}

export interface FieldContext {
  language: Language;
  /** The field's own brand so far (only the number field changes it). */
  brand: CardBrand;
  /** The brand of the number field of the same group (sizes the CVC). */
  cardBrand: CardBrand;
  /** True when the field loses focus: an unfinished value is then an error. */
  onBlur: boolean;
  now: Date;
}

/** The number in the brand's groups (4-6-5 for amex, 4-6-4 for diners, else 4-4-4-4). */
export function formatNumber(digits: string, brand: CardBrand): string {
  const groups = brand === 'amex' ? [4, 6, 5] : brand === 'diners' ? [4, 6, 4] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

function numberField(digits: string, result: FieldResult, language: Language): string {
  const brand = brandOf(digits);
  const max = cardLength(brand);
  const kept = digits.slice(0, max);
  result.brand = kept ? brand : 'unknown';
  result.value = formatNumber(kept, brand);
  if (kept.length === max) {
    if (luhnValid(kept)) result.complete = true;
    else result.error = validationError('invalid_number', language);
  }
  return kept;
}

function expiryField(typed: string, result: FieldResult, language: Language, now: Date): string {
  // A first digit above 1 can only be a month: 5 is 05.
  const padded = typed.length === 1 && typed > '1' ? `0${typed}` : typed;
  const digits = padded.slice(0, 4);
  result.value = digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
  const month = Number(digits.slice(0, 2));
  if (digits.length >= 2 && (month < 1 || month > 12)) {
    result.error = validationError('invalid_expiry_month', language);
  } else if (digits.length === 4) {
    const year = 2000 + Number(digits.slice(2));
    const thisYear = now.getFullYear();
    if (year < thisYear) result.error = validationError('invalid_expiry_year_past', language);
    else if (year === thisYear && month < now.getMonth() + 1) result.error = validationError('invalid_expiry_month_past', language);
    else if (year > thisYear + 50) result.error = validationError('invalid_expiry_year', language);
    else {
      result.complete = true;
      result.exp = { month, year };
    }
  }
  return digits;
}

function cvcField(typed: string, result: FieldResult, cardBrand: CardBrand): string {
  const digits = typed.slice(0, cardBrand === 'amex' || cardBrand === 'unknown' ? 4 : 3);
  result.value = digits;
  result.complete = cardBrand === 'amex' ? digits.length === 4 : digits.length >= 3;
  return digits;
}

/** What a field shows and reports for `raw` (what the buyer typed or pasted). */
export function evaluateField(type: ElementType, raw: unknown, context: FieldContext): FieldResult {
  const { language } = context;
  const typed = textOf(raw || '').replace(/\D/g, '');
  const result: FieldResult = { digits: '', value: '', complete: false, error: undefined, brand: context.brand, exp: null, empty: true };
  const digits =
    type === 'cardNumber'
      ? numberField(typed, result, language)
      : type === 'cardExpiry'
        ? expiryField(typed, result, language, context.now)
        : cvcField(typed, result, context.cardBrand);
  result.digits = digits;
  result.empty = digits.length === 0;
  if (context.onBlur && !result.empty && !result.complete && !result.error) result.error = incompleteError(type, language);
  return result;
}
