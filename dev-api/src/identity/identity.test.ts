/** @jest-environment node */
import { z } from 'zod';
import { countrySchema } from '../../../remote-payment/src/address/countrySchema';
import { decodeToken } from '@suscripciones/shared/session/token';
import { startTestApi, testHostOrigin, type TestApi } from '../testing/testApi';
import { signToken, verifyToken } from './jwt';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ allowedReturnOrigins: ['http://localhost:3001'] });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const checkoutUrl = `${testHostOrigin}/suscripciones/checkout?ids=20,30&lang=es#top`;
const manual: RequestInit = { redirect: 'manual' };
const loginQuery = (fields: Record<string, string>) => `/identity/login?${new URLSearchParams(fields)}`;

function tokenFrom(location: string | null): string {
  const token = new URL(location ?? 'http://invalid/').searchParams.get('token');
  if (!token) throw new Error(`no token in ${location}`);
  return token;
}

/** The page loads nothing from elsewhere and runs no script. */
function expectSelfContained(page: string): void {
  expect(page).not.toMatch(/<script/i);
  expect(page).not.toMatch(/\son[a-z]+=/i);
  for (const [, url] of page.matchAll(/(?:src|href|action)="([^"]*)"/g)) {
    // The empty favicon (data:,) keeps browsers from asking for /favicon.ico.
    expect(url === 'data:,' || url?.startsWith('/') || url?.startsWith('#') || url?.startsWith(testHostOrigin)).toBe(true);
  }
}

describe('GET /identity/login', () => {
  it.each([
    ['es', 'es', 'Iniciar sesión'],
    ['en', 'en', 'Sign in'],
    ['br', 'pt', 'Entrar'],
    ['fr', 'en', 'Sign in'],
  ])('edicion=%s gives a %s page', async (edicion, lang, title) => {
    const response = await api.get(loginQuery({ medio: 'porcinews', edicion, checkoutUrl }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const page = await response.text();
    expect(page).toContain(`<html lang="${lang}">`);
    expect(page).toContain(`<title>${title} · dev-api</title>`);
    expect(page).toContain(`<h1>${title}</h1>`);
  });

  it('shows one sign-in form per seeded user, self-contained, with a strict CSP', async () => {
    const response = await api.get(loginQuery({ medio: 'porcinews', edicion: 'en', checkoutUrl }));
    const page = await response.text();
    for (const user of ['member-1', 'guest-1', 'reader-1']) expect(page).toContain(`name="user" value="${user}"`);
    expect(page.match(/<form method="post" action="\/identity\/login">/g)).toHaveLength(3);
    expect(page).toContain('Sign in as Marta García López');
    expect(page).toContain('/identity/identity.css');
    expectSelfContained(page);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toMatch(/form-action 'self'.*http:\/\/localhost:3000/);
  });

  it('escapes every value it puts in the page', async () => {
    const page = await (await api.get(loginQuery({ medio: '<script>alert(1)</script>"', edicion: 'en', checkoutUrl: `${checkoutUrl}&x="><b>` }))).text();
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    expect(page).not.toContain('"><b>');
  });

  it('refuses a foreign, javascript: or malformed checkoutUrl with an HTML 400', async () => {
    for (const bad of ['https://evil.example.com/suscripciones/', 'javascript:alert(1)', 'data:text/html,hi', '/relative', 'http://user:pw@localhost:3000/']) {
      const response = await api.get(loginQuery({ edicion: 'es', checkoutUrl: bad }), manual);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      const page = await response.text();
      expect(page).toContain('No se puede completar la solicitud');
      expectSelfContained(page);
    }
  });

  it('falls back to the host’s subscriptions page without a checkoutUrl', async () => {
    const page = await (await api.get('/identity/login')).text();
    expect(page).toContain(`value="${testHostOrigin}/suscripciones/"`);
  });

  it('serves its stylesheet', async () => {
    const response = await api.get('/identity/identity.css');
    expect(response.headers.get('content-type')).toMatch(/text\/css/);
    expect(await response.text()).toContain('.button');
  });
});

describe('POST /identity/login', () => {
  it('redirects (303) to checkoutUrl with a token whose payload decodes to the user, other parameters kept', async () => {
    const response = await api.postForm('/identity/login', { user: 'member-1', checkoutUrl, edicion: 'es' }, manual);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${testHostOrigin}/suscripciones/checkout`);
    expect(location.searchParams.get('ids')).toBe('20,30');
    expect(location.searchParams.get('lang')).toBe('es');
    expect(location.hash).toBe('#top');

    const token = tokenFrom(location.href);
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = z
      .object({
        token_id: z.string(),
        nombre: z.string(),
        apellidos: z.string(),
        email: z.string(),
        foto: z.string().nullable(),
        iat: z.number(),
        exp: z.number(),
      })
      .parse(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()));
    expect(claims).toMatchObject({ token_id: 'member-1', nombre: 'Marta', foto: `${api.url}/assets/users/member-1.svg` });
    expect(claims.exp).toBeGreaterThan(claims.iat);
    expect(decodeToken(token)).toMatchObject({ token_id: 'member-1', email: 'marta.garcia@example.com' });
    expect(verifyToken(token)?.token_id).toBe('member-1');
  });

  it('replaces an old token and accepts an extra allowed origin', async () => {
    const response = await api.postForm('/identity/login', { user: 'guest-1', checkoutUrl: 'http://localhost:3001/?token=old' }, manual);
    expect(response.status).toBe(303);
    const token = tokenFrom(response.headers.get('location'));
    expect(decodeToken(token)).toMatchObject({ token_id: 'guest-1', foto: null });
  });

  it('refuses a foreign or javascript: checkoutUrl and never redirects', async () => {
    for (const bad of ['http://evil.example.com/', 'javascript:alert(document.cookie)', 'JAVASCRIPT:alert(1)']) {
      const response = await api.postForm('/identity/login', { user: 'member-1', checkoutUrl: bad }, manual);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
    }
  });

  it('refuses an unknown user with the login page and 400', async () => {
    const response = await api.postForm('/identity/login', { user: 'nobody', checkoutUrl, edicion: 'en' }, manual);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('That test user does not exist.');
  });
});

describe('sign-up', () => {
  it('shows a labelled form', async () => {
    const page = await (await api.get(`/identity/signup?${new URLSearchParams({ edicion: 'br', checkoutUrl })}`)).text();
    expect(page).toContain('<html lang="pt">');
    for (const field of ['nombre', 'apellidos', 'email']) expect(page).toContain(`<label for="${field}">`);
    expectSelfContained(page);
  });

  it('creates a non-member, redirects with its token, and forgets it on reset', async () => {
    const response = await api.postForm('/identity/signup', { nombre: 'Ana', apellidos: 'Pérez', email: 'ana@example.com', checkoutUrl }, manual);
    expect(response.status).toBe(303);
    const user = decodeToken(tokenFrom(response.headers.get('location')));
    expect(user).toMatchObject({ nombre: 'Ana', apellidos: 'Pérez', email: 'ana@example.com', foto: null });
    expect(user.token_id).toMatch(/^signup-/);
    expect(await (await api.get(`/profile/subs/get-pays-subs/${user.token_id}`)).json()).toEqual({ data: [] });
    expect(await (await api.get(`/identity/login?${new URLSearchParams({ checkoutUrl })}`)).text()).toContain(`value="${user.token_id}"`);

    await api.reset();
    const again = await api.postForm('/identity/login', { user: user.token_id, checkoutUrl }, manual);
    expect(again.status).toBe(400);
  });

  it('shows the form again with errors (400) for invalid fields', async () => {
    const response = await api.postForm('/identity/signup', { nombre: ' ', apellidos: '', email: 'not-an-email', checkoutUrl, edicion: 'en' }, manual);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('id="email" name="email" type="email"');
    expect(page).toMatch(/id="email"[^>]*aria-invalid="true"/);
    expect(page).toMatch(/id="nombre"[^>]*aria-invalid="true"/);
    expect(page).toContain('value="not-an-email"');
  });

  it('refuses a foreign checkoutUrl', async () => {
    const response = await api.postForm(
      '/identity/signup',
      { nombre: 'Ana', apellidos: '', email: 'ana@example.com', checkoutUrl: 'https://evil.example.com/' },
      manual,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('call 6: POST /identity/wp-admin/admin-ajax.php', () => {
  it('answers about 249 countries with the three names, sorted by English name', async () => {
    const response = await api.postForm('/identity/wp-admin/admin-ajax.php', { action: 'getPais' });
    expect(response.status).toBe(200);
    const countries = z.array(countrySchema).parse(await response.json());
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.length).toBeLessThanOrEqual(260);
    for (const country of countries) {
      expect(country.countrynameENG && country.countrynameES && country.countrynamePT).toBeTruthy();
    }
    const english = countries.map((country) => country.countrynameENG);
    expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(countries.map((country) => country.id_pais)).size).toBe(countries.length);
    expect(countries.find((country) => country.code === 'ES')).toMatchObject({ countrynameES: 'España', countrynameENG: 'Spain' });
    expect(countries.find((country) => country.code === 'BR')?.countrynamePT).toBe('Brasil');
  });

  it('refuses other or missing actions with 400', async () => {
    for (const fields of [{ action: 'getUser' }, {}] as Record<string, string>[]) {
      const response = await api.postForm('/identity/wp-admin/admin-ajax.php', fields);
      expect(response.status).toBe(400);
      expect(z.object({ error: z.string() }).parse(await response.json()).error).toMatch(/action/);
    }
  });
});

describe('jwt', () => {
  it('signs tokens it can verify and refuses tampered or expired ones', () => {
    const user = { token_id: 'u1', nombre: 'A', apellidos: 'B', email: 'a@b.c', foto: null };
    const token = signToken(user);
    expect(verifyToken(token)).toMatchObject(user);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...user, token_id: 'admin', iat: 0, exp: 9e9 })).toString('base64url');
    expect(verifyToken(`${header}.${forged}.${signature}`)).toBeNull();
    expect(verifyToken(signToken(user, new Date('2000-01-01')))).toBeNull();
  });
});
