/** @jest-environment node */
import { readyToPay } from '@suscripciones/kit/testing';
import { seedCartItem, seedIds, seedPartnerCartItem } from '@suscripciones/dev-api/testing';
import { proceedBlocker, proceedPressBlocker } from './proceedRules';

describe('proceedPressBlocker', () => {
  it.each([
    [false, true, 'notLoggedIn'],
    [false, false, 'notLoggedIn'],
    [true, false, 'mixedRegion'],
    [true, true, null],
  ] as const)('logged in %s, single region %s → %s', (loggedIn, singleRegion, blocker) => {
    expect(proceedPressBlocker({ loggedIn, singleRegion })).toBe(blocker);
  });
});

describe('disabled proceed (a blocker)', () => {
  it.each([
    [{ loading: false, notReady: null, disabledExternally: false }, false],
    [{ loading: true, notReady: null, disabledExternally: false }, true],
    [{ loading: false, notReady: 'nothingToPay', disabledExternally: false }, true],
    [{ loading: false, notReady: null, disabledExternally: true }, true],
    [{ loading: false, notReady: 'pricesPending', disabledExternally: false }, true],
  ] as const)('%o → %s', (state, disabled) => {
    expect(proceedBlocker(state) !== null).toBe(disabled);
  });
});

describe('proceedBlocker', () => {
  it.each([
    [{ loading: false, notReady: null, disabledExternally: false }, null],
    [{ loading: true, notReady: 'nothingToPay', disabledExternally: false }, 'loading'],
    [{ loading: false, notReady: 'pricesPending', disabledExternally: false }, 'pricesPending'],
    [{ loading: false, notReady: 'nothingToPay', disabledExternally: false }, 'nothingToPay'],
    [{ loading: false, notReady: 'nothingToPay', disabledExternally: true }, 'nothingToPay'],
    [{ loading: false, notReady: 'empty', disabledExternally: false }, 'empty'],
    [{ loading: false, notReady: 'mixedRegion', disabledExternally: false }, null],
    [{ loading: false, notReady: 'pricesUnknown', disabledExternally: false }, null],
    [{ loading: false, notReady: null, disabledExternally: true }, 'disabledExternally'],
  ] as const)('%o → %s', (state, blocker) => {
    expect(proceedBlocker(state)).toBe(blocker);
  });
});

describe('proceedBlocker reads the same fact as the pay button', () => {
  const { porcino, free } = seedIds.courses;
  /** The porcino course at a price the seed never has: not a number, one cent. */
  const porcinoAt = (current_price: number) => seedCartItem(porcino, { current_price });
  it.each([
    [[seedPartnerCartItem(porcino)], null],
    [[seedCartItem(free)], 'nothingToPay'],
    [[porcinoAt(Number.NaN)], 'nothingToPay'],
    [[porcinoAt(0.01)], null],
  ] as const)('lines %# → %s', (lines, blocker) => {
    const purchase = readyToPay(lines, 'final');
    expect(proceedBlocker({ loading: false, notReady: purchase.ready ? null : purchase.block, disabledExternally: false })).toBe(blocker);
  });
});
