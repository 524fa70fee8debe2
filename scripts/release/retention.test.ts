/** @jest-environment node */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HistoryEntry, HistoryLine } from './history';
import { prune, retention, skewWindowDays } from './retention';
import { servedVersionOf, type Site } from './site';
import { runCli } from './cli';
import { testConfig } from '@suscripciones/kit/testing';

const now = new Date('2026-11-28T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const publicUrl = 'https://cdn.test/landing/';
const manifest = (version: string) => `${publicUrl}${version}/mf-manifest.json`;

const change = (action: HistoryEntry['action'], version: string, previous: string | null, at: Date): HistoryEntry => ({
  at: at.toISOString(),
  by: 'squad@ci',
  action,
  app: 'landing',
  version,
  manifest: manifest(version),
  previous: previous === null ? null : { version: previous, manifest: manifest(previous) },
  checks: [],
});
const refusedAttempt = (version: string, at: Date): HistoryLine => ({
  at: at.toISOString(),
  by: 'squad@ci',
  outcome: 'refused',
  action: 'release',
  app: 'landing',
  version,
  reason: 'refused',
  checks: [],
});
const folders = (...versions: Array<[string, Date]>) => versions.map(([version, writtenAt]) => ({ version, writtenAt }));
const removed = (verdicts: ReturnType<typeof retention>) => verdicts.filter((verdict) => !verdict.kept).map((verdict) => verdict.version);

describe('which version folders may go', () => {
  // Six releases a month apart, the last two within the window; a canary of 1.6.0 running.
  const history: HistoryLine[] = [
    change('release', '1.1.0', '1.0.0', daysAgo(60)),
    change('release', '1.2.0', '1.1.0', daysAgo(50)),
    refusedAttempt('1.2.1', daysAgo(45)),
    change('release', '1.3.0', '1.2.0', daysAgo(40)),
    change('release', '1.4.0', '1.3.0', daysAgo(30)),
    change('release', '1.5.0', '1.4.0', daysAgo(3)),
    change('canary', '1.6.0', '1.5.0', daysAgo(1)),
  ];
  const onDisk = folders(
    ['1.1.0', daysAgo(60)],
    ['1.2.0', daysAgo(50)],
    ['1.3.0', daysAgo(40)],
    ['1.4.0', daysAgo(30)],
    ['1.5.0', daysAgo(3)],
    ['1.6.0', daysAgo(1)],
  );

  it('removes what is beyond the last N released, keeping what is served and what was served within the skew window', () => {
    const verdicts = retention({ app: 'landing', history, folders: onDisk, served: ['1.5.0', '1.6.0'], keep: 1, now });
    // 1.4.0 was served until 1.5.0 replaced it three days ago: a tab opened then still loads it.
    expect(verdicts.filter((verdict) => verdict.kept)).toEqual([
      { version: '1.5.0', kept: true, because: 'served now' },
      { version: '1.4.0', kept: true, because: `served within the last ${skewWindowDays} days` },
      { version: '1.6.0', kept: true, because: 'served now' },
    ]);
    expect(removed(verdicts)).toEqual(['1.3.0', '1.2.0', '1.1.0']);
  });

  it('keeps the last N released whatever their age, and never counts a refused attempt as released', () => {
    const verdicts = retention({ app: 'landing', history, folders: onDisk, served: ['1.5.0'], keep: 3, now });
    expect(removed(verdicts)).toEqual(['1.2.0', '1.1.0']);
    expect(verdicts.find((verdict) => verdict.version === '1.3.0')).toEqual({ version: '1.3.0', kept: true, because: 'among the last 3 released' });
  });

  it('counts a rollback as a release of the version it returns to', () => {
    const rolledBack = [...history.slice(0, 6), change('rollback', '1.2.0', '1.5.0', daysAgo(20))];
    const old = rolledBack.map((line) => ({ ...line, at: daysAgo(20 + rolledBack.length - rolledBack.indexOf(line)).toISOString() }));
    const verdicts = retention({ app: 'landing', history: old, folders: onDisk.slice(0, 5), served: ['1.2.0'], keep: 2, now });
    expect(removed(verdicts)).toEqual(['1.4.0', '1.3.0', '1.1.0']);
  });

  it('keeps a folder never released while a release may be checking it, and removes an old one', () => {
    const verdicts = retention({
      app: 'landing',
      history,
      folders: [...onDisk, ...folders(['2.0.0', daysAgo(0)], ['1.2.1', daysAgo(45)])],
      served: ['1.5.0'],
      keep: 1,
      now,
    });
    expect(verdicts.find((verdict) => verdict.version === '2.0.0')).toEqual({ version: '2.0.0', kept: true, because: 'never released, written recently' });
    expect(removed(verdicts)).toContain('1.2.1');
  });

  it('keeps a previewed version while its link works, and lets it go after', () => {
    const previewLine: HistoryLine = { ...change('preview', '1.7.0', '1.5.0', daysAgo(10)), expires: new Date(now.getTime() + 3600_000).toISOString() };
    const withPreview = [...history, previewLine];
    const disk = [...onDisk, ...folders(['1.7.0', daysAgo(10)])];
    expect(
      retention({ app: 'landing', history: withPreview, folders: disk, served: ['1.5.0'], keep: 1, now }).find((verdict) => verdict.version === '1.7.0'),
    ).toEqual({
      version: '1.7.0',
      kept: true,
      because: `previewed until ${previewLine.expires ?? ''}`,
    });
    const later = new Date(now.getTime() + 2 * 3600_000);
    expect(removed(retention({ app: 'landing', history: withPreview, folders: disk, served: ['1.5.0'], keep: 1, now: later }))).toContain('1.7.0');
  });

  it("reads each app's history apart", () => {
    const checkout: HistoryLine = { ...change('release', '1.1.0', '1.0.0', daysAgo(1)), app: 'checkout' };
    const verdicts = retention({ app: 'landing', history: [checkout], folders: folders(['1.1.0', daysAgo(90)]), served: [], keep: 1, now });
    expect(removed(verdicts)).toEqual(['1.1.0']);
  });

  it('reads the version of a served manifest only from its own version folder', () => {
    const remote = { staticRoot: '/srv/landing', publicUrl };
    expect(servedVersionOf(remote, manifest('1.5.0'))).toBe('1.5.0');
    expect(servedVersionOf(remote, `${publicUrl}mf-manifest.json`)).toBeNull();
    expect(servedVersionOf(remote, 'https://elsewhere.test/landing/1.5.0/mf-manifest.json')).toBeNull();
    expect(servedVersionOf(remote, `${publicUrl}1.5.0/nested/mf-manifest.json`)).toBeNull();
  });
});

describe('pruning a site', () => {
  let dir = '';
  let site: Site;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'prune-'));
    const remote = (app: string) => ({ staticRoot: path.join(dir, `static-${app}`), publicUrl: `https://cdn.test/${app}/` });
    site = {
      config: path.join(dir, 'config.json'),
      host: {
        url: 'https://www.agrinews.test/suscripciones/',
        dist: path.join(dir, 'host'),
        runtimeRoot: path.join(dir, 'runtime'),
        origins: ['https://www.agrinews.test'],
      },
      remotes: { landing: remote('landing'), checkout: remote('checkout'), payment: remote('payment') },
      portalOrigins: [],
      policyFiles: [],
      reload: [],
      history: path.join(dir, 'releases.jsonl'),
      maps: path.join(dir, 'maps'),
    };
    for (const [version, age] of [
      ['1.1.0', 60],
      ['1.2.0', 50],
      ['1.3.0', 2],
    ] as const) {
      const folder = path.join(site.remotes.landing.staticRoot, version);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'mf-manifest.json'), '{}');
      await utimes(folder, daysAgo(age), daysAgo(age));
      await mkdir(path.join(site.maps, 'landing', version), { recursive: true });
    }
    // The starting build's own files beside the version folders: never touched.
    await writeFile(path.join(site.remotes.landing.staticRoot, '107.a852c73b44.js'), '');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const config = testConfig({
    remotes: { landing: manifest('1.3.0'), checkout: 'https://cdn.test/checkout/mf-manifest.json', payment: 'https://cdn.test/payment/mf-manifest.json' },
  });
  const history: HistoryLine[] = [change('release', '1.2.0', '1.1.0', daysAgo(50)), change('release', '1.3.0', '1.2.0', daysAgo(30))];

  it('removes the folders and maps of what may go, and nothing else', async () => {
    const reports = await prune(site, { keep: 1, history, config, now });
    expect(reports.find((report) => report.app === 'landing')?.verdicts.map((verdict) => [verdict.version, verdict.kept])).toEqual([
      ['1.3.0', true],
      ['1.2.0', false],
      ['1.1.0', false],
    ]);
    expect((await readdir(site.remotes.landing.staticRoot)).sort()).toEqual(['1.3.0', '107.a852c73b44.js']);
    expect(await readdir(path.join(site.maps, 'landing'))).toEqual(['1.3.0']);
    expect(existsSync(site.remotes.checkout.staticRoot)).toBe(false);
  });

  it('is a command: `releases prune --keep N` prints what it removed and kept, and refuses a bad N', async () => {
    await writeFile(site.config, JSON.stringify(config));
    await writeFile(site.history, history.map((line) => JSON.stringify(line)).join('\n'));
    const siteFile = path.join(dir, 'site.json');
    await writeFile(
      siteFile,
      JSON.stringify({ ...site, remotes: site.remotes, host: site.host, config: 'config.json', history: 'releases.jsonl', maps: 'maps' }),
    );
    let output = '';
    const io = { write: (text: string) => (output += text), env: {} };
    expect(await runCli(['releases', 'prune', '--keep', '0', '--site', siteFile], io)).toBe(1);
    expect(output).toContain('prune takes --keep <N>');
    output = '';
    expect(await runCli(['releases', 'prune', '--keep', '2', '--site', siteFile], io)).toBe(0);
    expect(output).toContain('landing: removed 1.1.0\n  kept    1.3.0 (served now)\n  kept    1.2.0 (among the last 2 released)\n');
    expect(output).toContain('checkout: nothing removed');
  });
});
