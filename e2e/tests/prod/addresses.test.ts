import { ask, host } from '../../support/prod/http';
import { prodTestPorts } from '../../support/prod/ports';
import { describeHostAddresses } from '../../support/hostileAddresses';
import { expect, test } from '../../support/fixtures';

/** The addresses a visitor, a crawler, a mistyped link or an attacker can bring to the host, through nginx. */
describeHostAddresses(() => prodTestPorts.host, ['content-security-policy', 'x-content-type-options', 'referrer-policy']);

test.describe('addresses under /suscripciones/', () => {
  for (const [path, location] of [
    ['/suscripciones/checkout/', '/suscripciones/checkout'],
    ['/suscripciones/checkout//?lang=es&ids=1', '/suscripciones/checkout?lang=es&ids=1'],
    ['/suscripciones', '/suscripciones/'],
  ] as const) {
    test(`${path} redirects to ${location} (relative, query kept)`, async () => {
      const answer = await host(path);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(location);
    });
  }

  for (const path of [
    '/suscripciones/%E0%A4%A',
    '/suscripciones/%',
    '/suscripciones/%zz/checkout',
    '/suscripciones/%E0%A4%A.js',
    '/suscripciones/..%2F..%2Fetc%2Fpasswd',
  ] as const) {
    test(`a malformed address ${path} is a 4xx, never a 5xx`, async () => {
      const answer = await host(path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    });
  }

  test('a remote serves its files only: no page, no directory listing', async () => {
    for (const path of ['/', '/checkout', '/no-such-file.js']) expect((await ask(prodTestPorts.checkout, path)).status).toBe(404);
  });
});

test.describe('the rest of the host (local stack only: the portal lives in dev-api)', () => {
  test('/ goes to /suscripciones/, other paths to the portal pages in dev-api', async () => {
    expect((await host('/')).headers.location).toBe('/suscripciones/');
    const other = await host('/agricultura/noticias?id=4');
    expect(other.status).toBe(302);
    expect(other.headers.location).toBe(`http://localhost:${prodTestPorts.devApi}/portal/agricultura/noticias?id=4`);
  });
});
