import { currencySymbols, otherCurrencySymbol } from '@suscripciones/shared/catalogue/vocabulary';
import type { Language } from '@suscripciones/shared/schemas/entities';

/** EUR gives €, USD gives $, RBL gives RS, anything else $. */
export function currencySymbol(currency: string | null | undefined): string {
  return currencySymbols[(currency ?? '').trim().toUpperCase()] ?? otherCurrencySymbol;
}

/** The landing shows an offer's price string without its last 3 characters ("120.00" → "120"). */
export function trimPriceString(price: string): string {
  return price.slice(0, Math.max(0, price.length - 3));
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

/** An offer's display price: the trimmed string with the symbol placed as formatMoney places it. */
export function formatOfferPrice(price: string, currency: string): string {
  const symbol = currencySymbol(currency);
  const trimmed = trimPriceString(price);
  return symbol === '€' ? `${trimmed} €` : `${symbol}${trimmed}`;
}
