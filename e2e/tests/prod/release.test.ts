import { spawn } from 'node:child_process';
import { createHash, webcrypto } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import AdmZip from 'adm-zip';
import { buildRemoteVariant, removeVariant } from '../../support/variants';
import { prodTestPorts } from '../../support/prod/ports';
import { readSite } from '../../../scripts/release/site';
import { signPreview } from '../../../host/src/remotes/previewToken';
import { switchConfig, type ConfigFile } from '../../../scripts/release/switchConfig';
import { repoRoot } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { allowPageProblems } from '../../support/prod/pageGuard';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

/**
 * A squad releases its remote alone (docs/operations/releasing.md), against the nginx stack as production serves
 * it: the release commands as a squad runs them (`npm run release|rollback|canary|releases`), each remote built
 * changed and given a version, checked against the live host before any visitor gets it, switched in one step.
 * Each test goes on from what the one before it released: one after the other, and none once one has failed.
 */
test.describe.configure({ mode: 'serial' });

/** The worker's nginx stack: its folder, its release site, its remotes' origins. */
const stackDir = () => path.join(repoRoot, '.tmp', `nginx-${prodTestPorts.host}`);
const sitePath = () => path.join(stackDir(), 'site.json');
const landingOrigin = () => `http://localhost:${prodTestPorts.landing}`;
const checkoutOrigin = () => `http://localhost:${prodTestPorts.checkout}`;
const manifestOf = (origin: string, version: string) => `${origin}/${version}/mf-manifest.json`;

/** Runs a release command as a squad does; resolves with its exit code and what it printed. */
function releaseCommand(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/release/main.mjs'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASE_SITE: sitePath(), RELEASE_BY: 'squad@e2e' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** What is live, as files: the released config, the served generation, the policy, the history, the version folders. */
/**
 * A version folder a release writes beside a remote's starting build (`1.1.0`, or `.1.1.0.incoming` while it is
 * copied), and not that build's own files, whose hashed names may start with a digit too (`107.a852c73b44.js`).
 */
const releaseFolder = /^\.?\d+\.\d+\.\d+(?:\.incoming)?$/;

function liveState() {
  const text = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
  return {
    config: text(path.join(stackDir(), 'config.json')),
    generation: readlinkSync(path.join(stackDir(), 'runtime')),
    policy: text(path.join(stackDir(), 'host/conf.d/suscripciones-policy.conf')),
    history: text(path.join(stackDir(), 'releases.jsonl')),
    versions: ['landing', 'checkout'].map((app) => readdirSync(path.join(stackDir(), `static-${app}`)).filter((entry) => releaseFolder.test(entry))),
    maps: existsSync(path.join(stackDir(), 'maps')) ? readdirSync(path.join(stackDir(), 'maps'), { recursive: true }).length : 0,
    offersJobs: existsSync(path.join(stackDir(), 'offers-jobs')) ? readdirSync(path.join(stackDir(), 'offers-jobs')) : [],
  };
}

/** The landing's Spanish hero eyebrow, which each released variant changes to say its version. */
const eyebrow = 'Membresía Premium';
/** A landing built as `version`, its hero saying so (in its first view too). */
const landingVariant = (version: string) =>
  buildRemoteVariant('remote-landing', `release-${version.replaceAll('.', '')}-${prodTestPorts.host}`, {
    version,
    replace: [{ file: 'src/i18n/locales/es/landing.json', from: `"eyebrow": "${eyebrow}"`, to: `"eyebrow": "${eyebrow} ${version}"` }],
  });

/**
 * The landing page as the server sends it, before any script: which version rendered its first view, whether that
 * says its version in the hero, carries the offers (their data and JSON-LD), and the cookie the server set.
 */
async function firstView(bucket?: string) {
  const answer = await fetch(route('/', { lang: 'es' }), { headers: bucket === undefined ? {} : { cookie: `suscripciones_bucket=${bucket}` } });
  const html = await answer.text();
  const version = /data-testid="landing-page"[^>]*data-version="([^"]+)"|data-version="([^"]+)"[^>]*data-testid="landing-page"/.exec(html);
  const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
  return {
    version: version?.[1] ?? version?.[2] ?? null,
    says: new RegExp(`${eyebrow} (\\d+\\.\\d+\\.\\d+)<`).exec(html)?.[1] ?? null,
    offers: jsonLd ? (JSON.parse(jsonLd) as { '@graph': unknown[] })['@graph'].length : 0,
    cookie: answer.headers.get('set-cookie'),
  };
}

/** The released landing versions whose offers job runs (its pid file names a live process). */
function runningJobs(): string[] {
  const folder = path.join(stackDir(), 'offers-jobs');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((version) => {
      const pidFile = path.join(folder, version, 'job.pid');
      if (!existsSync(pidFile)) return false;
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
        return true;
      } catch {
        return false;
      }
    })
    .sort();
}
const releasedConfig = () => JSON.parse(readFileSync(path.join(stackDir(), 'config.json'), 'utf8')) as ConfigFile;

/** Every file of the host's build, by path, size and content: a release never rebuilds or touches it. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const entry of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const file = path.join(dir, entry);
    if (statSync(file).isFile()) hash.update(entry).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const variants: Record<string, string> = {};
/** Changed copies of built remotes (withManifest), removed at the end. */
const copies: string[] = [];
let originalConfig = '';
let hostBuild = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  originalConfig = readFileSync(path.join(stackDir(), 'config.json'), 'utf8');
  hostBuild = fingerprint(path.join(repoRoot, 'host/dist'));
  const tag = prodTestPorts.host;
  const builds: Record<string, Promise<string>> = {
    landing110: landingVariant('1.1.0'),
    landing120: landingVariant('1.2.0'),
    landing130: landingVariant('1.3.0'),
    landing140: landingVariant('1.4.0'),
    checkout110: buildRemoteVariant('remote-checkout', `release-110-${tag}`, { version: '1.1.0' }),
    // A contract broken: `landing/mount` no longer exports `mount`.
    noMount: buildRemoteVariant('remote-landing', `release-nomount-${tag}`, {
      version: '1.1.0',
      replace: [{ file: 'src/exposes/mount.ts', from: 'export const mount:', to: 'export const mountList:' }],
    }),
    // A route that throws as it renders in the browser (its first view still renders at build time).
    throwing: buildRemoteVariant('remote-landing', `release-throws-${tag}`, {
      version: '1.1.0',
      replace: [
        {
          file: 'src/landing/LandingPage.tsx',
          from: '  return (\n',
          to: "  if (typeof window !== 'undefined') throw new Error('a broken release');\n  return (\n",
        },
      ],
    }),
    // A first view its offers job cannot render (the build's own, without offers, still renders).
    firstViewThrows: buildRemoteVariant('remote-landing', `release-firstview-${tag}`, {
      version: '1.1.0',
      replace: [
        {
          file: 'src/prerender/renderFirstView.tsx',
          from: '  setRuntimeConfig(config);\n',
          to: "  setRuntimeConfig(config);\n  throw new Error('a first view that cannot render');\n",
        },
      ],
    }),
    // Built against a React major the page does not have.
    react20: buildRemoteVariant('remote-landing', `release-react20-${tag}`, {
      version: '1.1.0',
      dependencies: { react: '^20.0.0', 'react-dom': '^20.0.0' },
    }),
  };
  for (const [name, build] of Object.entries(builds)) variants[name] = await build;
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  // The stack as it started, for the test files after this one: its config served again, the releases gone.
  const site = await readSite(sitePath());
  await switchConfig(
    site,
    () => JSON.parse(originalConfig) as ConfigFile,
    () => ({ action: 'rollback', app: 'landing', version: 'start', manifest: `${landingOrigin()}/mf-manifest.json`, previous: null, checks: [] }),
    'e2e',
  );
  for (const app of ['landing', 'checkout']) {
    for (const entry of readdirSync(path.join(stackDir(), `static-${app}`)))
      if (releaseFolder.test(entry)) rmSync(path.join(stackDir(), `static-${app}`, entry), { recursive: true, force: true });
  }
  rmSync(path.join(stackDir(), 'maps'), { recursive: true, force: true });
  rmSync(path.join(stackDir(), 'releases.jsonl'), { force: true });
  // The config switched back stopped the released versions' offers jobs.
  expect(runningJobs()).toEqual([]);
  rmSync(path.join(stackDir(), 'offers-jobs'), { recursive: true, force: true });
  for (const dir of Object.values(variants)) removeVariant(dir);
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  expect(fingerprint(path.join(repoRoot, 'host/dist'))).toBe(hostBuild);
});

const dist = (variant: string) => path.join(variants[variant] ?? '', 'dist');

/** A copy of a built remote with its manifest changed, as a broken upload would serve it. */
function withManifest(variant: string, change: (text: string) => string): string {
  const copy = `${variants[variant] ?? ''}-copy-${Math.random().toString(36).slice(2, 8)}`;
  cpSync(dist(variant), copy, { recursive: true });
  copies.push(copy);
  const file = path.join(copy, 'mf-manifest.json');
  writeFileSync(file, change(readFileSync(file, 'utf8')));
  // Its precompressed copies would still say the old one (nginx serves them first).
  rmSync(`${file}.gz`, { force: true });
  rmSync(`${file}.br`, { force: true });
  return copy;
}

/**
 * A copy of a built remote whose published types (`@mf-types.zip`) declare an exposed module `change`d, as a build
 * from a changed contract would publish them.
 */
function withTypes(variant: string, module: string, change: (declaration: string) => string): string {
  const copy = `${variants[variant] ?? ''}-copy-${Math.random().toString(36).slice(2, 8)}`;
  cpSync(dist(variant), copy, { recursive: true });
  copies.push(copy);
  const file = path.join(copy, '@mf-types.zip');
  const zip = new AdmZip(file);
  const declaration = zip.readAsText(`${module}.d.ts`);
  expect(change(declaration)).not.toBe(declaration);
  zip.updateFile(`${module}.d.ts`, Buffer.from(change(declaration)));
  zip.writeZip(file);
  return copy;
}

/** A manifest as a remote built against the next minor of the singleton of ours says it. */
function builtAgainstNextMinor(text: string): string {
  const manifest = JSON.parse(text) as { shared: Array<{ name: string; version: string; requiredVersion?: string }> };
  for (const shared of manifest.shared) {
    if (shared.name !== '@suscripciones/shared') continue;
    const [major = '0', minor = '0'] = shared.version.split('.');
    shared.version = `${major}.${Number(minor) + 1}.0`;
    shared.requiredVersion = `^${shared.version}`;
  }
  return JSON.stringify(manifest);
}

/** The landing manifests a page asked for, and what it showed. */
async function landingVisit(page: Page): Promise<{ manifests: string[]; version: string | null }> {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(landingOrigin()) && request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
  });
  await page.goto(route('/', { lang: 'es' }));
  await landingReady(page);
  return { manifests: [...new Set(manifests)], version: await page.getByTestId('landing-page').getAttribute('data-version') };
}

/** The history's lines written since `before` (its text then), parsed. */
const linesSince = (before: string | null, after: string | null): unknown[] => {
  expect((after ?? '').startsWith(before ?? '')).toBe(true);
  return (after ?? '')
    .slice((before ?? '').length)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
};

/**
 * Runs a command that must be refused: exit 1, the live config, pages and folders as they were, and one line more
 * in the history saying who was refused. Its output.
 */
async function refused(...args: string[]): Promise<string> {
  const before = liveState();
  const { code, output } = await releaseCommand(...args);
  expect(code).toBe(1);
  const after = liveState();
  expect({ ...after, history: null }).toEqual({ ...before, history: null });
  expect(linesSince(before.history, after.history)).toEqual([expect.objectContaining({ outcome: 'refused', by: 'squad@e2e', reason: expect.any(String) })]);
  return output;
}

test.describe('a release that breaks something is refused, and nothing changes', () => {
  for (const [what, check, folder] of [
    ['a manifest that does not load', 'manifest', () => withManifest('landing110', () => '{"metaData":')],
    ['a module that breaks its contract', 'contract', () => dist('noMount')],
    ['a React major the page does not have', 'shared', () => dist('react20')],
    ['a singleton of ours newer than the host’s (the host must be released first)', 'shared', () => withManifest('landing110', builtAgainstNextMinor)],
    ['a route that throws', 'smoke', () => dist('throwing')],
    [
      'published types whose mount breaks the contract',
      'types',
      () => withTypes('landing110', 'mount', (declaration) => declaration.replace('mount: (element: HTMLElement,', 'mount: (selector: string,')),
    ],
    ['a first view that its offers job cannot render', 'first view', () => dist('firstViewThrows')],
  ] as const) {
    test(what, async () => {
      test.setTimeout(90_000);
      const output = await refused('release', 'landing', '1.1.0', '--dist', folder());
      expect(output).toMatch(new RegExp(`✗ ${check}`));
      expect(output).toContain('landing 1.1.0 refused: nothing changed');
    });
  }

  test('an origin the page does not allow', async () => {
    test.setTimeout(90_000);
    // The landing's own server, named by another origin: the page's policy allows localhost, not 127.0.0.1.
    const site = JSON.parse(readFileSync(sitePath(), 'utf8')) as { remotes: Record<string, { publicUrl: string }> };
    const otherSite = path.join(stackDir(), 'site-other-origin.json');
    writeFileSync(
      otherSite,
      JSON.stringify({ ...site, remotes: { ...site.remotes, landing: { ...site.remotes.landing, publicUrl: `http://127.0.0.1:${prodTestPorts.landing}/` } } }),
    );
    try {
      const output = await refused('release', 'landing', '1.1.0', '--dist', dist('landing110'), '--site', otherSite);
      expect(output).toMatch(/✗ origin +.*script-src does not allow http:\/\/127\.0\.0\.1/);
    } finally {
      rmSync(otherSite, { force: true });
    }
  });

  test('a version that is not one', async () => {
    expect(await refused('release', 'checkout', '../1.1.0', '--dist', dist('checkout110'))).toContain('"../1.1.0" is not a version');
  });
});

test.describe('releasing, for everyone', () => {
  test("lands two squads' releases made at once, with no host rebuild, each live at the next page load", async ({ openPage }) => {
    test.setTimeout(120_000);
    const [landing, checkout] = await Promise.all([
      releaseCommand('release', 'landing', '1.1.0', '--dist', dist('landing110')),
      releaseCommand('release', 'checkout', '1.1.0', '--dist', dist('checkout110')),
    ]);
    expect([landing.code, checkout.code]).toEqual([0, 0]);
    expect(landing.output).toContain(`landing 1.1.0 is live (was 1.0.0): ${manifestOf(landingOrigin(), '1.1.0')}`);
    expect(releasedConfig().remotes).toMatchObject({ landing: manifestOf(landingOrigin(), '1.1.0'), checkout: manifestOf(checkoutOrigin(), '1.1.0') });
    const served = JSON.parse((await (await fetch(route('/config.json'))).text()) as string) as ConfigFile;
    expect(served.remotes).toMatchObject({ landing: manifestOf(landingOrigin(), '1.1.0'), checkout: manifestOf(checkoutOrigin(), '1.1.0') });

    // The first view before any script is the new version's, rendered by its own offers job with the offers and
    // their JSON-LD, and its job runs; no cookie while no canary runs.
    expect(await firstView()).toEqual({ version: '1.1.0', says: '1.1.0', offers: expect.any(Number), cookie: null });
    expect((await firstView()).offers).toBeGreaterThan(0);
    expect(landing.output).toMatch(/✓ first view +rendered by 1\.1\.0 with call 1's offers: wrote \d+ offers/);
    expect(runningJobs()).toEqual(['1.1.0']);
    const { page, context } = await openPage();
    // And hydrated by it.
    expect(await landingVisit(page)).toEqual({ manifests: [manifestOf(landingOrigin(), '1.1.0')], version: '1.1.0' });
    const checkoutManifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json') && request.url().startsWith(checkoutOrigin())) checkoutManifests.push(request.url());
    });
    await page.goto(route('/checkout', { lang: 'es' }));
    await page.getByTestId('checkout-page').waitFor();
    // Which version (the landing may have asked for it already, loading the next step ahead while idle).
    expect([...new Set(checkoutManifests)]).toEqual([manifestOf(checkoutOrigin(), '1.1.0')]);
    await context.close();
    // Source maps kept per version, never served.
    expect(existsSync(path.join(stackDir(), 'maps/landing/1.1.0'))).toBe(true);
    expect((await fetch(`${landingOrigin()}/1.1.0/mf-manifest.json`)).status).toBe(200);
    expect(readdirSync(path.join(stackDir(), 'static-landing/1.1.0'), { recursive: true }).filter((file) => String(file).endsWith('.map'))).toEqual([]);
  });

  test('never replaces a version folder: a version is released once', async () => {
    expect(await refused('release', 'checkout', '1.1.0', '--dist', dist('checkout110'))).toContain('checkout 1.1.0 was released before');
  });
});

/** First visits of `visits` new visitors, four at a time: how many were given the manifest `canary`. */
async function firstVisits(browser: Browser, visits: number, canary: string): Promise<number> {
  let next = 0;
  let given = 0;
  const lane = async () => {
    while (next < visits) {
      next += 1;
      const context = await browser.newContext();
      const page = await context.newPage();
      const asked = new Promise<string>((found) => {
        void page.route(`${landingOrigin()}/**/mf-manifest.json`, (request) => {
          found(request.request().url());
          void request.abort();
        });
      });
      await page.goto(route('/', { lang: 'es' }), { waitUntil: 'commit' });
      if ((await asked) === canary) given += 1;
      await context.close();
    }
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  return given;
}

test.describe('a canary', () => {
  test('gives a share of visitors the new version, sticky per visitor, never two versions in one page; abandoned in one command', async ({
    browser,
    openPage,
  }) => {
    test.setTimeout(240_000);
    const started = await releaseCommand('release', 'landing', '1.2.0', '--dist', dist('landing120'), '--canary', '30');
    expect(started.code).toBe(0);
    expect(started.output).toContain('landing 1.2.0 is live for 30 % of visitors');
    expect(releasedConfig()).toMatchObject({
      remotes: { landing: manifestOf(landingOrigin(), '1.1.0') },
      canary: { landing: { manifest: manifestOf(landingOrigin(), '1.2.0'), percent: 30 } },
    });

    // Many first visits: each new visitor draws a bucket, and about 30 % of them get the canary. 30 % of 150 is
    // 45; a fair draw strays from it by 5.6 on average, and the tolerance is three times that.
    const given = await firstVisits(browser, 150, manifestOf(landingOrigin(), '1.2.0'));
    expect(given).toBeGreaterThanOrEqual(45 - 17);
    expect(given).toBeLessThanOrEqual(45 + 17);

    // The first view before any script is the visitor's version's: the canary's for a bucket below 30 %, the
    // released one's above; a new visitor is given a bucket by the server, and the first view of that bucket.
    expect(runningJobs()).toEqual(['1.1.0', '1.2.0']);
    for (const [bucket, version] of [
      ['3', '1.2.0'],
      ['03', '1.2.0'],
      ['29', '1.2.0'],
      ['30', '1.1.0'],
      ['97', '1.1.0'],
    ] as const) {
      expect(await firstView(bucket)).toMatchObject({ version, says: version, cookie: null });
    }
    const drawn = await firstView();
    const newBucket = /^suscripciones_bucket=(\d{2}); Path=\/suscripciones; Max-Age=31536000; SameSite=Lax$/.exec(drawn.cookie ?? '')?.[1];
    expect(newBucket).toBeDefined();
    expect(drawn.version).toBe(Number(newBucket) < 30 ? '1.2.0' : '1.1.0');

    // A visitor keeps their version on every reload and gets only that one, hydrating the first view it was sent.
    for (const [bucket, version] of [
      ['3', '1.2.0'],
      ['97', '1.1.0'],
    ] as const) {
      const { page, context } = await openPage();
      const renderedAnew: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('rendered anew')) renderedAnew.push(message.text());
      });
      await context.addCookies([{ name: 'suscripciones_bucket', value: bucket, url: route('/') }]);
      for (let reload = 0; reload < 3; reload += 1) expect(await landingVisit(page)).toEqual({ manifests: [manifestOf(landingOrigin(), version)], version });
      expect(renderedAnew).toEqual([]);
      await context.close();
    }
    // A visitor without a bucket is given one, and keeps it.
    const { page, context } = await openPage();
    const first = await landingVisit(page);
    expect((await context.cookies()).find((entry) => entry.name === 'suscripciones_bucket')?.value).toMatch(/^\d{1,2}$/);
    expect(await landingVisit(page)).toEqual(first);
    await context.close();

    const abandoned = await releaseCommand('canary', 'abandon', 'landing');
    expect(abandoned.code).toBe(0);
    expect(abandoned.output).toContain("landing's canary 1.2.0 given up: 1.1.0 for everyone");
    expect(releasedConfig().canary).toEqual({});
    expect(await firstView('3')).toMatchObject({ version: '1.1.0', says: '1.1.0', cookie: null });
    expect(runningJobs()).toEqual(['1.1.0']);
  });

  test('is promoted to everyone in one command, and rolled back in one', async ({ openPage }) => {
    test.setTimeout(180_000);
    expect((await releaseCommand('release', 'landing', '1.3.0', '--dist', dist('landing130'), '--canary', '50')).code).toBe(0);
    const promoted = await releaseCommand('canary', 'promote', 'landing');
    expect(promoted.code).toBe(0);
    expect(promoted.output).toContain('landing 1.3.0 is live for everyone (was 1.1.0)');
    expect(releasedConfig()).toMatchObject({ remotes: { landing: manifestOf(landingOrigin(), '1.3.0') }, canary: {} });
    expect(await firstView('97')).toMatchObject({ version: '1.3.0', says: '1.3.0' });
    expect(runningJobs()).toEqual(['1.3.0']);
    let visit = await openPage();
    expect(await landingVisit(visit.page)).toEqual({ manifests: [manifestOf(landingOrigin(), '1.3.0')], version: '1.3.0' });
    await visit.context.close();

    const rolledBack = await releaseCommand('rollback', 'landing');
    expect(rolledBack.code).toBe(0);
    expect(rolledBack.output).toContain('landing rolled back to 1.1.0 (was 1.3.0)');
    // The version rolled back to renders its first view afresh before the switch, and its job runs again.
    expect(rolledBack.output).toMatch(/✓ first view +rendered by 1\.1\.0/);
    expect(await firstView()).toMatchObject({ version: '1.1.0', says: '1.1.0' });
    expect(runningJobs()).toEqual(['1.1.0']);
    visit = await openPage();
    expect(await landingVisit(visit.page)).toEqual({ manifests: [manifestOf(landingOrigin(), '1.1.0')], version: '1.1.0' });
    await visit.context.close();

    const history = await releaseCommand('releases');
    expect(history.code).toBe(0);
    const lines = history.output.trim().split('\n').slice(1);
    // Every refused attempt is listed, with what refused it; the changes that went live, in order.
    const refusals = lines.filter((line) => / refused /.test(line));
    expect(refusals.length).toBe(10);
    expect(refusals.join('\n')).toMatch(/landing +release refused +1\.1\.0 +– +squad@e2e +\d+\/\d+ +smoke: /);
    const rows = lines.filter((line) => !/ refused /.test(line)).map((line) => line.split(/\s{2,}/).slice(1, 6));
    // The two releases made at once landed in either order.
    expect(new Set(rows.slice(0, 2).map((row) => row.join(' ')))).toEqual(
      new Set(['landing release 1.1.0 1.0.0 squad@e2e', 'checkout release 1.1.0 1.0.0 squad@e2e']),
    );
    expect(rows.slice(2)).toEqual([
      ['landing', 'canary 30 %', '1.2.0', '1.1.0', 'squad@e2e'],
      ['landing', 'abandon', '1.1.0', '1.2.0', 'squad@e2e'],
      ['landing', 'canary 50 %', '1.3.0', '1.1.0', 'squad@e2e'],
      ['landing', 'promote', '1.3.0', '1.1.0', 'squad@e2e'],
      ['landing', 'rollback', '1.1.0', '1.3.0', 'squad@e2e'],
    ]);
  });
});

/** The page's address with a preview token in it. */
const previewLink = (token: string) => {
  const url = new URL(route('/', { lang: 'es' }));
  url.searchParams.set('preview', token);
  return url.href;
};

test.describe('a preview', () => {
  test('loads the candidate for the browser that opens its link only, and none for a link forged or expired', async ({ openPage }) => {
    test.setTimeout(180_000);
    const before = liveState();
    const previewed = await releaseCommand('release', 'landing', '1.4.0', '--dist', dist('landing140'), '--preview', '--hours', '2');
    expect(previewed.code).toBe(0);
    expect(previewed.output).toContain('landing 1.4.0 previewed until');
    const link = /^(http:\/\/\S+\?preview=\S+)$/m.exec(previewed.output)?.[1] ?? '';
    expect(link).toContain(`http://localhost:${prodTestPorts.host}/suscripciones/?preview=`);
    // Nothing changed for visitors: the config and pages as they were; the candidate's folder and a history line.
    const after = liveState();
    expect({ config: after.config, generation: after.generation, policy: after.policy }).toEqual({
      config: before.config,
      generation: before.generation,
      policy: before.policy,
    });
    expect(linesSince(before.history, after.history)).toEqual([
      expect.objectContaining({ action: 'preview', app: 'landing', version: '1.4.0', by: 'squad@e2e', expires: expect.any(String) }),
    ]);

    // Its opener sees 1.4.0, on this page and the next ones, and the token leaves the address bar.
    const opener = await openPage();
    const manifests: string[] = [];
    opener.page.on('request', (request) => {
      if (request.url().startsWith(landingOrigin()) && request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
    });
    await opener.page.goto(link);
    await landingReady(opener.page);
    await expect(opener.page.getByTestId('landing-page')).toHaveAttribute('data-version', '1.4.0');
    expect(new URL(opener.page.url()).searchParams.has('preview')).toBe(false);
    expect([...new Set(manifests)]).toEqual([manifestOf(landingOrigin(), '1.4.0')]);
    expect(await landingVisit(opener.page)).toEqual({ manifests: [manifestOf(landingOrigin(), '1.4.0')], version: '1.4.0' });
    await opener.context.close();

    // Any other visitor gets the released version.
    const other = await openPage();
    expect(await landingVisit(other.page)).toEqual({ manifests: [manifestOf(landingOrigin(), '1.1.0')], version: '1.1.0' });
    await other.context.close();

    // A link whose payload was changed (another version, a later expiry), or signed with another key, or expired.
    const token = new URL(link).searchParams.get('preview') ?? '';
    const [body = '', signature = ''] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const changed = `${Buffer.from(JSON.stringify({ ...payload, expires: Date.now() + 365 * 86_400_000 })).toString('base64url')}.${signature}`;
    const site = await readSite(sitePath());
    const siteKey = await webcrypto.subtle.importKey(
      'jwk',
      JSON.parse(readFileSync(site.preview?.privateKey ?? '', 'utf8')) as JsonWebKey,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['sign'],
    );
    const expired = await signPreview(
      { app: 'landing', version: '1.4.0', manifest: manifestOf(landingOrigin(), '1.4.0'), expires: Date.now() - 1000 },
      siteKey,
    );
    const strangerKey = (await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])).privateKey;
    const stranger = await signPreview(
      { app: 'landing', version: '1.4.0', manifest: manifestOf(landingOrigin(), '1.4.0'), expires: Date.now() + 60_000 },
      strangerKey,
    );
    for (const [bad, said] of [
      [changed, 'the preview link is not valid'],
      [stranger, 'the preview link is not valid'],
      [expired, 'the preview link has expired'],
    ] as const) {
      const visitor = await openPage();
      const warnings: string[] = [];
      visitor.page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await visitor.page.goto(previewLink(bad));
      await landingReady(visitor.page);
      await expect(visitor.page.getByTestId('landing-page')).toHaveAttribute('data-version', '1.1.0');
      expect(warnings).toContain(`[suscripciones] ${said}: the released versions are shown`);
      await visitor.context.close();
    }
  });

  test('is kept by prune while its link works, with what is served and what was served within the skew window', async () => {
    const pruned = await releaseCommand('releases', 'prune', '--keep', '1');
    expect(pruned.code).toBe(0);
    expect(pruned.output).toContain('landing: nothing removed');
    expect(pruned.output).toMatch(/kept +1\.4\.0 \(previewed until /);
    expect(pruned.output).toMatch(/kept +1\.1\.0 \(served now\)/);
    expect(pruned.output).toMatch(/kept +1\.3\.0 \(served within the last 7 days\)/);
    expect(liveState().versions[0]?.sort()).toEqual(['1.1.0', '1.2.0', '1.3.0', '1.4.0']);
  });

  test('goes live as it was previewed when released, and only as that build', async () => {
    test.setTimeout(120_000);
    // Another build under the previewed version (its manifest names other files) is refused, the preview kept.
    const other = withManifest('landing140', (text) => `${text}\n`);
    expect(await refused('release', 'landing', '1.4.0', '--dist', other)).toContain('landing 1.4.0 was previewed from another build');
    const released = await releaseCommand('release', 'landing', '1.4.0', '--dist', dist('landing140'));
    expect(released.code, released.output).toBe(0);
    expect(released.output).toContain(`landing 1.4.0 is live (was 1.1.0): ${manifestOf(landingOrigin(), '1.4.0')}`);
    expect(await firstView()).toMatchObject({ version: '1.4.0', says: '1.4.0' });
    expect(runningJobs()).toEqual(['1.4.0']);
    // Released, it is a version like any other: never released again.
    expect(await refused('release', 'landing', '1.4.0', '--dist', dist('landing140'))).toContain('landing 1.4.0 was released before');
  });
});

// First visits whose landing manifest is cut off on purpose (only which one was asked for matters there).
test.use(
  allowPageProblems(
    {
      test: /a canary gives a share of visitors/,
      problem: /^console: Failed to load resource: net::ERR_FAILED$/,
      why: 'the manifests the share count cuts off',
    },
    {
      test: /a canary gives a share of visitors/,
      problem: /^console: RemoteUnavailableError: Remote "landing" could not be loaded/,
      why: 'the host’s log of the manifest cut off',
    },
  ),
);
