import { ask, host } from '../../support/prod/http';
import { prodTestPorts } from '../../support/prod/ports';

/** The addresses a visitor, a crawler or a mistyped link can bring to the host. */
const isPage = (body: Buffer) => body.toString('utf8').includes('data-runtime-config');

describe('addresses under /suscripciones/', () => {
  it.each(['/suscripciones/', '/suscripciones/checkout', '/suscripciones/thanks?lang=pt', '/suscripciones/a/route/nobody/has'])(
    '%s gets the app (its router shows the page or its 404)',
    async (path) => {
      const answer = await host(path);
      expect(answer.status).toBe(200);
      expect(isPage(answer.body)).toBe(true);
    },
  );

  it.each([
    ['/suscripciones/checkout/', '/suscripciones/checkout'],
    ['/suscripciones/checkout//?lang=es&ids=1', '/suscripciones/checkout?lang=es&ids=1'],
    ['/suscripciones', '/suscripciones/'],
  ])('%s redirects to %s (relative, query kept)', async (path, location) => {
    const answer = await host(path);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  it.each([
    '/suscripciones/%E0%A4%A',
    '/suscripciones/%',
    '/suscripciones/%zz/checkout',
    '/suscripciones/%E0%A4%A.js',
    '/suscripciones/..%2F..%2Fetc%2Fpasswd',
  ])('a malformed address %s is a 4xx, never a 5xx', async (path) => {
    const answer = await host(path);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('a missing file is a 404, never the page (a script tag must not get HTML)', async () => {
    const answer = await host('/suscripciones/main.0123456789.js');
    expect(answer.status).toBe(404);
    expect(isPage(answer.body)).toBe(false);
  });

  it('a remote serves its files only: no page, no directory listing', async () => {
    for (const path of ['/', '/checkout', '/no-such-file.js']) expect((await ask(prodTestPorts.checkout, path)).status).toBe(404);
  });
});

describe('the rest of the host (local stack only: the portal lives in dev-api)', () => {
  it('/ goes to /suscripciones/, other paths to the portal pages in dev-api', async () => {
    expect((await host('/')).headers.location).toBe('/suscripciones/');
    const other = await host('/agricultura/noticias?id=4');
    expect(other.status).toBe(302);
    expect(other.headers.location).toBe(`http://localhost:${prodTestPorts.devApi}/portal/agricultura/noticias?id=4`);
  });
});
