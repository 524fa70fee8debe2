import { hostUrl } from '../../support/env';
import { uncaught } from '../../support/probes';
import { expect, test } from '../../support/fixtures';
import { route, unsignedToken } from '../../support/stack';
import { landingReady } from '../../support/pages';

/**
 * An expired or invalid token never replaces a
 * signed-in session; odd addresses get a page, never a bare 404 or a 500; a
 * language other than es, en and pt opens the landing on the es region.
 */

const now = () => Math.floor(Date.now() / 1000);
const member = { token_id: 'member-1', nombre: 'María', apellidos: 'López', email: 'maria@example.com', foto: null };
const other = { token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo@example.com', foto: null };

test.describe('a token in a link never replaces a valid session', () => {
  for (const [what, token] of [
    ['another user’s expired token', unsignedToken({ ...other, iat: now() - 50_000, exp: now() - 3_600 })],
    ['a malformed token', 'not.a-token'],
    ['a token that is not a user', unsignedToken({ hello: 'world' })],
  ] as const) {
    test(`${what}: still signed in as the same user, the error class in the console`, async ({ openPage }) => {
      const { page, errors } = await openPage();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(route('/terms', { lang: 'en', token: unsignedToken({ ...member, exp: now() + 3_600 }) }));
      await expect(page.getByTestId('avatar-initials')).toHaveText('ML');
      await page.goto(route('/terms', { lang: 'en', token }));
      await page.getByTestId('terms-page').waitFor();
      await expect(page.getByTestId('avatar-initials')).toHaveText('ML');
      expect(new URL(page.url()).searchParams.has('token')).toBe(false);
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('decodedToken') ?? 'null') as { token_id?: string } | null))
        .toMatchObject({
          token_id: 'member-1',
        });
      expect(warnings.some((warning) => /Invalid token/i.test(warning))).toBe(true);
      expect(uncaught(errors)).toEqual([]);
    });
  }

  test('an expired token without a session signs nobody in', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(route('/terms', { lang: 'en', token: unsignedToken({ ...other, exp: now() - 60 }) }));
    await page.getByTestId('login-link').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('decodedToken'))).toBeNull();
  });
});

test.describe('odd addresses', () => {
  for (const path of ['/checkout/', '/terms/', '/payment/'] as const) {
    test(`${path} with a trailing slash shows its page`, async ({ openPage }) => {
      const { page, errors } = await openPage();
      const response = await page.goto(`${hostUrl}${path}?lang=en`);
      expect(response?.status()).toBeLessThan(400);
      await page.getByTestId(`${path.replace(/\//g, '')}-page`).waitFor();
      expect(uncaught(errors)).toEqual([]);
    });
  }

  for (const path of ['/%E0%A4%A', '/checkout/%ZZ', '/%'] as const) {
    test(`a malformed address ${path} gets the 404 page, never a 5xx`, async ({ openPage }) => {
      const raw = await fetch(`${hostUrl}${path}`);
      expect(raw.status).toBeGreaterThanOrEqual(400);
      expect(raw.status).toBeLessThan(500);
      const { page } = await openPage();
      await page.goto(`${hostUrl}${path}`);
      await page.getByText('404 Not Found').waitFor();
    });
  }
});

test.describe('an unsupported language', () => {
  for (const lang of ['fr', 'de', 'xx'] as const) {
    test(`?lang=${lang} opens the landing on the es region`, async ({ openPage }) => {
      const { page } = await openPage();
      await page.goto(route('/', { lang }));
      // The HTML is the English one, its region Global: the region is the app's choice, made once it is hydrated.
      await landingReady(page);
      const selected = page.getByRole('tab', { selected: true });
      // The interface falls back to English; the region to Spain.
      await expect(selected).toHaveText('Spain');
    });
  }
});
