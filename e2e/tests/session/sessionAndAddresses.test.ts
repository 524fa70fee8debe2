import { landingReady, openPage, route, unsignedToken, useBrowser } from '../../support/browser';
import { hostUrl } from '../../support/env';
import { uncaught } from '../../support/probes';

/**
 * An expired or invalid token never replaces a
 * signed-in session; odd addresses get a page, never a bare 404 or a 500; a
 * language other than es, en and pt opens the landing on the es region.
 */
const browser = useBrowser();

const now = () => Math.floor(Date.now() / 1000);
const member = { token_id: 'member-1', nombre: 'María', apellidos: 'López', email: 'maria@example.com', foto: null };
const other = { token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo@example.com', foto: null };

describe('a token in a link never replaces a valid session', () => {
  it.each([
    ['another user’s expired token', unsignedToken({ ...other, iat: now() - 50_000, exp: now() - 3_600 })],
    ['a malformed token', 'not.a-token'],
    ['a token that is not a user', unsignedToken({ hello: 'world' })],
  ])('%s: still signed in as the same user, the error class in the console', async (_case, token) => {
    const { page, context, errors } = await openPage(browser());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(route('/terms', { lang: 'en', token: unsignedToken({ ...member, exp: now() + 3_600 }) }));
    await expect(page.getByTestId('avatar-initials').textContent()).resolves.toBe('ML');
    await page.goto(route('/terms', { lang: 'en', token }));
    await page.getByTestId('terms-page').waitFor();
    await expect(page.getByTestId('avatar-initials').textContent()).resolves.toBe('ML');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await expect(page.evaluate(() => JSON.parse(localStorage.getItem('decodedToken') ?? 'null') as { token_id?: string } | null)).resolves.toMatchObject({
      token_id: 'member-1',
    });
    expect(warnings.some((warning) => /Invalid token/i.test(warning))).toBe(true);
    expect(uncaught(errors)).toEqual([]);
    await context.close();
  });

  it('an expired token without a session signs nobody in', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(route('/terms', { lang: 'en', token: unsignedToken({ ...other, exp: now() - 60 }) }));
    await page.getByTestId('login-link').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('decodedToken'))).resolves.toBeNull();
    await context.close();
  });
});

describe('odd addresses', () => {
  it.each(['/checkout/', '/terms/', '/payment/'])('%s with a trailing slash shows its page', async (path) => {
    const { page, context, errors } = await openPage(browser());
    const response = await page.goto(`${hostUrl}${path}?lang=en`);
    expect(response?.status()).toBeLessThan(400);
    await page.getByTestId(`${path.replace(/\//g, '')}-page`).waitFor();
    expect(uncaught(errors)).toEqual([]);
    await context.close();
  });

  it.each(['/%E0%A4%A', '/checkout/%ZZ', '/%'])('a malformed address %s gets the 404 page, never a 5xx', async (path) => {
    const raw = await fetch(`${hostUrl}${path}`);
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
    const { page, context } = await openPage(browser());
    await page.goto(`${hostUrl}${path}`);
    await page.getByText('404 Not Found').waitFor();
    await context.close();
  });
});

describe('an unsupported language', () => {
  it.each(['fr', 'de', 'xx'])('?lang=%s opens the landing on the es region', async (lang) => {
    const { page, context } = await openPage(browser());
    await page.goto(route('/', { lang }));
    // The HTML is the English one, its region Global: the region is the app's choice, made once it is hydrated.
    await landingReady(page);
    const selected = page.getByRole('tab', { selected: true });
    // The interface falls back to English; the region to Spain.
    await expect(selected.textContent()).resolves.toBe('Spain');
    await context.close();
  });
});
