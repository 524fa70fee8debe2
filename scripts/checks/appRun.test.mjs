/** @jest-environment node */
import { appNames, appRunPlan, journeyNamePattern, parseTestArgs, testPathPatterns } from '../lib/appRun.mjs';

describe("npm test's arguments", () => {
  it('none: the full run', () => {
    expect(parseTestArgs([])).toEqual({ app: null });
  });

  it.each([
    [['--app', 'landing'], 'landing'],
    [['--app=checkout'], 'checkout'],
    [['--app', 'host'], 'host'],
    [['--app=payment'], 'payment'],
    // The folder's name stands for its app.
    [['--app', 'remote-landing'], 'landing'],
    [['--app=remote-payment/'], 'payment'],
  ])('%j: that app', (argv, app) => {
    expect(parseTestArgs(argv)).toEqual({ app });
  });

  it('an unknown app is an error naming the four', () => {
    expect(parseTestArgs(['--app', 'shared']).error).toMatch(/^unknown app "shared": one of host, landing, checkout, payment\n/);
    expect(parseTestArgs(['--app=']).error).toMatch(/^unknown app "": one of host, landing, checkout, payment/);
  });

  it('--app without a name, an app named twice and other arguments are errors, with the usage', () => {
    for (const argv of [['--app'], ['--app', '--ci'], ['--app', 'host', '--app', 'landing'], ['--watch'], ['e2e']]) {
      expect(parseTestArgs(argv).error).toMatch(/\nusage: npm test \[-- --app <host\|landing\|checkout\|payment>\]$/);
    }
    expect(parseTestArgs(['--app', 'host', '--app', 'landing']).error).toMatch(/^--app given twice/);
  });

  it('a bare app name asks for --app', () => {
    expect(parseTestArgs(['landing']).error).toMatch(/^unknown argument "landing": did you mean --app landing\?/);
  });
});

describe("one app's run", () => {
  it('covers the app folder and its subjects with the static checks, and runs the contract checks among its unit tests', () => {
    expect(appRunPlan('checkout')).toEqual({
      app: 'checkout',
      ownPaths: ['remote-checkout/', 'e2e/tests/checkout/', 'e2e/tests/session/'],
      unitTests: ['remote-checkout/', 'dev-api/src/control/control.test.ts', 'dev-api/src/profile/profile.test.ts', 'scripts/services/', 'scripts/checks/'],
      chromium: ['e2e/tests/checkout/', 'e2e/tests/session/'],
      leftOut: [],
      journeys: ['the guard itself', 'a new buyer subscribes and pays', 'leaving the cart while call 4 is on its way'],
      prod: [],
    });
  });

  it('takes every app the map has, its nginx tests by file, and leaves out what the full run alone takes', () => {
    expect(appNames).toEqual(['host', 'landing', 'checkout', 'payment']);
    expect(appRunPlan('landing').prod).toEqual(['e2e/tests/prod/landing.test.ts', 'e2e/tests/prod/fragments.test.ts']);
    expect(appRunPlan('host').leftOut).toEqual(['e2e/tests/shell/axeScreens.test.ts', 'e2e/tests/shell/axeHelper.test.ts']);
    expect(appRunPlan('payment').leftOut).toEqual(['e2e/tests/payment/layout.test.ts', 'e2e/tests/payment/keyboard.test.ts']);
    expect(() => appRunPlan('kit')).toThrow(/unknown app "kit"/);
  });

  it('has no engine step without journeys of its own: the guard alone proves nothing of the app', () => {
    expect(appRunPlan('host').journeys).toEqual([]);
    expect(appRunPlan('landing').journeys[0]).toBe('the guard itself');
  });
});

describe("jest's filters", () => {
  it('match the paths asked for, under the root, and nothing that merely contains them', () => {
    const [folder, file] = testPathPatterns('/repo.x', ['host/', 'e2e/tests/prod/csp.test.ts']).map((pattern) => new RegExp(pattern));
    expect(folder.test('/repo.x/host/src/a.test.ts')).toBe(true);
    expect(folder.test('/repo.x/scripts/host/a.test.ts')).toBe(false);
    expect(folder.test('/repoAx/host/src/a.test.ts')).toBe(false);
    expect(file.test('/repo.x/e2e/tests/prod/csp.test.ts')).toBe(true);
    expect(file.test('/repo.x/e2e/tests/prod/csp.test.tsx')).toBe(false);
  });

  it('leave out the files left to the full run, and only those', () => {
    const [shell, landing] = testPathPatterns('/r', ['e2e/tests/shell/', 'e2e/tests/landing/'], ['e2e/tests/shell/axeScreens.test.ts']).map(
      (pattern) => new RegExp(pattern),
    );
    expect(shell.test('/r/e2e/tests/shell/axeScreens.test.ts')).toBe(false);
    expect(shell.test('/r/e2e/tests/shell/axeHelper.test.ts')).toBe(true);
    expect(shell.test('/r/e2e/tests/shell/axeScreens.test.tsx')).toBe(true);
    expect(landing.test('/r/e2e/tests/landing/landing.test.ts')).toBe(true);
  });

  it("pick the engine journeys by the start of their names, in either engine's describe", () => {
    const pattern = new RegExp(journeyNamePattern(['the 404', 'a new buyer (subscribes)']));
    expect(pattern.test('Firefox the 404 at 375 px')).toBe(true);
    expect(pattern.test('WebKit a new buyer (subscribes) and pays')).toBe(true);
    expect(pattern.test('WebKit the landing hydrates; the 404')).toBe(false);
  });
});
