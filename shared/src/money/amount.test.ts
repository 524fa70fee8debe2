import fc from 'fast-check';
import { maxAmount, parseMoneyAmount } from './amount';

const maxCents = Math.round(maxAmount * 100);
const cents = fc.integer({ min: 0, max: maxCents });
const asDecimal = (value: number): string => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

describe('parseMoneyAmount', () => {
  it.each<[unknown, number]>([
    ['120.00', 120],
    [120, 120],
    ['99.5', 99.5],
    ['99.50', 99.5],
    ['99', 99],
    [' 99.50 ', 99.5],
    ['120.000', 120],
    [0, 0],
    ['0.10', 0.1],
    [0.1, 0.1],
    [1234.5, 1234.5],
  ])('reads %j as %d', (value, amount) => {
    expect(parseMoneyAmount(value)).toBe(amount);
  });

  it.each<unknown>([
    '1.234,50',
    '1,234.50',
    '99,5',
    '99.999',
    '99.501',
    '-5',
    -5,
    '',
    '.5',
    '5.',
    '1e3',
    'NaN',
    Infinity,
    NaN,
    99.999,
    1e12,
    null,
    undefined,
    true,
    ['99'],
  ])('refuses %j', (value) => {
    expect(parseMoneyAmount(value)).toBeUndefined();
  });

  it('reads every amount in cents the same from "NNN.NN", its number and its shortest string', () => {
    fc.assert(
      fc.property(cents, (value) => {
        const amount = value / 100;
        expect(parseMoneyAmount(asDecimal(value))).toBe(amount);
        expect(parseMoneyAmount(amount)).toBe(amount);
        expect(parseMoneyAmount(String(amount))).toBe(amount);
      }),
    );
  });

  it('refuses any string with a comma, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(parseMoneyAmount(`${before},${after}`)).toBeUndefined();
      }),
    );
  });

  it('refuses a third decimal that is not zero rather than rounding it', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 9 }), (value, digit) => {
        expect(parseMoneyAmount(`${asDecimal(value)}${digit}`)).toBeUndefined();
      }),
    );
  });
});
