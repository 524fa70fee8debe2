/** @jest-environment node */
import { appsCovering, runFor } from './affectedApps.mjs';

describe('the run a change needs', () => {
  it("one app's folder: that app's run", () => {
    expect(runFor(['remote-landing/src/landing/LandingPage.tsx', 'remote-landing/README.md'])).toMatchObject({ app: 'landing' });
    expect(runFor(['host/src/header/Header.tsx', 'host/config/config.json'])).toMatchObject({ app: 'host' });
  });

  it("one app's folder and the browser tests it owns: that app's run", () => {
    expect(runFor(['remote-payment/src/pay/buyCall.ts', 'e2e/tests/payment/purchase.test.ts', 'e2e/tests/thanks/thanks.test.ts'])).toMatchObject({
      app: 'payment',
    });
    expect(runFor(['e2e/tests/prod/landing.test.ts', 'e2e/tests/landing/support.ts'])).toMatchObject({ app: 'landing' });
  });

  it('a subject two apps run, with the folder of one of them: that one', () => {
    expect(runFor(['e2e/tests/session/tokens.test.ts'])).toMatchObject({ app: 'host' });
    expect(runFor(['e2e/tests/session/tokens.test.ts', 'remote-checkout/src/account/useIdentityLinks.ts'])).toMatchObject({ app: 'checkout' });
  });

  it('two apps, or a subject of one app with the folder of another: the full run', () => {
    expect(runFor(['remote-landing/src/a.ts', 'remote-checkout/src/b.ts'])).toMatchObject({ app: null, why: expect.stringMatching(/checkout's.*landing's/) });
    expect(runFor(['host/src/a.ts', 'e2e/tests/checkout/checkout.test.ts']).app).toBeNull();
  });

  it.each([
    'kit/src/money/format.ts',
    'shared/src/cart/cartAtoms.ts',
    'dev-api/src/app.ts',
    'scripts/rspack/appConfig.mjs',
    'e2e/support/env.ts',
    'e2e/engines/support/journeys.ts',
    'e2e/tests/services/apiFaults.test.ts',
    'e2e/tests/deploy/squadShip.test.ts',
    'e2e/tests/shell/axeScreens.test.ts',
    'e2e/tests/payment/layout.test.ts',
    'e2e/tests/prod/purchase.test.ts',
    'e2e/tests/prod/headers.test.ts',
    'e2e/tests/newSubject/a.test.ts',
    'pnpm-lock.yaml',
    'package.json',
    'tsconfig.base.json',
    'docs/testing.md',
    'deploy/nginx/nginx.conf',
  ])('%s with an app folder: the full run', (file) => {
    expect(runFor(['remote-checkout/src/checkout/CheckoutPage.tsx', file])).toMatchObject({ app: null, why: `${file} is no app's own: the full run` });
  });

  it('no change found: the full run', () => {
    expect(runFor([]).app).toBeNull();
    expect(runFor(['', '  ']).app).toBeNull();
  });

  it('knows which apps run a browser test subject or an nginx test', () => {
    expect(appsCovering('e2e/tests/shell/header.test.ts')).toEqual(['host']);
    expect(appsCovering('e2e/tests/shell/axeScreens.test.ts')).toEqual([]);
    expect(appsCovering('e2e/tests/session/redirects.test.ts')).toEqual(['host', 'checkout']);
    expect(appsCovering('e2e/tests/prod/landing.test.ts')).toEqual(['landing']);
    expect(appsCovering('e2e/tests/prod/purchase.test.ts')).toEqual([]);
    expect(appsCovering('e2e/tests/prod/tls.test.ts')).toEqual([]);
    expect(appsCovering('remote-landing-old/x.ts')).toEqual([]);
  });
});
