/** @jest-environment node */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { followJobs, publishJob, renderFirstView } from './firstView';
import { servedVersions, type Site } from './site';

const publicUrl = 'https://cdn.test/landing/';
const manifest = (version: string) => `${publicUrl}${version}/mf-manifest.json`;
const starting = `${publicUrl}mf-manifest.json`;

let dir = '';
/** What the site's start and stop commands were run with, one line each: production's systemctl, recorded. */
let calls = '';

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'first-view-'));
  calls = path.join(dir, 'calls');
  await writeFile(calls, '');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A site whose jobs start and stop as production's units do, `systemctl <action> suscripciones-offers@<version>`. */
function siteWith(systemctl: string = process.execPath): Site {
  const recorder = (action: string) => [
    systemctl,
    '-e',
    `require('node:fs').appendFileSync(${JSON.stringify(calls)}, '${action} ' + process.argv[1] + '\\n')`,
    'suscripciones-offers@{version}',
  ];
  return {
    config: path.join(dir, 'config.json'),
    host: { url: 'https://www.test/suscripciones/', dist: dir, runtimeRoot: dir, origins: ['https://www.test'] },
    remotes: {
      landing: { staticRoot: path.join(dir, 'static-landing'), publicUrl },
      checkout: { staticRoot: path.join(dir, 'static-checkout'), publicUrl: 'https://cdn.test/checkout/' },
      payment: { staticRoot: path.join(dir, 'static-payment'), publicUrl: 'https://cdn.test/payment/' },
    },
    portalOrigins: [],
    policyFiles: [],
    reload: [],
    history: path.join(dir, 'releases.jsonl'),
    maps: path.join(dir, 'maps'),
    firstView: { jobs: path.join(dir, 'jobs'), config: path.join(dir, 'config.json'), start: recorder('enable --now'), stop: recorder('disable --now') },
  };
}

/** A config as far as the jobs read it: the landing's released manifest and its canary's (the other remotes' stay). */
const served = (landing: string, canary?: string) => ({
  remotes: { landing, checkout: 'https://cdn.test/checkout/mf-manifest.json', payment: 'https://cdn.test/payment/mf-manifest.json' },
  canary: canary ? { landing: { manifest: canary, percent: 10 } } : {},
});
const recorded = async () => (await readFile(calls, 'utf8')).trim().split('\n').filter(Boolean);

describe("the landing's first view follows its releases", () => {
  it('names the version folders a config serves: the released one and a canary’s, not the starting build', () => {
    const { landing } = siteWith().remotes;
    expect(servedVersions(landing, served(starting), 'landing')).toEqual([]);
    expect(servedVersions(landing, served(manifest('1.1.0'), manifest('1.2.0')), 'landing')).toEqual(['1.1.0', '1.2.0']);
    expect(servedVersions(landing, served('https://elsewhere.test/1.1.0/mf-manifest.json'), 'landing')).toEqual([]);
  });

  it('starts the jobs of the versions served after each switch and stops those of the versions no longer served', async () => {
    const site = siteWith();
    // A release over the starting build, a canary, its promotion, a rollback, and the starting build again.
    followJobs(site, served(starting), served(manifest('1.1.0')));
    followJobs(site, served(manifest('1.1.0')), served(manifest('1.1.0'), manifest('1.2.0')));
    followJobs(site, served(manifest('1.1.0'), manifest('1.2.0')), served(manifest('1.2.0')));
    followJobs(site, served(manifest('1.2.0')), served(manifest('1.1.0')));
    followJobs(site, served(manifest('1.1.0')), served(starting));
    expect(await recorded()).toEqual([
      'enable --now suscripciones-offers@1.1.0',
      'enable --now suscripciones-offers@1.1.0',
      'enable --now suscripciones-offers@1.2.0',
      'disable --now suscripciones-offers@1.1.0',
      'enable --now suscripciones-offers@1.2.0',
      'disable --now suscripciones-offers@1.2.0',
      'enable --now suscripciones-offers@1.1.0',
      'disable --now suscripciones-offers@1.1.0',
    ]);
  });

  it('says the switch is live but a job did not follow, with the command that failed', () => {
    const site = siteWith();
    const broken: Site = { ...site, firstView: site.firstView && { ...site.firstView, start: [process.execPath, '-e', 'process.exit(3)'] } };
    expect(() => followJobs(broken, served(starting), served(manifest('1.1.0')))).toThrow(
      /^live, but the offers jobs did not follow: `.* -e process\.exit\(3\)` failed \(exit 3\): run it by hand$/,
    );
  });

  it("keeps a build's offers job as its version's, and says so when the build has none", async () => {
    const site = siteWith();
    const build = path.join(dir, 'remote-landing');
    await mkdir(path.join(build, 'dist'), { recursive: true });
    expect(await publishJob(site, '1.1.0', path.join(build, 'dist'))).toMatch(/remote-landing\/dist-node holds no offers job \(offers-job\.cjs\)/);
    await mkdir(path.join(build, 'dist-node'));
    await writeFile(path.join(build, 'dist-node/offers-job.cjs'), '// the job');
    expect(await publishJob(site, '1.1.0', path.join(build, 'dist'))).toBeNull();
    expect(existsSync(path.join(dir, 'jobs/1.1.0/offers-job.cjs'))).toBe(true);
  });

  it('leaves everything to the deploy on a site that names no jobs', async () => {
    const site: Site = { ...siteWith(), firstView: undefined };
    followJobs(site, served(starting), served(manifest('1.1.0')));
    expect(await recorded()).toEqual([]);
    expect(await publishJob(site, '1.1.0', path.join(dir, 'dist'))).toBeNull();
    expect(await renderFirstView(site, '1.1.0')).toBeNull();
  });

  it('passes a version released before its site kept jobs, with its build’s first view', async () => {
    expect(await renderFirstView(siteWith(), '1.0.0')).toEqual({
      name: 'first view',
      ok: true,
      detail: "no offers job kept for 1.0.0: its build's first view, without offers",
    });
  });
});
