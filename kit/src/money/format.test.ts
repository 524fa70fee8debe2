import fc from 'fast-check';
import { currencySymbol, formatAmount, formatMoney } from './format';

describe('currency', () => {
  it.each([
    ['EUR', '€'],
    ['eur', '€'],
    ['USD', '$'],
    ['RBL', 'RS'],
    ['GBP', '$'],
    ['', '$'],
    [null, '$'],
  ])('%s has the symbol %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('formats amounts with the symbol', () => {
    expect(formatMoney(1234.5, 'EUR', 'es')).toMatch(/^1\.?234,50 €$/);
    expect(formatMoney(80, 'USD', 'en')).toBe('$80');
  });

  // The landing once cut "99.5" to "9": whatever the amount, the digits shown read back as that amount.
  it.each([
    ['es', (shown: string) => shown.replace(' €', '').replace(/\./g, '').replace(',', '.')],
    ['en', (shown: string) => shown.replace('€', '').replace(/,/g, '').trim()],
    ['pt', (shown: string) => shown.replace(' €', '').replace(/\./g, '').replace(',', '.')],
  ] as const)('shows every amount in cents so that it reads back (%s)', (language, readBack) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        const amount = cents / 100;
        expect(Number(readBack(formatMoney(amount, 'EUR', language)))).toBe(amount);
      }),
    );
  });
});

describe('amounts as each language writes them', () => {
  const intl = (amount: number, locale: string) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
  const locales = [
    ['es', 'es-ES'],
    ['en', 'en-GB'],
    ['pt', 'pt-BR'],
  ] as const;

  it.each(locales)('writes every amount in cents as Intl does for %s (%s)', (language, locale) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        const amount = cents / 100;
        expect(formatAmount(amount, language)).toBe(intl(amount, locale));
      }),
      { numRuns: 2000 },
    );
  });

  it.each(locales)('rounds, groups and signs any amount as Intl does for %s (%s)', (language, locale) => {
    fc.assert(
      fc.property(fc.double({ min: -1e13, max: 1e13, noNaN: true }), (amount) => {
        expect(formatAmount(amount, language)).toBe(intl(amount, locale));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [1234.5, 'es', '1234,50'],
    [12345.5, 'es', '12.345,50'],
    [1234.5, 'pt', '1.234,50'],
    [1234.5, 'en', '1,234.50'],
    [1000000, 'en', '1,000,000'],
    [90, 'es', '90'],
    [1.005, 'en', '1.01'],
    [2.675, 'en', '2.68'],
    [0.995, 'es', '1,00'],
  ] as const)('%s in %s reads %s', (amount, language, shown) => {
    expect(formatAmount(amount, language)).toBe(shown);
  });

  it('leaves what is not a plain amount to Intl', () => {
    expect(formatAmount(Number.POSITIVE_INFINITY, 'en')).toBe('∞');
    expect(formatAmount(1e21, 'en')).toBe(intl(1e21, 'en-GB'));
  });
});
