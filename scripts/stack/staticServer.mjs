// A small static server for built apps: base path, SPA fallback, cache
// headers (hashed chunks immutable, manifests and entries no-cache),
// gzip/brotli (the build's precompressed copies first), CORS for remotes and
// an optional Content Security Policy.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.zip': 'application/zip',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg']);
const hashed = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|woff2)$/;
const alwaysFresh = /(^|\/)(index\.html|config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$|(^|\/)fragments\/[^/]+\.html$/;

/** Whether a percent-encoded path decodes into a control character (`%0D`, `%0A`, `%00`...). */
const hasControlCharacter = (encodedPath) => /%(0[0-9a-f]|1[0-9a-f]|7f)/i.test(encodedPath);

export function cacheControlFor(relativePath) {
  if (alwaysFresh.test(relativePath)) return 'no-cache';
  if (hashed.test(relativePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {string} [options.basePath] URL prefix ('/suscripciones'); other paths go to `outside`
 * @param {boolean} [options.spa] unknown paths under basePath answer index.html: with 200 where `isPage` says the path is a page of the app, else with 404 (the app's router shows its 404 screen)
 * @param {(path: string) => boolean} [options.isPage] whether a path under basePath ('/checkout') is a page of the app; every path by default
 * @param {boolean | ((origin: string) => boolean)} [options.cors] `true`: any page may read (`*`); a function: the pages of
 *   the origins it allows, each answered with its own origin (and `Vary: Origin`), others with no CORS header
 * @param {() => string | undefined} [options.csp] Content-Security-Policy header value
 * @param {(req, res) => boolean} [options.outside] handles requests outside basePath
 * @param {Record<string, string>} [options.files] paths under basePath served from other files (e.g. config.json)
 * @param {(html: string, url: URL) => Promise<string>} [options.html] rewrites HTML pages as they are served (the shell, the route's fragment and the runtime config put in)
 */
export function createStaticServer({ root, basePath = '', spa = false, isPage = () => true, cors = false, csp, outside, files = {}, html }) {
  const compressed = new Map();

  async function load(file) {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { body: await readFile(file), mtime: info.mtimeMs };
  }

  function encode(file, mtime, body, encoding) {
    const key = `${file}:${mtime}:${encoding}`;
    let value = compressed.get(key);
    if (!value) {
      value = encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
      compressed.set(key, value);
    }
    return value;
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      if (cors === true) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      } else if (typeof cors === 'function') {
        const origin = req.headers.origin;
        if (typeof origin === 'string' && cors(origin)) {
          res.setHeader('Access-Control-Allow-Origin', origin);
          res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        }
        // A cache keeps one answer per page origin.
        res.setHeader('Vary', 'Origin');
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      // No address holds a control character once decoded (a %0D%0A line break): refused before anything could
      // write it into a header, as nginx does. A redirect's Location is the address as it was sent (still encoded).
      if (hasControlCharacter(url.pathname)) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Bad request');
        return;
      }
      if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
        if (outside?.(req, res, url)) return;
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      // A page address with a trailing slash is the page: one canonical address, so links and history agree.
      if (spa && url.pathname.length > basePath.length + 1 && url.pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${url.pathname.replace(/\/+$/, '')}${url.search}`, 'Cache-Control': 'no-cache' }).end();
        return;
      }
      let relative;
      try {
        relative = decodeURIComponent(url.pathname.slice(basePath.length)).replace(/^\/+/, '');
      } catch {
        // A malformed escape (%E0%A4%A) names no file: a 404, with the app's own 404 page where there is one.
        relative = null;
      }
      if (relative === null) {
        await notFound(req, res, url);
        return;
      }
      // The app's page is served for its routes only; the built file itself is no address of the app.
      if (spa && (relative === 'index.html' || (!path.extname(relative) && !isPage(`/${relative}`)))) {
        await notFound(req, res, url);
        return;
      }
      if (relative === '' || relative.endsWith('/')) relative += 'index.html';
      let file = files[relative] ?? path.resolve(root, relative);
      if (!files[relative] && !file.startsWith(path.resolve(root) + path.sep)) {
        res.writeHead(403).end();
        return;
      }
      let found = await load(file).catch(() => null);
      if (!found && spa && !path.extname(relative)) {
        relative = 'index.html';
        file = path.join(root, relative);
        found = await load(file).catch(() => null);
      }
      if (!found) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }
      await send(req, res, file, relative, found, 200, url);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
      console.error(error);
    }
  });

  /** 404: an app's index.html (its router shows the 404 page), or plain text. */
  async function notFound(req, res, url) {
    const page = spa ? await load(path.join(root, 'index.html')).catch(() => null) : null;
    if (page) await send(req, res, path.join(root, 'index.html'), 'index.html', page, 404, url);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
  }

  async function send(req, res, file, relative, found, status, url) {
    const extension = path.extname(file);
    const headers = {
      'Content-Type': types[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(relative),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      Vary: typeof cors === 'function' ? 'Origin, Accept-Encoding' : 'Accept-Encoding',
    };
    if (extension === '.html') {
      const policy = csp?.();
      if (policy) headers['Content-Security-Policy'] = policy;
    }
    let body = found.body;
    // A rewritten page is not the file: compressed fresh, never from the cache.
    const rewritten = html && extension === '.html';
    if (rewritten) body = Buffer.from(await html(body.toString('utf8'), url));
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (compressible.has(extension) && body.length > 512) {
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      if (encoding) {
        // The build's own compressed copy (`.br`/`.gz` beside the file) when there is one, as a CDN serves it.
        const precompressed = rewritten ? null : await load(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null);
        body = rewritten ? (encoding === 'br' ? brotliCompressSync(body) : gzipSync(body)) : (precompressed?.body ?? encode(file, found.mtime, body, encoding));
        headers['Content-Encoding'] = encoding;
      }
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return server;
}

export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

export function closeServer(server) {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
