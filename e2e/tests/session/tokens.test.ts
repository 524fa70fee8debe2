import type { BrowserContext, Page } from '@playwright/test';
import { devApiUrl } from '../../support/env';
import { hostileStrings, injectedElements, injectionRan } from '../../support/probes';
import { useReliability } from '../../support/tally';
import { expect, test } from '../../support/fixtures';
import { route, unsignedToken, viewports } from '../../support/stack';

/**
 * Hostile `?token` values and stored sessions, beyond e2e/tests/session/session
 * (which covers a missing part, invalid base64, invalid JSON, a payload that
 * is not a user, a 9 KB token and HTML in the first name). A bad token
 * signs nobody in and never replaces a session that the tab already has; a
 * good one signs in with the names shown as text; the token never stays in
 * the address, nothing runs, nothing throws.
 */
const tally = useReliability();

const user = { token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo.martin@example.com', foto: null };
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const header = base64url('{"alg":"HS256","typ":"JWT"}');
const withPayload = (payload: string) => `${header}.${base64url(payload)}.sig`;

let context: BrowserContext;
/** Tabs that start signed in as `user`. */
let signedInContext: BrowserContext;
// Two contexts for the whole file, a tab of one per case: a case needs a new tab, not a new context.
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: viewports.desktop });
  signedInContext = await browser.newContext({ viewport: viewports.desktop });
  await signIn(signedInContext);
});
test.afterAll(async () => {
  await context.close();
  await signedInContext.close();
});

interface Visit {
  page: Page;
  errors: string[];
  requests: string[];
}

/** A new tab of a shared context on /terms with this query string. */
async function visit(search: string, from: BrowserContext = context): Promise<Visit> {
  const page = await from.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${route('/terms')}?lang=en&${search}`);
  await page.getByTestId('terms-page').waitFor();
  return { page, errors, requests };
}

/** Stores a signed-in user in every new tab, as a good token leaves it (session.test covers the sign-in itself). */
async function signIn(target: BrowserContext): Promise<void> {
  await target.addInitScript((stored) => {
    if (sessionStorage.getItem('h6-signed-in')) return;
    sessionStorage.setItem('h6-signed-in', '1');
    sessionStorage.setItem('suscripcionesSessionTab', '1');
    localStorage.setItem('decodedToken', stored);
  }, JSON.stringify(user));
}

async function expectSafe({ page, errors }: Visit): Promise<void> {
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await expect.poll(() => injectionRan(page)).toBe(false);
  await expect.poll(() => injectedElements(page)).toBe(0);
  expect(errors).toEqual([]);
}

async function expectStillSignedIn(probe: Visit): Promise<void> {
  await expect(probe.page.getByTestId('avatar-initials')).toHaveText('PM');
  await expect.poll(() => probe.page.evaluate(() => JSON.parse(localStorage.getItem('decodedToken') ?? 'null') as unknown)).toEqual(user);
  await expectSafe(probe);
}

async function expectSignedOut(probe: Visit): Promise<void> {
  await probe.page.getByTestId('login-link').waitFor();
  await expect.poll(() => probe.page.evaluate(() => localStorage.getItem('decodedToken'))).toBeNull();
  await expectSafe(probe);
}

const signedOutCases: Array<[string, string]> = [
  ['an empty token (missing part)', 'token='],
  ['two dots only (missing part)', 'token=..'],
  ['four parts (missing part)', `token=${withPayload(JSON.stringify(user))}.extra`],
  ['an empty header part (missing part)', `token=.${base64url(JSON.stringify(user))}.sig`],
  ['padding in the middle (invalid base64)', `token=${header}.ab=cd.sig`],
  ['bytes that are not UTF-8 (invalid base64)', `token=${header}.${Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')}.sig`],
  ['a JSON string payload (not a user)', `token=${withPayload('"Pablo"')}`],
  ['a JSON number payload (not a user)', `token=${withPayload('42')}`],
  ['a JSON null payload (not a user)', `token=${withPayload('null')}`],
  ['a JSON list payload (not a user)', `token=${withPayload(JSON.stringify([user]))}`],
  ['a name over the schema limit', `token=${withPayload(JSON.stringify({ ...user, nombre: 'P'.repeat(201) }))}`],
  ['a valid user padded past 8 KB (refused before decoding)', `token=${withPayload(JSON.stringify({ ...user, pad: 'x'.repeat(7000) }))}`],
  ['an HTML token value', `token=${encodeURIComponent(hostileStrings.script)}`],
];

test.describe('security: a token that cannot be a session', () => {
  for (const [what, search] of signedOutCases) {
    test(`${what}: nobody signed in, nothing injected`, () =>
      tally.run('bad-input', async () => {
        const probe = await visit(search);
        await expectSignedOut(probe);
        await probe.page.close();
      }));
  }

  // A bad or expired token in a link never replaces the session the tab has.
  for (const [what, search] of signedOutCases) {
    test(`${what}, in a signed-in tab: still signed in, nothing injected`, () =>
      tally.run('bad-input', async () => {
        const probe = await visit(search, signedInContext);
        await expectStillSignedIn(probe);
        await probe.page.close();
      }));
  }

  test('the token given twice: the first is read, and both leave the address', () =>
    tally.run('bad-input', async () => {
      const probe = await visit(`token=not-a-token&token=${unsignedToken(user)}`);
      await expectSignedOut(probe);
      await probe.page.close();
    }));
});

test.describe('security: a stored session that is not a user', () => {
  for (const [what, stored] of [
    ['bad JSON', '{"token_id":'],
    ['a bare string', '"guest-1"'],
    ['a list', '[1,2,3]'],
    ['a user without token_id', JSON.stringify({ nombre: 'Pablo', email: 'x@example.com' })],
  ] as const) {
    test(`decodedToken holding ${what}: signed out, no crash`, () =>
      tally.run('bad-input', async () => {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // A reload of a tab that signed in keeps the stored user: make this tab such a tab.
        await page.addInitScript((value) => {
          if (sessionStorage.getItem('h6-seeded')) return;
          sessionStorage.setItem('h6-seeded', '1');
          sessionStorage.setItem('suscripcionesSessionTab', '1');
          localStorage.setItem('decodedToken', value);
        }, stored);
        await page.goto(route('/terms', { lang: 'en' }));
        await page.getByTestId('login-link').waitFor();
        expect(errors).toEqual([]);
        await page.close();
      }));
  }
});

test.describe('security: a valid token with hostile or unusual fields', () => {
  test('HTML in every name field and the email: signed in, shown as text', () =>
    tally.run('bad-input', async () => {
      const hostile = {
        token_id: 'guest-1',
        nombre: hostileStrings.img,
        apellidos: hostileStrings.svg,
        email: `${hostileStrings.script}@example.com`,
        foto: null,
      };
      const probe = await visit(`token=${unsignedToken(hostile)}`);
      const { page } = probe;
      await expect(page.getByTestId('avatar-initials')).toHaveText('<<');
      await page.getByTestId('profile-menu').click();
      await page.getByText(`${hostile.nombre} ${hostile.apellidos}`, { exact: true }).waitFor();
      await page.getByText(hostile.email, { exact: true }).waitFor();
      await expectSafe(probe);
      await page.close();
    }));

  for (const [what, foto] of [
    ['a javascript: photo', 'javascript:window.__pwned=1'],
    ['a data: SVG photo', `data:image/svg+xml,${encodeURIComponent(hostileStrings.svg)}`],
  ] as const) {
    test(`${what} is dropped: initials instead`, () =>
      tally.run('bad-input', async () => {
        const probe = await visit(`token=${unsignedToken({ ...user, foto })}`);
        await expect(probe.page.getByTestId('avatar-initials')).toHaveText('PM');
        await expect(probe.page.locator('header img[src^="javascript:"], header img[src^="data:"]')).toHaveCount(0);
        await expectSafe(probe);
        await probe.page.close();
      }));
  }

  test('a token_id with path segments stays inside call 5 (encoded)', ({ openPage }) =>
    tally.run('bad-input', async () => {
      // A browser where nobody is signed in: the shared context holds guest-1, and another buyer's link would be asked about first.
      const { context: fresh } = await openPage('desktop');
      const probe = await visit(`token=${unsignedToken({ ...user, token_id: '../../__control/reset?x=' })}`, fresh);
      await probe.page.getByTestId('avatar-initials').waitFor();
      await probe.page.getByTestId('subscriptions-menu').waitFor({ state: 'attached' });
      const apiPaths = probe.requests.filter((url) => url.startsWith(devApiUrl)).map((url) => new URL(url).pathname);
      expect(apiPaths.filter((path) => path.startsWith('/__control'))).toEqual([]);
      expect(apiPaths).toContain('/profile/subs/get-pays-subs/..%2F..%2F__control%2Freset%3Fx%3D');
      await expectSafe(probe);
      await fresh.close();
    }));

  test('names in other scripts sign in with the right initials', () =>
    tally.run('bad-input', async () => {
      const probe = await visit(`token=${unsignedToken({ ...user, nombre: 'Ñandú José', apellidos: 'Ōtake 李' })}`);
      await expect(probe.page.getByTestId('avatar-initials')).toHaveText('ÑŌ');
      await expectSafe(probe);
      await probe.page.close();
    }));
});
