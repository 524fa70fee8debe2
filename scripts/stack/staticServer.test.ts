/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import { closeServer, createStaticServer, listen, portOf } from './staticServer';

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

writeFileSync(path.join(root, 'data.bin'), Buffer.from(Array.from({ length: 256 }, (_, index) => index)));

let server: Server;
let base: string;
let app: Server;
let appBase: string;
beforeAll(async () => {
  server = await listen(createStaticServer({ root, html: async (page) => page.replace('</script>', '{"a":1}</script>') }), 0);
  base = `http://127.0.0.1:${portOf(server)}`;
  app = await listen(createStaticServer({ root, basePath: '/suscripciones', spa: true }), 0);
  appBase = `http://127.0.0.1:${portOf(app)}`;
});
afterAll(async () => {
  await closeServer(server);
  await closeServer(app);
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The raw answer, undecoded (fetch would try to decode the recognisable fake copy). */
function raw(file: string, encoding: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(`${base}/${file}`, { method, headers: { 'Accept-Encoding': encoding, ...headers } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
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

describe('what a browser or a cache asks again', () => {
  it.each([
    ['a file the build compressed', 'app.0123456789.js', 'br'],
    ['a file without a copy, as it is', 'plain.0123456789.js', 'identity'],
    ['a file without a copy, gzipped as it is served', 'plain.0123456789.js', 'gzip'],
    ['a page rewritten as it is served', 'index.html', 'gzip'],
  ])('%s has an ETag, and answers 304 while it is unchanged', async (_case, file, encoding) => {
    const first = await raw(file, encoding);
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag ?? '');
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    const again = await raw(file, encoding, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect((await raw(file, encoding, { 'If-None-Match': '"another"' })).status).toBe(200);
  });

  it('gzips as nginx does: a weak ETag for what it compressed, the file’s own for the file', async () => {
    expect(String((await raw('plain.0123456789.js', 'gzip')).headers.etag)).toMatch(/^W\//);
    expect(String((await raw('plain.0123456789.js', 'identity')).headers.etag)).toMatch(/^"/);
  });

  it('answers a range of a file with its bytes (206), and a range past its end with 416', async () => {
    const part = await raw('data.bin', 'identity', { Range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/256');
    expect([...part.body]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect((await raw('data.bin', 'identity', { Range: 'bytes=300-400' })).status).toBe(416);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await raw('app.0123456789.js', 'br', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String('precompressed-br'.length));
    expect(head.body).toHaveLength(0);
  });

  it.each([
    ['br', 'br'],
    ['gzip, br;q=0.5', 'br'],
    // Refused with q=0: never sent; the file has no gzip copy, so it is gzipped as it is served.
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
  ])('Accept-Encoding %s, for a file with a brotli copy only, gets %s', async (accept, encoding) => {
    const answer = await raw('app.0123456789.js', accept);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    if (encoding === 'gzip') expect(gunzipSync(answer.body).toString()).toBe(script);
    if (encoding === undefined) expect(answer.body.toString()).toBe(script);
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
  let portalServer: Server;
  let portalBase: string;
  beforeAll(async () => {
    writeFileSync(path.join(root, 'config.json'), '{"a":1}');
    portalServer = await listen(createStaticServer({ root, cors: (origin) => origin === 'https://portal.example' }), 0);
    portalBase = `http://127.0.0.1:${portOf(portalServer)}`;
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
