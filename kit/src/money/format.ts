import type { Language } from '@suscripciones/shared';
import { currencySymbols, otherCurrencySymbol } from '../catalogue/vocabulary';

/** EUR gives €, USD gives $, RBL gives RS, anything else $. */
export function currencySymbol(currency: string | null | undefined): string {
  return currencySymbols[(currency ?? '').trim().toUpperCase()] ?? otherCurrencySymbol;
}

const localeOf: Record<Language, string> = { es: 'es-ES', en: 'en-GB', pt: 'pt-BR' };

/**
 * How each language writes a number, as Intl.NumberFormat writes it for the
 * page's locale (es-ES groups thousands only from five digits: "1234,50",
 * "12.345,50"). Written out because making the first Intl.NumberFormat of a
 * page costs some 60 ms of a slow phone's start-up (measured at 4x CPU), right
 * when the landing's prices first render; a test holds these to Intl's output
 * for every amount in cents.
 */
const numberStyles: Record<Language, { group: string; decimal: string; minimumGroupingDigits: number }> = {
  es: { group: '.', decimal: ',', minimumGroupingDigits: 2 },
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1 },
  pt: { group: '.', decimal: ',', minimumGroupingDigits: 1 },
};

/** No price comes near this: larger amounts (and infinities) are left to Intl, whose shortest forms have no exponent there. */
const largestPlainAmount = 1e15;

/**
 * A non-negative amount's integer and fraction digits, rounded as Intl rounds: the shortest decimal that reads back
 * as the number ("0.995", not the double's exact 0.99499…), rounded half away from zero.
 */
function roundedDigits(value: number, fractionDigits: 0 | 2): { integer: string; fraction?: string } {
  const text = String(value);
  // Below 1e-6 the shortest form has an exponent: such an amount rounds to zero.
  if (text.includes('e')) return fractionDigits === 0 ? { integer: '0' } : { integer: '0', fraction: '00' };
  const [integer = '0', decimals = ''] = text.split('.');
  if (fractionDigits === 0) return { integer };
  const kept = BigInt(`${integer}${decimals.slice(0, 2).padEnd(2, '0')}`) + ((decimals[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = kept.toString().padStart(3, '0');
  return { integer: digits.slice(0, -2), fraction: digits.slice(-2) };
}

/** The amount's digits as the language writes them: whole amounts without decimals, others with two (rounded as Intl rounds). */
export function formatAmount(amount: number, language: Language): string {
  const whole = Number.isInteger(amount);
  if (!Number.isFinite(amount) || Math.abs(amount) >= largestPlainAmount) {
    return new Intl.NumberFormat(localeOf[language], { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
  }
  const { integer, fraction } = roundedDigits(Math.abs(amount), whole ? 0 : 2);
  const { group, decimal, minimumGroupingDigits } = numberStyles[language];
  const grouped = integer.length >= 3 + minimumGroupingDigits ? integer.replace(/\B(?=(\d{3})+$)/g, group) : integer;
  // Intl keeps the sign of any negative amount, -0 included, even one that rounds to zero.
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/** A price with the spec's currency symbol: "1.234,50 €" for euros, "$1,234.50" otherwise. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const number = formatAmount(amount, language);
  const symbol = currencySymbol(currency);
  return symbol === '€' ? `${number} €` : `${symbol}${number}`;
}
