import type { Page } from '@playwright/test';
import { devApiUrl, testPorts } from '../../support/env';
import { injectionRan, skipTour, uncaught } from '../../support/probes';
import { useReliability } from '../../support/tally';
import { cartFor, chooseCountry, fillCard, ids, payButton, signedInUrl, cardNumber } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route, unsignedToken } from '../../support/stack';

/**
 * Redirect targets a visitor can be handed (`urlredirect`, `checkoutUrl`)
 * pointing to a foreign host, `javascript:`, `data:` or a protocol-relative
 * address are refused everywhere they are used: checkout, payment, the
 * thanks redirect and the identity site's return. The token never stays in
 * the address bar, in the referrer of the next page, in tracking or storage.
 */
const tally = useReliability();

/** Each address a visitor could be handed, on this stack's ports. */
const hostile = () =>
  [
    'https://evil.example/steal',
    'javascript:alert(document.domain)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/\\evil.example/x',
    'https:evil.example/x',
    `https://localhost:${testPorts.host}@evil.example/`,
    `http://evil.example\\@localhost:${testPorts.host}/`,
    `http://localhost:${testPorts.host}.evil.example/`,
    `http://evil.example/?next=http://localhost:${testPorts.host}/`,
    `https://user:pass@localhost:${testPorts.host}/suscripciones/`,
  ] as const;

const guestUser = { token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo.martin@example.com', foto: null };
const guestToken = unsignedToken(guestUser);
const hostOrigin = () => `http://localhost:${testPorts.host}`;
const mainSiteProfile = () => `${hostOrigin()}/profile`;

/** No address this page could send the buyer to leads anywhere but our own and the portal's origins. */
const isOurs = (address: string | null) => address !== null && [hostOrigin(), devApiUrl].includes(new URL(address).origin);

async function storeCart(page: Page, productIds: readonly number[]): Promise<void> {
  const cart = await cartFor(productIds);
  await page.goto(route('/terms', { lang: 'en' }));
  await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
}

test.describe('security: a hostile urlredirect or checkoutUrl is refused', () => {
  test('on checkout: dropped from the address, never in the login or sign-up return', async ({ openPage }) => {
    const { page, errors } = await openPage('desktop');
    for (const target of hostile()) {
      tally.tried('redirect/token');
      await page.goto(route('/checkout', { ids: String(ids.courseES), lang: 'en', urlredirect: target }));
      await page.getByTestId('cart-item').waitFor();
      await expect(page).toHaveURL((url) => !url.searchParams.has('urlredirect'));
      for (const name of ['Log in', 'Create an account']) {
        const href = new URL((await page.getByTestId('account-links').getByRole('link', { name }).getAttribute('href')) ?? '');
        const checkoutUrl = href.searchParams.get('checkoutUrl');
        expect(isOurs(checkoutUrl)).toBe(true);
        expect(new URL(checkoutUrl ?? '').searchParams.has('urlredirect')).toBe(false);
      }
      tally.survived('redirect/token');
    }
    await expect.poll(() => injectionRan(page)).toBe(false);
    expect(uncaught(errors)).toEqual([]);
  });

  test('on payment: the way back to checkout never carries it', async ({ openPage }) => {
    const { page, errors } = await openPage('desktop');
    await storeCart(page, [ids.courseES]);
    for (const target of hostile()) {
      tally.tried('redirect/token');
      await page.goto(route('/payment', { lang: 'en', urlredirect: target }));
      const back = page.getByRole('link', { name: 'Back to your cart' });
      await back.waitFor();
      const href = new URL((await back.getAttribute('href')) ?? '', hostOrigin());
      expect(href.searchParams.has('urlredirect')).toBe(false);
      tally.survived('redirect/token');
    }
    expect(uncaught(errors)).toEqual([]);
  });

  test('on thanks: the continue link (and the timed redirect, same target) go to the main site profile', async ({ openPage }) => {
    const { page, errors } = await openPage('desktop');
    for (const target of hostile()) {
      tally.tried('redirect/token');
      await page.goto(route('/thanks', { lang: 'en', urlredirect: target }));
      const link = page.getByTestId('thanks-page').getByRole('link');
      await link.waitFor();
      await expect(link).toHaveAttribute('href', mainSiteProfile());
      tally.survived('redirect/token');
    }
    // The timed redirect itself is followed to its end by the purchase below.
    expect(uncaught(errors)).toEqual([]);
  });

  test('by the identity site: a hostile checkoutUrl gets an error page, never a redirect with the token', async () => {
    for (const target of hostile()) {
      tally.tried('redirect/token');
      const query = new URLSearchParams({ medio: 'agrinews', edicion: 'en', checkoutUrl: target });
      const page = await fetch(`${devApiUrl}/identity/login?${query}`, { redirect: 'manual' });
      expect(page.status).toBe(400);
      const login = await fetch(`${devApiUrl}/identity/login`, {
        method: 'POST',
        body: new URLSearchParams({ user: 'guest-1', checkoutUrl: target }),
        redirect: 'manual',
      });
      expect(login.status).toBe(400);
      expect(login.headers.get('location')).toBeNull();
      tally.survived('redirect/token');
    }
  });
});

test.describe('security: the token leaves no trace', () => {
  test('a purchase after signing in: no token in the address, the storage, tracking, or the referrer of the page after thanks', ({ openPage, devApi }) =>
    tally.run('redirect/token', async () => {
      const { page, context, errors } = await openPage('desktop');
      await storeCart(page, [ids.courseES]);
      const returnUrl = route('/payment', { lang: 'en', urlredirect: 'https://evil.example/after' });
      const signedIn = await signedInUrl('guest-1', returnUrl);
      const token = new URL(signedIn).searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThan(20);
      await page.goto(signedIn);
      await cardNumber(page).waitFor();
      // The page's clock, for the thanks page's 5 s before it leaves.
      await page.clock.install();
      expect(page.url()).not.toContain(token);
      await fillCard(page, '4242424242424242');
      await chooseCountry(page, 'Spain');
      await payButton(page).click();
      await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).searchParams.has('urlredirect')).toBe(false);
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      expect(stored).not.toContain(token);
      await page.clock.runFor(5_000);
      await page.waitForURL((url) => url.origin === devApiUrl);
      expect(new URL(page.url()).pathname).toBe('/portal/profile');
      await expect.poll(() => page.evaluate(() => document.referrer)).not.toContain('token');
      const events = await devApi.trackingEvents(context);
      expect(JSON.stringify(events)).not.toContain(token);
      expect(uncaught(errors)).toEqual([]);
    }));

  test('the portal link after signing in: the next page gets no token in its referrer', ({ openPage, devApi }) =>
    tally.run('redirect/token', async () => {
      const { page, context } = await openPage('desktop');
      await skipTour(context);
      await page.goto(route('/', { lang: 'en', token: guestToken }));
      await page.getByTestId('avatar-initials').waitFor();
      expect(page.url()).not.toContain(guestToken);
      await page.locator(`header a[href="${devApiUrl}/portal/"]`).last().click();
      await page.waitForURL((url) => url.origin === devApiUrl);
      await expect.poll(() => page.evaluate(() => document.referrer)).not.toContain('token');
      // The landing's page view was tracked after the token left the address (dev-api has it in its own time).
      await expect.poll(async () => (await devApi.trackingEvents(context)).length).toBeGreaterThan(0);
      const events = await devApi.trackingEvents(context);
      expect(JSON.stringify(events)).not.toContain('token=');
    }));

  test('the identity site link after a rejected token: no token in its referrer or its checkoutUrl', ({ openPage }) =>
    tally.run('redirect/token', async () => {
      const { page } = await openPage('desktop');
      const rejected = `${guestToken.split('.')[0]}.%%%.sig`;
      await page.goto(`${route('/terms', { lang: 'en' })}&token=${rejected}`);
      const login = page.getByTestId('login-link');
      await login.waitFor();
      const checkoutUrl = new URL((await login.getAttribute('href')) ?? '').searchParams.get('checkoutUrl') ?? '';
      expect(new URL(checkoutUrl).searchParams.has('token')).toBe(false);
      await login.click();
      await page.waitForURL((url) => url.pathname === '/identity/login');
      await expect.poll(() => page.evaluate(() => document.referrer)).not.toContain('token');
      await expect.poll(() => page.evaluate(() => document.referrer)).not.toContain('%%%');
    }));
});
