import fc from 'fast-check';
import { currencySymbol, formatMoney } from './format';

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
