/** @jest-environment node */
import { isProceedDisabled, proceedOutcome } from './proceedRules';

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

describe('isProceedDisabled', () => {
  it.each([
    [{ loading: false, total: 90, disabledExternally: false }, false],
    [{ loading: true, total: 90, disabledExternally: false }, true],
    [{ loading: false, total: 0, disabledExternally: false }, true],
    [{ loading: false, total: 90, disabledExternally: true }, true],
    [{ loading: false, total: Number.NaN, disabledExternally: false }, true],
    [{ loading: false, total: 0.01, disabledExternally: false }, false],
  ])('%o → %s', (state, disabled) => {
    expect(isProceedDisabled(state)).toBe(disabled);
  });
});
