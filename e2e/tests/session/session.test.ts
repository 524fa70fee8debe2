import { expect, test } from '../../support/fixtures';
import { landingReady } from '../../support/pages';
import { route, unsignedToken } from '../../support/stack';

const member = { token_id: 'member-1', nombre: 'María', apellidos: 'López', email: 'maria@example.com', foto: null };

test.describe('session from ?token', () => {
  test('signs the user in, shows initials and paid subscriptions, and removes the token from the address and history', async ({ openPage }) => {
    const { page, errors } = await openPage();
    await page.goto(route('/terms', { lang: 'en', token: unsignedToken(member) }));
    await page.getByTestId('terms-page').waitFor();
    await expect(page.getByTestId('avatar-initials')).toHaveText('ML');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(page.url()).not.toContain(unsignedToken(member).split('.')[1]);
    const stored = await page.evaluate(() => window.localStorage.getItem('decodedToken'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ token_id: 'member-1', nombre: 'María' });

    // The badge counts the paid subscriptions dev-api holds for the member (call 5).
    await page.getByTestId('subscriptions-menu').click();
    const badge = page.getByTestId('subscriptions-badge');
    await expect(page.getByTestId('subscriptions-badge')).toHaveText(/^[1-9][0-9]*$/);
    expect(Number(await badge.textContent())).toBeGreaterThan(0);

    // The profile entry leads to the parent site's profile page.
    await page.getByTestId('profile-menu').click();
    await expect(page.getByTestId('profile-link')).toHaveAttribute('href', /\/portal\/profile$/);

    // A reload in the same tab keeps the session; the token never comes back.
    await page.reload();
    await expect(page.getByTestId('avatar-initials')).toHaveText('ML');
    expect(errors).toEqual([]);
  });

  test('does not put the token in the referrer of the next page', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(route('/terms', { lang: 'en', token: unsignedToken(member) }));
    await page.getByTestId('terms-page').waitFor();
    const referrers: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers()['referer'];
      if (referer) referrers.push(referer);
    });
    await page.locator('header').getByRole('link', { name: 'Memberships' }).click();
    // The landing's own requests made: the offers live, the sections below them hydrated.
    await landingReady(page);
    await page.locator('#campus img').waitFor({ state: 'attached' });
    expect(referrers.filter((referer) => referer.includes('token='))).toEqual([]);
  });

  for (const [what, token] of [
    ['a missing part', 'abc.def'],
    ['invalid base64', 'abc.%%%%.sig'],
    ['invalid JSON', `abc.${Buffer.from('{nope').toString('base64url')}.sig`],
    ['a payload that is not a user', unsignedToken({ hello: 'world' })],
    // Past the decoder's limit, still within what servers accept in an address.
    ['an oversized token', `a.${'b'.repeat(9_000)}.c`],
    ['HTML in the name', unsignedToken({ ...member, nombre: '<img src=x onerror="window.__pwned=1">' })],
  ] as const) {
    test(`survives a token with ${what}`, async ({ openPage }) => {
      const { page, errors } = await openPage();
      await page.goto(route('/terms', { lang: 'en', token }));
      await page.getByTestId('terms-page').waitFor();
      expect(new URL(page.url()).searchParams.has('token')).toBe(false);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    });
  }

  test('keeps the session on a malformed token (it never replaces one), and shows no login entry', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(route('/terms', { lang: 'en', token: unsignedToken(member) }));
    await page.getByTestId('avatar-initials').waitFor();
    await page.goto(route('/terms', { lang: 'en', token: 'not.a-token' }));
    await page.getByTestId('terms-page').waitFor();
    await expect(page.getByTestId('avatar-initials')).toHaveText('ML');
    await expect(page.getByTestId('login-link')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  });

  test('a fresh tab with a malformed token shows the login entry', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(route('/terms', { lang: 'en', token: 'not.a-token' }));
    await page.getByTestId('login-link').waitFor();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('decodedToken'))).toBeNull();
  });

  test('builds the login link with medio, edicion and checkoutUrl', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(route('/terms', { lang: 'pt' }));
    const href = await page.getByTestId('login-link').getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.pathname).toBe('/identity/login');
    expect(url.searchParams.get('medio')).toBe('agrinews');
    expect(url.searchParams.get('edicion')).toBe('br');
    expect(url.searchParams.get('checkoutUrl')).toMatch(/\/suscripciones\/terms\?lang=pt$/);
  });
});
