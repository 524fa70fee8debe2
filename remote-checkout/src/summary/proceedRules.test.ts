/** @jest-environment node */
import { readyToPay } from '@suscripciones/shared';
import { cartItem } from '@suscripciones/shared/testing';
import { proceedBlock, proceedOutcome } from './proceedRules';

describe('proceedOutcome', () => {
  it.each([
    [false, true, 'need-login'],
    [false, false, 'need-login'],
    [true, false, 'mixed-region'],
    [true, true, 'payment'],
  ] as const)('logged in %s, single region %s → %s', (loggedIn, singleRegion, outcome) => {
    expect(proceedOutcome({ loggedIn, singleRegion })).toBe(outcome);
  });
});

describe('disabled proceed (a block)', () => {
  it.each([
    [{ loading: false, notReady: null, disabledExternally: false }, false],
    [{ loading: true, notReady: null, disabledExternally: false }, true],
    [{ loading: false, notReady: 'nothingToPay', disabledExternally: false }, true],
    [{ loading: false, notReady: null, disabledExternally: true }, true],
    [{ loading: false, notReady: 'pricesPending', disabledExternally: false }, true],
  ] as const)('%o → %s', (state, disabled) => {
    expect(proceedBlock(state) !== null).toBe(disabled);
  });
});

describe('proceedBlock', () => {
  it.each([
    [{ loading: false, notReady: null, disabledExternally: false }, null],
    [{ loading: true, notReady: 'nothingToPay', disabledExternally: false }, 'loading'],
    [{ loading: false, notReady: 'pricesPending', disabledExternally: false }, 'loading'],
    [{ loading: false, notReady: 'nothingToPay', disabledExternally: false }, 'nothingToPay'],
    [{ loading: false, notReady: 'nothingToPay', disabledExternally: true }, 'nothingToPay'],
    [{ loading: false, notReady: 'empty', disabledExternally: false }, 'nothingToPay'],
    [{ loading: false, notReady: 'mixedRegion', disabledExternally: false }, null],
    [{ loading: false, notReady: 'pricesUnknown', disabledExternally: false }, null],
    [{ loading: false, notReady: null, disabledExternally: true }, 'external'],
  ] as const)('%o → %s', (state, block) => {
    expect(proceedBlock(state)).toBe(block);
  });
});

describe('proceedBlock reads the same fact as the pay button', () => {
  const line = (current_price: number) => cartItem(20, { current_price });
  it.each([
    [[line(90)], null],
    [[line(0)], 'nothingToPay'],
    [[line(Number.NaN)], 'nothingToPay'],
    [[line(0.01)], null],
  ] as const)('lines %# → %s', (lines, block) => {
    const purchase = readyToPay(lines, 'final');
    expect(proceedBlock({ loading: false, notReady: purchase.ready ? null : purchase.block, disabledExternally: false })).toBe(block);
  });
});
