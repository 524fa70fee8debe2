// `npm run bench [-- --check] [-- --runs N]`: builds for production, serves the
// stack, measures the landing, checkout and payment routes (Lighthouse, a
// real page load, and the landing on a throttled phone), measures the plain
// (non-federated) build of the same landing, prints a table and writes
// bench/report.json and bench/report.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { localeOfFile, measureRouteLoad, type RouteLoad } from './pageLoad';
import { measureInteractions } from './interactions';
import { measureJourney } from './journey';
import { startStripeHost } from './stripeHost';
import { measureEmbedLoad, type EmbedLoad } from './embedLoad';
import { closeServer, createStaticServer, listen } from '../../scripts/stack/staticServer';
import { formatLatency } from './interactionLatency';
import { lighthouseMedian, type LighthouseFigures } from './lighthouseRuns';
import { landingTargets } from './landingTargets';
import { slowPhone, throttledMedian } from './throttledLoad';
import { evaluateBudgets, type BenchFigures } from './budgets';
import { reportMarkdown } from './report';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium';
import { stackPortsEnv } from '../../scripts/stack/ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
// --quick: only the real page loads (bytes, requests, chain), no Lighthouse: for iterating on a change.
const quick = args.includes('--quick');
const base = Number(process.env.BENCH_PORT ?? 4700);
const ports = {
  host: base,
  landing: base + 1,
  checkout: base + 2,
  payment: base + 3,
  devApi: base + 10,
  control: base + 20,
  plain: base + 30,
  portal: base + 31,
  stripeHost: base + 32,
};
/** The nginx stack the journey is walked on, as production serves it. */
const prodPorts = { host: base + 40, landing: base + 41, checkout: base + 42, payment: base + 43, devApi: base + 50 };
const hostUrl = `http://localhost:${ports.host}/suscripciones`;
const plainUrl = `http://localhost:${ports.plain}/suscripciones`;

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`${command} ${commandArgs.join(' ')} exited ${code}`)),
    );
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function startServer(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [path.join(root, script)], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
}

/** Stops a server started by startServer, waiting for it (the nginx stack stops its sites and dev-api first). */
function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  return exited;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Chunks of our own that must not load before they are needed, by the name their files carry; listed with the libraries. */
const ownChunks: Record<string, RegExp> = { 'payment-wallet': /\/payment-wallet\.[0-9a-f]+\.js$/ };
const ownChunksIn = (urls: readonly string[]) => Object.keys(ownChunks).filter((name) => urls.some((url) => ownChunks[name]?.test(url)));

/** Whether any app's build split its translations into per-language chunks (`locale-<lang>` in their names). */
function buildHasLocaleChunks(): boolean {
  return ['host', 'remote-landing', 'remote-checkout', 'remote-payment'].some((app) => {
    const dist = path.join(root, app, 'dist');
    return existsSync(dist) && readdirSync(dist).some((file) => file.endsWith('.js') && localeOfFile(`http://build/${file}`) !== null);
  });
}

function routeFigures(load: RouteLoad, localeChunks: boolean) {
  return {
    jsKb: kb(load.jsBeforeRender.gzipBytes),
    cssKb: kb(load.cssBeforeRender.gzipBytes),
    jsServedKb: kb(load.jsBeforeRender.bytes),
    chainDepth: load.chainDepthBeforeRender,
    requests: load.requestsBeforeRender,
    firstRenderMs: load.firstRenderMs,
    librariesBeforeRender: load.librariesBeforeRender,
    librariesLoaded: [...load.librariesLoaded, ...ownChunksIn(load.requested)],
    cssAlreadyInline: load.cssAlreadyInline.map((url) => new URL(url).pathname.split('/').pop() ?? url),
    languagesBeforeRender: localeChunks ? load.localeFilesBeforeRender.map((url) => localeOfFile(url) ?? '?') : null,
    laterRoutes: { files: load.laterRoutes.files, kb: kb(load.laterRoutes.bytes), startedBeforeReady: load.laterRoutes.startedBeforeReady },
  };
}

/**
 * Each route until it is ready for the visitor. The landing's page, its
 * offers among it, is in the HTML before any script runs: it is ready when
 * it is hydrated, its Subscribe the spec's button (landingTargets.ts).
 */
const pageLanguage = 'es';
const remoteUrl = (port: number) => `http://localhost:${port}/`;
/** Each route, what shows it is ready, and where what it fetches for the steps after it comes from. */
const routes = {
  landing: { path: `/?lang=${pageLanguage}`, ready: landingTargets.interactive, later: [remoteUrl(ports.checkout), remoteUrl(ports.payment)] },
  checkout: {
    path: `/checkout?ids=20&lang=${pageLanguage}`,
    ready: '[data-testid="checkout-page"]',
    later: [remoteUrl(ports.payment), `${remoteUrl(ports.devApi)}stripe/v3/`],
  },
  payment: { path: `/payment?lang=${pageLanguage}`, ready: '[data-testid="payment-page"]', later: [] },
} as const;

console.log('Building all apps for production…');
const buildSeconds = await run(process.execPath, [path.join(root, 'scripts/build.mjs')]);
console.log('Building the plain (non-federated) landing…');
const plainBuildSeconds = await run(process.execPath, [path.join(root, 'bench/src/buildPlain.mjs')]);
// A React 19 portal built with Vite and its federation plugin, sharing React with the landing (e2e/portals/vite).
console.log('Building a portal that shares React with the landing…');
const portalDir = path.join(root, 'bench/.portal');
await run(path.join(root, 'e2e/portals/vite/node_modules/.bin/vite'), ['build', path.join(root, 'e2e/portals/vite')], {
  LANDING_MANIFEST: `http://localhost:${ports.landing}/mf-manifest.json`,
  OUT_DIR: portalDir,
});

const servers = [startServer('scripts/serve.mjs', stackPortsEnv(ports))];
try {
  await waitFor(`${hostUrl}/config.json`);
  servers.push(startServer('bench/src/servePlain.mjs', { PLAIN_PORT: String(ports.plain), PLAIN_CONFIG_FROM: `${hostUrl}/config.json` }));
  await waitFor(`${plainUrl}/config.json`);

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags],
  });
  const loads: Record<string, RouteLoad> = {};
  for (const [name, route] of Object.entries(routes))
    loads[name] = await measureRouteLoad(browser, `${hostUrl}${route.path}`, route.ready, { laterRoutePrefixes: route.later });
  const plainLoad = await measureRouteLoad(browser, `${plainUrl}${routes.landing.path}`, routes.landing.ready);
  console.log(
    `Throttled phone (${slowPhone.latencyMs} ms round trip, ${(slowPhone.downloadBytesPerSecond * 8) / 1e6} Mbit/s, CPU ${slowPhone.cpuSlowdown}x): landing (${runs} runs)…`,
  );
  const throttledLanding = await throttledMedian(browser, `${hostUrl}${routes.landing.path}`, landingTargets, runs);
  console.log(`Interactions on the throttled phone (Event Timing; ${runs} runs)…`);
  const interactions = await measureInteractions(browser, hostUrl, runs);
  for (const [name, figure] of Object.entries(interactions))
    console.log(`  ${name}: INP ${formatLatency(figure.inpMs)}, shown after ${Math.round(figure.shownMs)} ms`);
  // The journey on the nginx stack, as production serves it, with Stripe.js from a host of its own.
  console.log(`The buyer's journey on the throttled phone, served by nginx (${runs} runs)…`);
  const stripeHost = await startStripeHost(`http://localhost:${prodPorts.devApi}`, ports.stripeHost);
  const prodStack = startServer('scripts/prod/serve.mjs', { ...stackPortsEnv(prodPorts), STRIPE_SCRIPT_URL: stripeHost.scriptUrl });
  let journey;
  try {
    // The host's site answers before dev-api listens (the stack starts the sites first): both, then.
    await waitFor(`http://localhost:${prodPorts.host}/suscripciones/config.json`);
    await waitFor(`http://localhost:${prodPorts.devApi}/profile/checkout/products/get-products?type=Subscription`);
    journey = await measureJourney(browser, `http://localhost:${prodPorts.host}/suscripciones`, `http://localhost:${prodPorts.devApi}`, stripeHost, runs);
  } finally {
    await stopServer(prodStack);
    await stripeHost.close();
  }
  const step = (name: string, figure: { inpMs: number | null; shownMs: number }) =>
    console.log(`  ${name}: ${Math.round(figure.shownMs)} ms, INP ${formatLatency(figure.inpMs)}`);
  console.log(`  offers shown: ${journey.offersMs} ms`);
  step('Subscribe → checkout ready', journey.subscribe);
  step('proceed → card fields', journey.proceed);
  step('proceed → card fields (Stripe.js delayed as its host is)', journey.proceedStripeDelayed);
  step('Pay → thanks', journey.pay);
  console.log(`  /checkout opened afresh: ${journey.openedAfresh.checkoutMs} ms; /payment reloaded: ${journey.openedAfresh.paymentMs} ms`);
  // The landing in portals' pages: what a portal's visitor fetches of ours until the list shows.
  console.log('The landing embedded in a portal page (its element; a React 19 portal sharing React)…');
  const landingOrigin = `http://localhost:${ports.landing}`;
  const portalServer = await listen(createStaticServer({ root: portalDir, spa: true }), ports.portal);
  const embeds: Record<string, EmbedLoad> = {};
  try {
    embeds.element = await measureEmbedLoad(browser, `http://localhost:${ports.devApi}/portal/embed?lang=es`, landingOrigin);
    const shop = encodeURIComponent(hostUrl);
    embeds.reactPortal = await measureEmbedLoad(browser, `http://localhost:${ports.portal}/?lang=es&config=${shop}%2Fconfig.json&host=${shop}`, landingOrigin);
  } finally {
    await closeServer(portalServer);
  }
  await browser.close();

  const lighthouse: Record<string, LighthouseFigures> = {};
  for (const [name, route] of quick ? [] : Object.entries(routes)) {
    console.log(`Lighthouse: ${name} (${runs} runs)…`);
    lighthouse[name] = await lighthouseMedian(`${hostUrl}${route.path}`, runs, chromiumPath);
  }
  if (!quick) console.log(`Lighthouse: plain landing (${runs} runs)…`);
  const plainLighthouse = quick
    ? { score: Number.NaN, seo: Number.NaN, lcpMs: Number.NaN, cls: Number.NaN, tbtMs: Number.NaN }
    : await lighthouseMedian(`${plainUrl}${routes.landing.path}`, runs, chromiumPath);

  const landing = loads.landing;
  if (!landing) throw new Error('no landing load');
  const fedBytes = landing.jsBeforeRender.gzipBytes + landing.cssBeforeRender.gzipBytes;
  const plainBytes = plainLoad.jsBeforeRender.gzipBytes + plainLoad.cssBeforeRender.gzipBytes;
  const localeChunks = buildHasLocaleChunks();
  const figures: BenchFigures = {
    buildSeconds,
    pageLanguage,
    routes: Object.fromEntries(Object.entries(loads).map(([name, load]) => [name, routeFigures(load, localeChunks)])),
    lighthouse,
    plainLighthouseScore: plainLighthouse.score,
    throttled: {
      lcpMs: throttledLanding.lcpMs,
      offersMs: throttledLanding.visibleMs,
      subscribeMs: throttledLanding.interactiveMs,
      cls: throttledLanding.cls,
    },
    interactions,
    journey,
    federation: {
      bytesRatio: Math.round((fedBytes / plainBytes) * 100) / 100,
      extraRoundTrips: landing.chainDepthBeforeRender - plainLoad.chainDepthBeforeRender,
    },
  };
  const budgets = evaluateBudgets(figures);
  const report = {
    date: new Date().toISOString(),
    runs,
    ...figures,
    plain: { buildSeconds: plainBuildSeconds, landing: routeFigures(plainLoad, localeChunks), lighthouse: plainLighthouse },
    embed: Object.fromEntries(
      Object.entries(embeds).map(([name, load]) => [
        name,
        { jsKb: kb(load.jsGzipBytes), cssKb: kb(load.cssGzipBytes), requests: load.requests, shownMs: load.shownMs },
      ]),
    ),
    federationDetail: {
      federatedBytes: fedBytes,
      plainBytes,
      federatedChainDepth: landing.chainDepthBeforeRender,
      plainChainDepth: plainLoad.chainDepthBeforeRender,
      federatedRequests: landing.requestsBeforeRender,
      plainRequests: plainLoad.requestsBeforeRender,
    },
    budgets,
  };
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = reportMarkdown(report);
  writeFileSync(path.join(root, 'bench/report.md'), markdown);
  console.log(`\n${markdown}`);
  const missed = budgets.filter((budget) => !budget.met);
  console.log(missed.length === 0 ? 'All budgets met.' : `${missed.length} budget(s) missed: ${missed.map((budget) => budget.name).join('; ')}`);
  if (check && missed.length > 0) process.exitCode = 1;
} finally {
  for (const server of servers) server.kill('SIGTERM');
}
