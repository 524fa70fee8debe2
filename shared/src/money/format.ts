import { currencySymbols, otherCurrencySymbol } from '../catalogue/vocabulary';
import type { Language } from '../schemas/entities';

/** EUR gives €, USD gives $, RBL gives RS, anything else $. */
export function currencySymbol(currency: string | null | undefined): string {
  return currencySymbols[(currency ?? '').trim().toUpperCase()] ?? otherCurrencySymbol;
}

const localeOf: Record<Language, string> = { es: 'es-ES', en: 'en-GB', pt: 'pt-BR' };

/**
 * One number format per language and kind of amount, made once: making an Intl.NumberFormat is costly (on a slow
 * phone the landing's prices took some 50 ms of its start-up making one per price).
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, whole: boolean): Intl.NumberFormat {
  const key = `${language}|${String(whole)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[language], { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/** A price with the spec's currency symbol: "1.234,50 €" for euros, "$1,234.50" otherwise. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const number = numberFormat(language, Number.isInteger(amount)).format(amount);
  const symbol = currencySymbol(currency);
  return symbol === '€' ? `${number} €` : `${symbol}${number}`;
}
