import { openPage, route, unsignedToken, useBrowser } from '../../support/browser';

const browser = useBrowser();

const member = { token_id: 'member-1', nombre: 'María', apellidos: 'López', email: 'maria@example.com', foto: null };

describe('session from ?token', () => {
  it('signs the user in, shows initials and paid subscriptions, and removes the token from the address and history', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto(route('/terms', { lang: 'en', token: unsignedToken(member) }));
    await page.getByTestId('terms-page').waitFor();
    await expect(page.getByTestId('avatar-initials').textContent()).resolves.toBe('ML');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(page.url()).not.toContain(unsignedToken(member).split('.')[1]);
    const stored = await page.evaluate(() => window.localStorage.getItem('decodedToken'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ token_id: 'member-1', nombre: 'María' });

    // The badge counts the paid subscriptions dev-api holds for the member (call 5).
    await page.getByTestId('subscriptions-menu').click();
    const badge = page.getByTestId('subscriptions-badge');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="subscriptions-badge"]')?.textContent) > 0);
    expect(Number(await badge.textContent())).toBeGreaterThan(0);

    // The profile entry leads to the parent site's profile page.
    await page.getByTestId('profile-menu').click();
    await expect(page.getByTestId('profile-link').getAttribute('href')).resolves.toMatch(/\/portal\/profile$/);

    // A reload in the same tab keeps the session; the token never comes back.
    await page.reload();
    await expect(page.getByTestId('avatar-initials').textContent()).resolves.toBe('ML');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not put the token in the referrer of the next page', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(route('/terms', { lang: 'en', token: unsignedToken(member) }));
    await page.getByTestId('terms-page').waitFor();
    const referrers: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers()['referer'];
      if (referer) referrers.push(referer);
    });
    await page.locator('header').getByRole('link', { name: 'Memberships' }).click();
    await page.waitForLoadState('networkidle');
    expect(referrers.filter((referer) => referer.includes('token='))).toEqual([]);
    await context.close();
  });

  it.each([
    ['a missing part', 'abc.def'],
    ['invalid base64', 'abc.%%%%.sig'],
    ['invalid JSON', `abc.${Buffer.from('{nope').toString('base64url')}.sig`],
    ['a payload that is not a user', unsignedToken({ hello: 'world' })],
    // Past the decoder's limit, still within what servers accept in an address.
    ['an oversized token', `a.${'b'.repeat(9_000)}.c`],
    ['HTML in the name', unsignedToken({ ...member, nombre: '<img src=x onerror="window.__pwned=1">' })],
  ])('survives a token with %s', async (_case, token) => {
    const { page, context, errors } = await openPage(browser());
    await page.goto(route('/terms', { lang: 'en', token }));
    await page.getByTestId('terms-page').waitFor();
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await expect(page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });

  it('keeps the session on a malformed token (it never replaces one), and shows no login entry', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(route('/terms', { lang: 'en', token: unsignedToken(member) }));
    await page.getByTestId('avatar-initials').waitFor();
    await page.goto(route('/terms', { lang: 'en', token: 'not.a-token' }));
    await page.getByTestId('terms-page').waitFor();
    await expect(page.getByTestId('avatar-initials').textContent()).resolves.toBe('ML');
    await expect(page.getByTestId('login-link').count()).resolves.toBe(0);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await context.close();
  });

  it('a fresh tab with a malformed token shows the login entry', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(route('/terms', { lang: 'en', token: 'not.a-token' }));
    await page.getByTestId('login-link').waitFor();
    await expect(page.evaluate(() => window.localStorage.getItem('decodedToken'))).resolves.toBeNull();
    await context.close();
  });

  it('builds the login link with medio, edicion and checkoutUrl', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(route('/terms', { lang: 'pt' }));
    const href = await page.getByTestId('login-link').getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.pathname).toBe('/identity/login');
    expect(url.searchParams.get('medio')).toBe('agrinews');
    expect(url.searchParams.get('edicion')).toBe('br');
    expect(url.searchParams.get('checkoutUrl')).toMatch(/\/suscripciones\/terms\?lang=pt$/);
    await context.close();
  });
});
