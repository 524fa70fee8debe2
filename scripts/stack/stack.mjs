// Starts the whole product locally: dev-api plus the built host and remotes,
import { createHash } from 'node:crypto';
// each on its own port, with the runtime config written beside the host.
import { spawn } from 'node:child_process';
import { writeFile, access, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createStaticServer, listen, closeServer } from './staticServer.ts';
import { localRuntimeConfig } from './runtimeConfig.ts';
import { composeHostPage, fetchLandingFragment, hostFragments, inlineStyle, isLandingRoute, pageLanguage } from './hostPage.mjs';
import { offersFiles, startOffersJob } from './offersJob.mjs';
import { isLocalhostOrigin, portalOrigins } from './portalOrigins.mjs';
import { remoteNames, stackPorts } from './ports.ts';
import { isPagePath } from '../../host/src/app/pagePaths.ts';
import { repoRoot } from '../lib/repoRoot.mjs';

const appDir = { host: 'host', landing: 'remote-landing', checkout: 'remote-checkout', payment: 'remote-payment' };

export function waitForUrl(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      fetch(url)
        .then((response) => (response.ok ? resolve() : retry()))
        .catch(retry);
    };
    const retry = () => (Date.now() > deadline ? reject(new Error(`${url} did not come up`)) : setTimeout(attempt, 150));
    attempt();
  });
}

/** Starts dev-api as a child process on the stack's port. */
export function startDevApi(ports) {
  const child = spawn(process.execPath, ['--import', path.join(repoRoot, 'scripts/lib/tooling.mjs'), path.join(repoRoot, 'dev-api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DEV_API_PORT: String(ports.devApi), HOST_ORIGIN: `http://localhost:${ports.host}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

/**
 * The CSP sources of the inline scripts of a built index.html (the early route
 * load): allowed by their hash, so no 'unsafe-inline'.
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * Writes the runtime config into the page's JSON data block, as production
 * hosting should (see the README): the page then starts without waiting for
 * config.json. `<` is escaped so no text in it can close the block.
 */
export function inlineRuntimeConfig(html, configText) {
  return html.replace(
    /(<script type="application\/json"[^>]*\bdata-runtime-config\b[^>]*>)(<\/script>)/,
    (_all, open, close) => `${open}${configText.trim().replace(/</g, '\\u003c')}${close}`,
  );
}

/** The distinct origins of absolute http(s) addresses; relative ones are the page's own ('self'). */
const originsOf = (urls) =>
  urls
    .filter((url) => typeof url === 'string' && /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin)
    .filter((origin, index, all) => all.indexOf(origin) === index);

/**
 * Builds the Content-Security-Policy for the host page from the config's origins and its inline scripts' hashes.
 * `frameAncestors`: origins besides the page's own that may frame it (the parent portals, for nginx).
 */
export function strictCsp(config, scriptHashes = [], { frameAncestors = [] } = {}) {
  // Code comes only from our apps (the remotes) and Stripe.js; the services (profile API, tracking, identity site)
  // answer data, so a script from one of them (compromised, or answering JavaScript) never runs in the paying page.
  // A remote's canary (docs/operations/releasing.md) is code of ours too.
  const canaries = Object.values(config.canary ?? {}).map((canary) => canary.manifest);
  const codeOrigins = originsOf([...Object.values(config.remotes), ...canaries, config.stripe.scriptUrl]);
  const origins = originsOf([...codeOrigins, config.profileApi, config.trackingBase, config.identity.ajaxUrl]);
  // Images also come from the assets CDN and the portals' logo addresses.
  const imageOrigins = originsOf([...origins, config.assetsBase, ...(config.portals ?? []).map((portal) => portal.logo)]);
  const stripe = new URL(config.stripe.scriptUrl).origin;
  // The real Stripe.js talks to its API and opens its card and 3-D Secure frames (Stripe's CSP guide).
  const stripeApi = stripe === 'https://js.stripe.com' ? ' https://api.stripe.com' : '';
  const stripeFrames = stripe === 'https://js.stripe.com' ? ' https://hooks.stripe.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...codeOrigins].join(' ')}`,
    `connect-src 'self' ${origins.join(' ')}${stripeApi}`,
    `img-src 'self' data: ${imageOrigins.join(' ')}`,
    // Toasts and the card fields set style attributes at run time.
    `style-src 'self' 'unsafe-inline' ${origins.join(' ')}`,
    `frame-src ${stripe}${stripeFrames}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...originsOf(frameAncestors)].join(' ')}`,
  ].join('; ');
}

/**
 * @param {{ ports?: ReturnType<typeof stackPorts>, csp?: boolean, devApi?: boolean, log?: (line: string) => void }} options
 */
export async function startStack({ ports = stackPorts(), csp = false, devApi = true, log = console.log } = {}) {
  for (const name of Object.keys(appDir)) {
    await access(path.join(repoRoot, appDir[name], 'dist')).catch(() => {
      throw new Error(`${appDir[name]}/dist is missing: run the build first`);
    });
  }
  const config = localRuntimeConfig(ports);
  // Kept outside dist, so a rebuild does not remove it; served as /suscripciones/config.json.
  const configPath = path.join(repoRoot, '.tmp', `stack-${ports.host}`, 'config.json');
  // The landing's offers job writes here; the landing's server serves it as fragments/landing-offers.<lang>.html.
  const offersDir = path.join(path.dirname(configPath), 'offers');
  await mkdir(path.dirname(configPath), { recursive: true });
  const writeConfig = (value) => writeFile(configPath, `${JSON.stringify(value, null, 2)}\n`);
  await writeConfig(config);
  const policy = { enabled: csp };
  // The pages that may embed the landing: the config's portals, PORTAL_ORIGINS, and locally any page on localhost
  // (a portal team trying theirs). They frame the host and read its config.json; no other page gets CORS.
  const portals = portalOrigins(config);
  const hostOrigin = `http://localhost:${ports.host}`;
  const mayEmbed = (origin) => origin === hostOrigin || portals.includes(origin) || isLocalhostOrigin(origin);
  const hostScriptHashes = inlineScriptHashes(await readFile(path.join(repoRoot, appDir.host, 'dist/index.html'), 'utf8'));

  const devApiProcess = devApi ? startDevApi(ports) : null;
  const servers = {};

  const hostDist = path.join(repoRoot, appDir.host, 'dist');
  /** The host page as served: the shell and the landing's first view of the page's language, and the runtime config. */
  const hostPage = async (page, url) => {
    const configText = await readFile(configPath, 'utf8');
    const language = pageLanguage(url.search);
    const landing = JSON.parse(configText).remotes?.landing;
    const [fragments, route] = await Promise.all([
      hostFragments(hostDist, language),
      landing && isLandingRoute(url.pathname, '/suscripciones') ? fetchLandingFragment(landing, language) : { html: '', styles: '' },
    ]);
    return inlineRuntimeConfig(
      composeHostPage(page, { language, ...fragments, route: route.html, head: route.styles && inlineStyle(route.styles) }),
      configText,
    );
  };

  const startApp = async (name) => {
    const isHost = name === 'host';
    const server = createStaticServer({
      root: path.join(repoRoot, appDir[name], 'dist'),
      basePath: isHost ? '/suscripciones' : '',
      spa: isHost,
      isPage: isPagePath,
      cors: isHost ? mayEmbed : true,
      csp: isHost ? () => (policy.enabled ? strictCsp(config, hostScriptHashes, { frameAncestors: portals }) : undefined) : undefined,
      files: isHost ? { 'config.json': configPath } : name === 'landing' ? offersFiles(offersDir) : {},
      html: isHost ? (page, url) => hostPage(page, url) : undefined,
      // The parent site shares the host's origin in production; locally its pages live in dev-api.
      outside: isHost
        ? (_req, res, url) => {
            const target = url.pathname === '/' ? '/suscripciones/' : `http://localhost:${ports.devApi}/portal${url.pathname}`;
            res.writeHead(302, { Location: target }).end();
            return true;
          }
        : undefined,
    });
    servers[name] = await listen(server, ports[name]);
  };

  await Promise.all(['host', ...remoteNames].map(startApp));
  if (devApiProcess) await waitForUrl(`http://localhost:${ports.devApi}/profile/checkout/products/get-products?type=Subscription`);
  // After dev-api: its first run then finds call 1 answering.
  const offers = { job: await startOffersJob({ configPath, outDir: offersDir, log }) };
  log(`suscripciones is running at http://localhost:${ports.host}/suscripciones/`);

  return {
    ports,
    config,
    url: `http://localhost:${ports.host}/suscripciones/`,
    configPath,
    /** Replaces the served runtime config (a deploy of config.json, without any rebuild). */
    async updateConfig(change) {
      const current = JSON.parse(await readFile(configPath, 'utf8'));
      await writeConfig(change(current));
    },
    setCsp(enabled) {
      policy.enabled = enabled;
    },
    async stopApp(name) {
      if (servers[name]) await closeServer(servers[name]);
      delete servers[name];
    },
    async startApp(name) {
      if (!servers[name]) await startApp(name);
    },
    /** Stops the offers job and removes its files: the landing's HTML has the placeholders again. */
    async stopOffers() {
      await offers.job?.stop();
      offers.job = null;
    },
    async startOffers() {
      offers.job ??= await startOffersJob({ configPath, outDir: offersDir, log });
    },
    async close() {
      await offers.job?.stop();
      await Promise.all(Object.values(servers).map(closeServer));
      if (devApiProcess && devApiProcess.exitCode === null) {
        const exited = new Promise((resolve) => devApiProcess.once('exit', resolve));
        devApiProcess.kill('SIGTERM');
        await exited;
      }
    },
  };
}
