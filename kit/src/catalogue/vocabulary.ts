/**
 * The catalogue's words the apps show, named once for every app and for dev-api: the two selling entities with
 * their currencies, and the currency symbols (docs/rules.md). The words that change an amount or a contract (product
 * types, course groups, languages) are the singleton's (shared/src/catalogue/vocabulary.ts).
 */

/** The two selling entities: the European one invoices in EUR, the rest of the world in USD, each with its own card account. */
export const sellingEntities = {
  ES: { currency: 'EUR' },
  global: { currency: 'USD' },
} as const;
export type SellingEntity = keyof typeof sellingEntities;

/** Currency symbols: EUR gives €, USD gives $, RBL gives RS, anything else $. */
export const currencySymbols: Readonly<Record<string, string>> = { EUR: '€', USD: '$', RBL: 'RS' };
export const otherCurrencySymbol = '$';
