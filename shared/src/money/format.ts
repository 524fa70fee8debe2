import { currencySymbols, otherCurrencySymbol } from '@suscripciones/shared/catalogue/vocabulary';
import type { Language } from '@suscripciones/shared/schemas/entities';

/** EUR gives €, USD gives $, RBL gives RS, anything else $. */
export function currencySymbol(currency: string | null | undefined): string {
  return currencySymbols[(currency ?? '').trim().toUpperCase()] ?? otherCurrencySymbol;
}

const localeOf: Record<Language, string> = { es: 'es-ES', en: 'en-GB', pt: 'pt-BR' };

/** A price with the spec's currency symbol: "1.234,50 €" for euros, "$1,234.50" otherwise. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const number = new Intl.NumberFormat(localeOf[language], {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
  const symbol = currencySymbol(currency);
  return symbol === '€' ? `${number} €` : `${symbol}${number}`;
}
