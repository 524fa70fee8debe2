// The local static server of the built apps: files served by `send` (ETag and 304, Last-Modified, Range, streaming,
// HEAD), the build's precompressed copies chosen by the request's Accept-Encoding (`negotiator`, q=0 honoured),
// under a thin policy layer of ours, as nginx serves production (deploy/nginx): the base path and the app's pages
// (its 404 page for other addresses), cache headers by file kind, CORS for remotes, the page's Content Security
// Policy, and the host page rewritten as it is served (its shell, the route's fragment and the runtime config put in).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import createETag from 'etag';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import send from 'send';

const types: Readonly<Record<string, string>> = {
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
/** What is worth compressing, as nginx's gzip_types; what is smaller than this goes as it is. */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg']);
const compressFrom = 512;
/** The build's precompressed copies beside a file (`app.js.br`, `app.js.gz`), in the order a browser is offered them. */
const copies = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof copies;

const hashed = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|woff2)$/;
const alwaysFresh = /(^|\/)(index\.html|config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$|(^|\/)fragments\/[^/]+\.html$/;

/** Whether a percent-encoded path decodes into a control character (`%0D`, `%0A`, `%00`...). */
const hasControlCharacter = (encodedPath: string): boolean => /%(0[0-9a-f]|1[0-9a-f]|7f)/i.test(encodedPath);

/** Cache-Control of a file by its kind (nginx's `$suscripciones_file_cache_control`, deploy/nginx/conf.d/suscripciones.conf). */
export function cacheControlFor(relativePath: string): string {
  if (alwaysFresh.test(relativePath)) return 'no-cache';
  if (hashed.test(relativePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

export interface StaticServerOptions {
  /** The folder to serve. */
  root: string;
  /** URL prefix ('/suscripciones'); other paths go to `outside`. */
  basePath?: string;
  /**
   * Unknown paths under basePath answer index.html: with 200 where `isPage` says the path is a page of the app, else
   * with 404 (the app's router shows its 404 screen).
   */
  spa?: boolean;
  /** Whether a path under basePath ('/checkout') is a page of the app; every path by default. */
  isPage?: (path: string) => boolean;
  /**
   * `true`: any page may read (`*`); a function: the pages of the origins it allows, each answered with its own
   * origin (and `Vary: Origin`), others with no CORS header.
   */
  cors?: boolean | ((origin: string) => boolean);
  /** The Content-Security-Policy of the pages. */
  csp?: () => string | undefined;
  /** Handles a request outside basePath; true when it answered. */
  outside?: (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;
  /** Paths under basePath served from other files (config.json written at start-up). */
  files?: Readonly<Record<string, string>>;
  /** Rewrites HTML pages as they are served (the shell, the route's fragment and the runtime config put in). */
  html?: (page: string, url: URL) => Promise<string>;
}

const isFile = (file: string): Promise<boolean> =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/** A file's ETag as nginx writes it, its modification time and size in hex: a server of either kind answers alike. */
const fileETag = (info: { mtimeMs: number; size: number }): string => `"${Math.floor(info.mtimeMs / 1000).toString(16)}-${info.size.toString(16)}"`;

export function createStaticServer({
  root,
  basePath = '',
  spa = false,
  isPage = () => true,
  cors = false,
  csp,
  outside,
  files = {},
  html,
}: StaticServerOptions): Server {
  const servedRoot = path.resolve(root);
  /** Files without a precompressed copy, gzipped once per version of the file (as nginx's gzip on). */
  const gzipped = new Map<string, { body: Buffer; etag: string }>();

  /** The headers of every answer of a file: its type, its cache rule (none kept for an error), the page's policy. */
  function fileHeaders(res: ServerResponse, file: string, relative: string, status: number): void {
    const extension = path.extname(file);
    res.setHeader('Content-Type', types[extension] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', status >= 400 ? 'no-cache' : cacheControlFor(relative));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Vary', typeof cors === 'function' ? 'Origin, Accept-Encoding' : 'Accept-Encoding');
    const policy = extension === '.html' ? csp?.() : undefined;
    if (policy) res.setHeader('Content-Security-Policy', policy);
  }

  /** An answer made here (a rewritten page, a file gzipped as it is served): its ETag, a 304 while it is unchanged. */
  function answer(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, etag: string, encoding: Encoding | null): void {
    res.setHeader('ETag', etag);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    if (status === 200 && fresh(req.headers, { etag })) {
      res.writeHead(304).end();
      return;
    }
    res.setHeader('Content-Length', body.length);
    res.writeHead(status).end(req.method === 'HEAD' ? undefined : body);
  }

  /** The encodings the request accepts, best first (`br;q=0` refuses brotli). */
  const accepted = (req: IncomingMessage, offered: readonly Encoding[]): Encoding[] => new Negotiator(req).encodings([...offered]) as Encoding[];

  async function serveFile(req: IncomingMessage, res: ServerResponse, file: string, relative: string, url: URL, status = 200): Promise<void> {
    fileHeaders(res, file, relative, status);
    const extension = path.extname(file);
    if (html && extension === '.html') {
      // A rewritten page is not the file: its ETag is its text's, and it is compressed fresh.
      const page = Buffer.from(await html(await readFile(file, 'utf8'), url));
      const gzip = page.length > compressFrom && accepted(req, ['gzip']).includes('gzip');
      answer(req, res, status, gzip ? gzipSync(page) : page, createETag(page, { weak: gzip }), gzip ? 'gzip' : null);
      return;
    }
    if (status !== 200) {
      // The app's page answering an address that is none of its pages: a 404, never a range or a 304 of the page.
      const page = await readFile(file);
      res.setHeader('Content-Length', page.length);
      res.writeHead(status).end(req.method === 'HEAD' ? undefined : page);
      return;
    }
    // The build's own compressed copy when the request accepts it, as nginx's brotli_static and gzip_static serve it.
    const present = (
      await Promise.all((Object.keys(copies) as Encoding[]).map(async (name) => ((await isFile(`${file}${copies[name]}`)) ? name : null)))
    ).filter((name): name is Encoding => name !== null);
    const [copy] = compressible.has(extension) ? accepted(req, present) : [];
    if (copy) {
      res.setHeader('Content-Encoding', copy);
      await sendFile(req, res, `${file}${copies[copy]}`);
      return;
    }
    const size = (await stat(file)).size;
    if (compressible.has(extension) && size > compressFrom && accepted(req, ['gzip']).includes('gzip')) {
      // No copy: gzipped as it is served (the file's ETag made weak, as nginx makes it; no ranges of a compressed answer).
      const info = await stat(file);
      const key = `${file}:${info.mtimeMs}:${info.size}`;
      let made = gzipped.get(key);
      if (!made) {
        made = { body: gzipSync(await readFile(file), { level: 9 }), etag: `W/${fileETag(info)}` };
        gzipped.set(key, made);
      }
      answer(req, res, 200, made.body, made.etag, 'gzip');
      return;
    }
    await sendFile(req, res, file);
  }

  /**
   * `send` answers with the file: its ETag and Last-Modified, 304, Range, HEAD, streamed. What it refuses (a range
   * past the end: 416; a failed precondition: 412) is answered with its status.
   */
  async function sendFile(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    res.setHeader('ETag', fileETag(await stat(file)));
    return new Promise((resolve, reject) => {
      res.once('close', () => resolve());
      send(req, file, { dotfiles: 'allow', index: false, cacheControl: false, etag: true, lastModified: true })
        .on('error', (error: Error & { status?: number }) => {
          if (!error.status || error.status >= 500 || res.headersSent) reject(error);
          else {
            res.removeHeader('Content-Encoding');
            plain(res, error.status, error.message);
            resolve();
          }
        })
        .on('end', () => resolve())
        .pipe(res);
    });
  }

  /** 404: an app's index.html (its router shows the 404 page), or plain text. */
  async function notFound(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const page = path.join(servedRoot, 'index.html');
    if (spa && (await isFile(page))) await serveFile(req, res, page, 'index.html', url, 404);
    else plain(res, 404, 'Not found');
  }

  const plain = (res: ServerResponse, status: number, text: string) =>
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end(text);

  return createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) plain(res, 500, 'Server error');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname.slice(basePath.length)).replace(/^\/+/, '');
    } catch {
      // A malformed escape (%E0%A4%A) names no file: a 404, with the app's own 404 page where there is one.
      await notFound(req, res, url);
      return;
    }
    // The app's page is served for its routes only; the built file itself is no address of the app.
    if (spa && (relative === 'index.html' || (!path.extname(relative) && !isPage(`/${relative}`)))) {
      await notFound(req, res, url);
      return;
    }
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const mapped = files[relative];
    let file = mapped ?? path.resolve(servedRoot, relative);
    if (!mapped && !file.startsWith(servedRoot + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    if (!(await isFile(file)) && spa && !path.extname(relative)) {
      relative = 'index.html';
      file = path.join(servedRoot, relative);
    }
    if (!(await isFile(file))) {
      plain(res, 404, 'Not found');
      return;
    }
    await serveFile(req, res, file, relative, url);
  }
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** The port a listening server was given (port 0 asks the system for a free one). */
export const portOf = (server: Server): number => (server.address() as AddressInfo).port;

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
