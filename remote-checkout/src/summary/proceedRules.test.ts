/** @jest-environment node */
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
    [{ loading: false, total: 90, disabledExternally: false }, false],
    [{ loading: true, total: 90, disabledExternally: false }, true],
    [{ loading: false, total: 0, disabledExternally: false }, true],
    [{ loading: false, total: 90, disabledExternally: true }, true],
    [{ loading: false, total: Number.NaN, disabledExternally: false }, true],
    [{ loading: false, total: 0.01, disabledExternally: false }, false],
  ])('%o → %s', (state, disabled) => {
    expect(proceedBlock(state) !== null).toBe(disabled);
  });
});

describe('proceedBlock', () => {
  it.each([
    [{ loading: false, total: 90, disabledExternally: false }, null],
    [{ loading: true, total: 0, disabledExternally: false }, 'loading'],
    [{ loading: false, total: 0, disabledExternally: false }, 'nothingToPay'],
    [{ loading: false, total: 0, disabledExternally: true }, 'nothingToPay'],
    [{ loading: false, total: null, disabledExternally: false }, null],
    [{ loading: false, total: 90, disabledExternally: true }, 'external'],
  ] as const)('%o → %s', (state, block) => {
    expect(proceedBlock(state)).toBe(block);
  });
});
