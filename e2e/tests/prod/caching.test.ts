import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cacheControlFor } from '../../../scripts/stack/staticServer';
import { ask, host, remote, values } from '../../support/prod/http';
import { prodTestPorts } from '../../support/prod/ports';
import { repoRoot } from '../../support/env';
import { expect, test } from '../../support/fixtures';

/**
 * What a browser or a CDN may keep, and for how long: content-hashed files
 * for a year, entries, manifests, the config and the page revalidated with
 * their ETag; the build's own .br/.gz copies served as they are; no source
 * map for the public.
 */
const apps = [
  { name: 'host', dist: 'host/dist', prefix: '/suscripciones/' },
  { name: 'landing', dist: 'remote-landing/dist', prefix: '/' },
  { name: 'checkout', dist: 'remote-checkout/dist', prefix: '/' },
  { name: 'payment', dist: 'remote-payment/dist', prefix: '/' },
] as const;
const builtFiles = (dist: string) =>
  readdirSync(path.join(repoRoot, dist), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(repoRoot, dist), path.join(entry.parentPath, entry.name)));
const served = (file: string) => !/\.(map|gz|br)$/.test(file) && file !== 'index.html';
const hostChunk = builtFiles('host/dist').find((file) => /^main\.[0-9a-f]{8,}\.js$/.test(file)) ?? '';

test.describe('Cache-Control by file kind', () => {
  for (const [kind, get, expected] of [
    ['a hashed chunk', () => host(`/suscripciones/${hostChunk}`), 'public, max-age=31536000, immutable'],
    [
      'a hashed style sheet',
      () => host(`/suscripciones/${builtFiles('host/dist').find((file) => /^main\.[0-9a-f]{8,}\.css$/.test(file)) ?? ''}`),
      'public, max-age=31536000, immutable',
    ],
    ['the host page', () => host('/suscripciones/'), 'no-cache'],
    ['config.json', () => host('/suscripciones/config.json'), 'no-cache'],
    ["a remote's mf-manifest.json", () => remote('landing', '/mf-manifest.json'), 'no-cache'],
    ["a remote's remoteEntry.js", () => remote('checkout', '/remoteEntry.js'), 'no-cache'],
    // The entry the host loads, named by its content: a page opened again asks for the manifest alone.
    [
      'the lean entry the manifest names for the host',
      async () => {
        const manifest = JSON.parse((await remote('checkout', '/mf-manifest.json')).body.toString('utf8')) as {
          metaData: { externalRuntimeEntry: { name: string } };
        };
        return remote('checkout', `/${manifest.metaData.externalRuntimeEntry.name}`);
      },
      'public, max-age=31536000, immutable',
    ],
    ["the portal's loader (not hashed, short)", () => remote('landing', '/landing-embed.js'), 'public, max-age=300'],
  ] as const) {
    test(kind, async () => {
      const answer = await get();
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe(expected);
    });
  }

  for (const { name, dist, prefix } of apps) {
    test(`every file of ${name} is served with the rule the Node server uses (cacheControlFor)`, async () => {
      const port = prodTestPorts[name];
      const files = builtFiles(dist).filter(served);
      expect(files.length).toBeGreaterThan(5);
      const mismatches: string[] = [];
      for (const file of files) {
        const answer = await ask(port, `${prefix}${file}`, { method: 'HEAD' });
        const expected = cacheControlFor(file);
        if (answer.status !== 200 || answer.headers['cache-control'] !== expected)
          mismatches.push(`${file}: ${answer.status} ${answer.headers['cache-control']} (expected ${expected})`);
      }
      expect(mismatches).toEqual([]);
    });
  }
});

test.describe('revalidation', () => {
  for (const [what, site, path] of [
    ['the host page', 'host', '/suscripciones/checkout?lang=es'],
    ['config.json', 'host', '/suscripciones/config.json'],
    ['mf-manifest.json', 'landing', '/mf-manifest.json'],
    ['remoteEntry.js', 'payment', '/remoteEntry.js'],
  ] as const) {
    test(`${what} has an ETag and answers 304 while it is unchanged`, async () => {
      const port = prodTestPorts[site];
      const first = await ask(port, path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag ?? '');
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await ask(port, path, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(again.body).toHaveLength(0);
      expect(again.headers['cache-control']).toBe('no-cache');
    });
  }
});

test.describe('precompressed copies', () => {
  const file = (name: string) => readFileSync(path.join(repoRoot, 'host/dist', name));

  for (const [accept, encoding, builtCopy] of [
    ['br, gzip', 'br', `${hostChunk}.br`],
    ['gzip', 'gzip', `${hostChunk}.gz`],
    ['identity', undefined, hostChunk],
  ] as const) {
    test(`Accept-Encoding ${accept} gets the build's own bytes (${encoding})`, async () => {
      const answer = await host(`/suscripciones/${hostChunk}`, { headers: { 'Accept-Encoding': accept } });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.body.equals(file(builtCopy))).toBe(true);
      expect(values(answer, 'vary')).toContain('Accept-Encoding');
    });
  }

  test("a remote's manifest too", async () => {
    const answer = await remote('landing', '/mf-manifest.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(readFileSync(path.join(repoRoot, 'remote-landing/dist/mf-manifest.json.gz')))).toBe(true);
  });

  // What Chromium sends: brotli_static must not leave a file without a .br copy uncompressed (google/ngx_brotli issue 116).
  for (const [what, site, path] of [
    ['the host page', 'host', '/suscripciones/checkout?lang=es'],
    ['config.json', 'host', '/suscripciones/config.json'],
    ["the portal's loader", 'landing', '/landing-embed.js'],
  ] as const) {
    test(`${what}, which has no precompressed copy, is gzipped as it is served to a browser`, async () => {
      const port = prodTestPorts[site];
      const answer = await ask(port, path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
    });
  }
});

test.describe('source maps', () => {
  for (const { name, dist, prefix } of apps) {
    test(`are not served by ${name}, though the build keeps them`, async () => {
      const port = prodTestPorts[name];
      const maps = builtFiles(dist).filter((name) => name.endsWith('.map'));
      expect(maps.length).toBeGreaterThan(0);
      for (const map of maps.slice(0, 5)) {
        const answer = await ask(port, `${prefix}${map}`);
        expect(answer.status).toBe(404);
        expect(answer.body.toString('utf8')).not.toContain('"mappings"');
      }
    });
  }

  // Production builds use `hidden-source-map`: no served file says where its map is, in any encoding served.
  for (const { name, dist, prefix } of apps) {
    test(`are named by no script or style sheet ${name} serves, as built or precompressed`, async () => {
      const port = prodTestPorts[name];
      const built = builtFiles(dist);
      const files = built.filter((name) => /\.(js|css)$/.test(name));
      expect(files.length).toBeGreaterThan(3);
      const naming: string[] = [];
      for (const file of files) {
        for (const encoding of ['identity', 'gzip', 'br']) {
          const answer = await ask(port, `${prefix}${file}`, { headers: { 'Accept-Encoding': encoding } });
          const served = answer.headers['content-encoding'];
          const body = served === 'br' ? brotliDecompressSync(answer.body) : served === 'gzip' ? gunzipSync(answer.body) : answer.body;
          if (answer.status !== 200 || /\/[/*][#@] sourceMappingURL=/.test(body.toString('utf8')) || answer.headers.sourcemap || answer.headers['x-sourcemap'])
            naming.push(`${file} (${encoding}): ${answer.status}`);
        }
      }
      expect(naming).toEqual([]);
      // No precompressed copy of a map for brotli_static or gzip_static to find, and a map asked for compressed is 404 too.
      expect(built.filter((name) => /\.map\.(br|gz)$/.test(name))).toEqual([]);
      const map = built.find((name) => name.endsWith('.js.map')) ?? '';
      expect((await ask(port, `${prefix}${map}`, { headers: { 'Accept-Encoding': 'br, gzip' } })).status).toBe(404);
    });
  }
});
