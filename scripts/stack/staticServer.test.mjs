/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { closeServer, createStaticServer, listen } from './staticServer.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'static-'));
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
writeFileSync(path.join(root, 'app.0123456789.js'), script);
writeFileSync(path.join(root, 'plain.0123456789.js'), script);
// What the build wrote beside the first file; recognisable, to tell it from on-the-fly compression.
writeFileSync(path.join(root, 'app.0123456789.js.br'), Buffer.from('precompressed-br'));
writeFileSync(
  path.join(root, 'index.html'),
  `<html><head><script type="application/json" data-runtime-config></script></head><body>${'<p>page</p>'.repeat(100)}</body></html>`,
);

let server;
let base;
let app;
let appBase;
beforeAll(async () => {
  server = await listen(createStaticServer({ root, html: async (page) => page.replace('</script>', '{"a":1}</script>') }), 0);
  base = `http://127.0.0.1:${server.address().port}`;
  app = await listen(createStaticServer({ root, basePath: '/suscripciones', spa: true }), 0);
  appBase = `http://127.0.0.1:${app.address().port}`;
});
afterAll(async () => {
  await closeServer(server);
  await closeServer(app);
});

/** The raw answer, undecoded (fetch would try to decode the recognisable fake copy). */
function raw(file, encoding) {
  return new Promise((resolve, reject) => {
    request(`${base}/${file}`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      const parts = [];
      response.on('data', (part) => parts.push(part));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the static server', () => {
  it('serves the build’s brotli copy of a file when there is one, with the file’s type and cache headers', async () => {
    const { headers, body } = await raw('app.0123456789.js', 'br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/^text\/javascript/);
    expect(headers['cache-control']).toContain('immutable');
    expect(body.toString()).toBe('precompressed-br');
  });

  it('compresses on the fly when the build wrote no copy', async () => {
    const { headers, body } = await raw('plain.0123456789.js', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('rewrites pages as they are served, compressed fresh', async () => {
    const { headers, body } = await raw('index.html', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toContain('data-runtime-config>{"a":1}</script>');
  });
});

describe('odd addresses', () => {
  it('a page address with a trailing slash is sent to the page, its query kept', async () => {
    const response = await fetch(`${appBase}/suscripciones/checkout/?ids=20&lang=es`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/suscripciones/checkout?ids=20&lang=es');
    expect((await fetch(`${appBase}/suscripciones/`)).status).toBe(200);
  });

  it.each(['/suscripciones/%E0%A4%A', '/suscripciones/%', '/suscripciones/checkout/%ZZ'])(
    'a malformed escape (%s) gets the app with 404, never a 5xx',
    async (address) => {
      const response = await fetch(`${appBase}${address}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<p>page</p>');
    },
  );

  it('a malformed escape on a server without an app is a plain 404', async () => {
    const response = await fetch(`${base}/%E0%A4%A`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});

describe('CORS for the origins a server allows', () => {
  let portalServer;
  let portalBase;
  beforeAll(async () => {
    writeFileSync(path.join(root, 'config.json'), '{"a":1}');
    portalServer = await listen(createStaticServer({ root, cors: (origin) => origin === 'https://portal.example' }), 0);
    portalBase = `http://127.0.0.1:${portalServer.address().port}`;
  });
  afterAll(() => closeServer(portalServer));

  it('answers an allowed page with its own origin, and any other with no CORS header; caches keep one answer per origin', async () => {
    const allowed = await fetch(`${portalBase}/config.json`, { headers: { Origin: 'https://portal.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    expect(allowed.headers.get('vary')).toMatch(/\bOrigin\b/);
    for (const origin of ['https://evil.example', 'null']) {
      const other = await fetch(`${portalBase}/config.json`, { headers: { Origin: origin } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(other.headers.get('vary')).toMatch(/\bOrigin\b/);
    }
    const missing = await fetch(`${portalBase}/nothing.json`, { headers: { Origin: 'https://portal.example' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('https://portal.example');
  });
});
