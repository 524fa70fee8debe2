import { createHash } from 'node:crypto';
import { directives, host, remote, values, type Answer } from '../../support/prod/http';
import { addedPortalOrigin, prodTestPorts } from '../../support/prod/ports';
import { expect, test } from '../../support/fixtures';

/**
 * The headers nginx sends (deploy/nginx/snippets/suscripciones-headers.conf),
 * as a browser, a CDN or a security scanner sees them.
 */
interface ServedConfig {
  remotes: Record<string, string>;
  profileApi: string;
  trackingBase: string;
  identity: { ajaxUrl: string };
  stripe: { scriptUrl: string };
  portals: Array<{ parentSiteUrl: string }>;
}

const origin = (url: string) => new URL(url).origin;
const hostOrigin = () => `http://localhost:${prodTestPorts.host}`;
let config: ServedConfig;
test.beforeAll(async () => {
  config = JSON.parse((await host('/suscripciones/config.json')).body.toString('utf8')) as ServedConfig;
});

/** The inline scripts of a page as the CSP hashes them. */
const inlineHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );

function expectDocumentHeaders(answer: Answer): void {
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  const policy = directives(String(answer.headers['content-security-policy'] ?? ''));
  const remoteOrigins = Object.values(config.remotes).map(origin);
  const stripe = origin(config.stripe.scriptUrl);
  // Scripts: our own apps and the card provider, never the services (data only); never inline except by hash, never eval.
  expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins, stripe]));
  const codeOrigins = new Set([...remoteOrigins, stripe]);
  const services = [config.profileApi, config.trackingBase, config.identity.ajaxUrl].map(origin).filter((service) => !codeOrigins.has(service));
  expect(policy.get('script-src')?.filter((source) => services.includes(source))).toEqual([]);
  expect(
    policy
      .get('script-src')
      ?.filter((source) => source.startsWith("'") && source !== "'self'")
      .every((source) => source.startsWith("'sha256-")),
  ).toBe(true);
  expect(policy.get('connect-src')).toEqual(
    expect.arrayContaining(["'self'", ...remoteOrigins, origin(config.profileApi), origin(config.trackingBase), origin(config.identity.ajaxUrl)]),
  );
  expect(policy.get('frame-src')).toEqual([stripe]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  // Framed only by the host itself, the parent portals named in the config and those the stack was started with.
  expect(policy.get('frame-ancestors')?.sort()).toEqual(
    ["'self'", ...new Set([...config.portals.map((portal) => origin(portal.parentSiteUrl)), addedPortalOrigin])].sort(),
  );
  expect(answer.headers['permissions-policy']).toBe(`payment=(self "https://js.stripe.com" "${stripe}"), camera=(), microphone=(), geolocation=()`);
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Over plain http HSTS would be ignored, and must not pin a local or CI host (tls.test.ts checks https).
  expect(answer.headers['strict-transport-security']).toBeUndefined();
}

test.describe('the host page as nginx serves it', () => {
  for (const [path, status] of [
    ['/suscripciones/', 200],
    ['/suscripciones/checkout?lang=es', 200],
    ['/suscripciones/payment', 200],
    ['/suscripciones/no-such-page', 404],
    ['/suscripciones/index.html', 404],
  ] as const) {
    test(`${path}: the page with every security header, answered ${status}`, async () => {
      const answer = await host(path);
      expect(answer.status).toBe(status);
      expectDocumentHeaders(answer);
      expect(answer.headers['cache-control']).toBe('no-cache');
      // The landing's page carries the landing's fragment (SSI): no validator, its file's date says nothing of it.
      if (path === '/suscripciones/') expect(answer.headers.etag).toBeUndefined();
      else if (status === 200) expect(answer.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    });
  }

  test('carries the runtime config in its data block and allows exactly its inline boot script by hash', async () => {
    const answer = await host('/suscripciones/');
    const html = answer.body.toString('utf8');
    const block = /<script type="application\/json"[^>]*data-runtime-config[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual(config);
    const hashes = inlineHashes(html);
    expect(hashes).toHaveLength(1);
    const scriptSources = directives(String(answer.headers['content-security-policy'])).get('script-src') ?? [];
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toEqual(hashes);
  });

  test("nginx's own error pages get the same headers (a missing file, a malformed address)", async () => {
    for (const answer of [await host('/suscripciones/missing.0123456789.js'), await host('/suscripciones/%E0%A4%A')]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expectDocumentHeaders(answer);
      // An error is never cached as if it were the file: revalidated on every use.
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  test('sends no page-only header on scripts, styles and JSON, and the general ones on all of them', async () => {
    const manifest = JSON.parse((await remote('landing', '/mf-manifest.json')).body.toString('utf8')) as { metaData: { remoteEntry: { name: string } } };
    for (const answer of [await host('/suscripciones/config.json'), await remote('landing', `/${manifest.metaData.remoteEntry.name}`)]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-security-policy']).toBeUndefined();
      expect(answer.headers['permissions-policy']).toBeUndefined();
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

test.describe('CORS of the remotes', () => {
  const portal = () => origin(config.portals.find((entry) => !entry.parentSiteUrl.startsWith('http://localhost'))?.parentSiteUrl ?? '');

  for (const name of ['landing', 'checkout', 'payment'] as const) {
    test(`${name} answers the host and the portals, by name, and keeps one cached copy per Origin`, async () => {
      for (const allowed of [hostOrigin(), portal()]) {
        const answer = await remote(name, '/mf-manifest.json', { headers: { Origin: allowed } });
        expect(answer.status).toBe(200);
        expect(answer.headers['access-control-allow-origin']).toBe(allowed);
        expect(values(answer, 'vary')).toContain('Origin');
      }
    });
  }

  for (const [refused, origin] of [
    ['https://evil.example', () => 'https://evil.example'],
    ['http://localhost:1', () => 'http://localhost:1'],
    ['null', () => 'null'],
    ['the host’s origin with .evil.example after it', () => `${hostOrigin()}.evil.example`],
  ] as const) {
    test(`refuses ${refused} (no Access-Control-Allow-Origin), still with Vary: Origin`, async () => {
      const answer = await remote('checkout', '/mf-manifest.json', { headers: { Origin: origin() } });
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(values(answer, 'vary')).toContain('Origin');
    });
  }

  test('covers the chunks too, and sends no wildcard without an Origin', async () => {
    const manifest = JSON.parse((await remote('payment', '/mf-manifest.json')).body.toString('utf8')) as {
      exposes: Array<{ assets: { js: { sync: string[] } } }>;
    };
    const chunk = manifest.exposes[0]?.assets.js.sync[0] ?? '';
    expect((await remote('payment', `/${chunk}`, { headers: { Origin: hostOrigin() } })).headers['access-control-allow-origin']).toBe(hostOrigin());
    expect((await remote('payment', `/${chunk}`)).headers['access-control-allow-origin']).toBeUndefined();
  });
});

test.describe("CORS of the host's config.json (portals on other origins read it)", () => {
  const portals = () => [...new Set(config.portals.map((entry) => origin(entry.parentSiteUrl)))];

  test('answers each portal of the config and those PORTAL_ORIGINS added at start, by name, one cached copy per Origin', async () => {
    for (const allowed of [...portals(), addedPortalOrigin]) {
      const answer = await host('/suscripciones/config.json', { headers: { Origin: allowed } });
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(allowed);
      expect(values(answer, 'vary')).toContain('Origin');
    }
  });

  for (const refused of ['https://evil.example', 'http://localhost:1', 'null', `${addedPortalOrigin}.evil.example`] as const) {
    test(`refuses ${refused}`, async () => {
      const answer = await host('/suscripciones/config.json', { headers: { Origin: refused } });
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    });
  }

  test('lets the same portals frame the host page, and no other', async () => {
    const policy = directives(String((await host('/suscripciones/')).headers['content-security-policy'] ?? ''));
    expect(new Set(policy.get('frame-ancestors'))).toEqual(new Set(["'self'", ...portals(), addedPortalOrigin]));
  });
});
