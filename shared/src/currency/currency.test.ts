import { currencySymbol, formatMoney, formatOfferPrice, trimPriceString } from './currency';

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

  it.each([
    ['120.00', '120'],
    ['1200.50', '1200'],
    ['99', ''],
    ['', ''],
  ])('shows %s as %s', (price, shown) => {
    expect(trimPriceString(price)).toBe(shown);
  });

  it('formats offers and amounts with the symbol', () => {
    expect(formatOfferPrice('120.00', 'EUR')).toBe('120 €');
    expect(formatOfferPrice('99.00', 'USD')).toBe('$99');
    expect(formatOfferPrice('350.00', 'RBL')).toBe('RS350');
    expect(formatMoney(1234.5, 'EUR', 'es')).toMatch(/^1\.?234,50 €$/);
    expect(formatMoney(80, 'USD', 'en')).toBe('$80');
  });
});
