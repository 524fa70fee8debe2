// The product served as production serves it: each app its own nginx site
// (its own process and port, as separate squads run them) over the built
// dist folders, with dev-api standing in for the outside services. The
// runtime config, the host page with it written in and the nginx policy are
// made here, at start-up, never at build time.
import { generateKeyPairSync } from 'node:crypto';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureNginx } from '../lib/nginx.ts';
import { remoteNames } from '../stack/ports.ts';
import { startOffersJob } from '../stack/offersJob.mjs';
import { offersJobsFolder, stopAllUnits } from '../stack/offersUnits.mjs';
import { startDevApi, waitForUrl } from '../stack/stack.mjs';
import { repoRoot } from '../lib/repoRoot.mjs';
import { hostOriginsFrom, writeConfiguration } from './configure.ts';
import { deployDir, fillTemplate, linkStaticRoot, offersLocationConf, versionedStaticRoot, writeSiteConfig } from './nginxConfig.ts';
import { startNginx } from './nginxProcess.ts';
import { prodPorts } from './ports.ts';
import { runtimeConfigFromEnv } from './runtimeConfig.mjs';
import { writeRuntimeGeneration } from './runtimeRoot.ts';

export const appDirs = { host: 'host', landing: 'remote-landing', checkout: 'remote-checkout', payment: 'remote-payment' };

/** Everything the stack writes: one folder per host port, so two stacks never share one. */
export const stackDir = (ports) => path.join(repoRoot, '.tmp', `nginx-${ports.host}`);

/** The release history and the kept source maps, in the stack's folder (site.json names them). */
const releaseHistory = 'releases.jsonl';
const releaseMaps = 'maps';
/** The private key preview links are signed with: made per stack, kept beside site.json, never served. */
const previewKeyFile = 'preview-key.jwk';

/**
 * A new key pair for preview links (ECDSA P-256): the private half written for the release commands, the public
 * half returned for the config's `previewKey`, which the page checks a link's signature with.
 */
async function makePreviewKeys(dir) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  await writeFile(path.join(dir, previewKeyFile), `${JSON.stringify(privateKey.export({ format: 'jwk' }))}\n`, { mode: 0o600 });
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return { kty, crv, x, y };
}

/**
 * What the release commands need to know of this stack (scripts/release/site.ts, docs/operations/releasing.md):
 * written as `site.json` in the stack's folder, its paths relative to it.
 */
function releaseSite({ dir, sites, url, hostDist, hostOrigins, servedConfig, env, nginx }) {
  const unit = (action) => [process.execPath, path.join(repoRoot, 'scripts/stack/offersUnits.mjs'), action, '{version}', '--stack', dir];
  return {
    config: 'config.json',
    host: { url, dist: hostDist, runtimeRoot: 'runtime', origins: hostOrigins },
    remotes: Object.fromEntries(remoteNames.map((app) => [app, { staticRoot: `static-${app}`, publicUrl: `http://localhost:${sites[app].port}/` }])),
    portalOrigins: (env.PORTAL_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    // Every site includes the policy; each reads a changed one on `nginx -s reload`.
    policyFiles: Object.values(sites).map(({ prefix }) => path.join(prefix, 'conf.d/suscripciones-policy.conf')),
    reload: Object.values(sites).map(({ prefix, conf }) => [nginx, '-p', `${prefix}/`, '-c', conf, '-s', 'reload']),
    history: releaseHistory,
    maps: releaseMaps,
    preview: { privateKey: previewKeyFile },
    // Each released landing version's offers job, as production's unit per version (scripts/stack/offersUnits.mjs).
    // Its settings as the stack's own job has them: the served config, the version's folder, the interval.
    firstView: {
      jobs: offersJobsFolder,
      config: path.relative(dir, servedConfig),
      start: [
        ...unit('start'),
        '--',
        '--config',
        servedConfig,
        '--out',
        path.join(dir, 'static-landing', '{version}', 'fragments'),
        ...(env.OFFERS_REFRESH_SECONDS ? ['--interval', env.OFFERS_REFRESH_SECONDS] : []),
      ],
      stop: unit('stop'),
    },
  };
}

/**
 * @param {{ ports?: ReturnType<typeof prodPorts>, env?: Record<string, string | undefined>, devApi?: boolean, log?: (line: string) => void }} [options]
 */
export async function startProdStack({ ports = prodPorts(), env = process.env, devApi = true, log = console.log } = {}) {
  const dist = (app) => path.join(repoRoot, appDirs[app], 'dist');
  for (const app of Object.keys(appDirs)) {
    await access(path.join(dist(app), app === 'host' ? 'index.html' : 'mf-manifest.json')).catch(() => {
      throw new Error(`${appDirs[app]}/dist is missing: run \`node scripts/build.mjs\` first`);
    });
  }
  const { nginx, brotli } = ensureNginx();
  const dir = stackDir(ports);
  // The config as released: what the release commands edit (scripts/release), the site's own copy.
  await mkdir(dir, { recursive: true });
  const config = { ...(await runtimeConfigFromEnv(ports, env)), previewKey: await makePreviewKeys(dir) };
  // A new stack starts from the builds alone: the version folders are laid out again below, so the history and
  // source maps of an earlier stack's releases would name versions it no longer has.
  await rm(path.join(dir, releaseHistory), { force: true });
  await rm(path.join(dir, releaseMaps), { recursive: true, force: true });
  await stopAllUnits(dir);
  await rm(path.join(dir, offersJobsFolder), { recursive: true, force: true });
  await writeFile(path.join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  // The files a deploy of config.json writes beside the build (the host site's RUNTIME_ROOT), one generation.
  const runtimeRoot = path.join(dir, 'runtime');
  // The config as served, which the landing's offers jobs read.
  const servedConfig = path.join(runtimeRoot, 'suscripciones/config.json');
  const hostOrigins = hostOriginsFrom(env, ports);
  const policy = await writeRuntimeGeneration(runtimeRoot, (folder) =>
    writeConfiguration({ config, hostDist: dist('host'), hostOrigins, runtimeRoot: folder, env }),
  );
  const outside = fillTemplate(await readFile(path.join(deployDir, 'local/host-outside.conf.template'), 'utf8'), {
    DEV_API_ORIGIN: `http://localhost:${ports.devApi}`,
  });

  // The landing's offers job writes here (its own process, as in production), the landing's site serves it.
  const offersDir = path.join(dir, 'offers');
  const sites = {};
  for (const app of Object.keys(appDirs)) {
    const prefix = path.join(dir, app);
    const isHost = app === 'host';
    const conf = await writeSiteConfig({
      prefix,
      kind: isHost ? 'host' : 'remote',
      port: ports[app],
      staticRoot: isHost ? await linkStaticRoot(path.join(dir, 'static'), dist('host')) : await versionedStaticRoot(path.join(dir, `static-${app}`), dist(app)),
      runtimeRoot,
      policy,
      brotli,
      localIncludes: isHost ? { 'outside.conf': outside } : app === 'landing' ? { 'offers.conf': offersLocationConf(offersDir) } : {},
    });
    sites[app] = { prefix, conf, port: ports[app] };
  }

  const devApiProcess = devApi ? startDevApi(ports) : null;
  const running = {};
  const startSite = async (app) => {
    running[app] ??= await startNginx({ nginx, ...sites[app] });
  };
  const stopSite = async (app) => {
    const site = running[app];
    delete running[app];
    await site?.stop();
  };
  const offers = { job: null };
  const startOffers = async () => {
    offers.job ??= await startOffersJob({ configPath: servedConfig, outDir: offersDir, env, log });
  };
  const stopOffers = async () => {
    await offers.job?.stop();
    offers.job = null;
  };
  const close = async () => {
    await stopOffers();
    await stopAllUnits(dir);
    await Promise.all(Object.keys(running).map(stopSite));
    if (devApiProcess && devApiProcess.exitCode === null) {
      const exited = new Promise((resolve) => devApiProcess.once('exit', resolve));
      devApiProcess.kill('SIGTERM');
      await exited;
    }
  };

  try {
    await Promise.all(['host', ...remoteNames].map(startSite));
    if (devApiProcess) await waitForUrl(`http://localhost:${ports.devApi}/profile/checkout/products/get-products?type=Subscription`);
    // After dev-api: its first run then finds call 1 answering.
    await startOffers();
  } catch (error) {
    await close();
    throw error;
  }
  const url = `http://localhost:${ports.host}/suscripciones/`;
  await writeFile(
    path.join(dir, 'site.json'),
    `${JSON.stringify(releaseSite({ dir, sites, url, hostDist: dist('host'), hostOrigins, servedConfig, env, nginx }), null, 2)}\n`,
  );
  log(`suscripciones (nginx${brotli ? ', brotli and gzip' : ', gzip only'}) is running at ${url}`);
  return { ports, config, url, dir, brotli, startSite, stopSite, startOffers, stopOffers, close };
}
