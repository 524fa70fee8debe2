/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appendHistory, readHistory, releasedVersions, rollbackTarget, type HistoryEntry, type HistoryLine } from './history';

const manifest = (version: string) => `https://cdn.test/landing/${version}/mf-manifest.json`;
const served = (version: string) => ({ version, manifest: manifest(version) });
const entry = (action: HistoryEntry['action'], version: string, previous: string | null, app: HistoryEntry['app'] = 'landing'): HistoryEntry => ({
  at: '2026-11-28T10:00:00.000Z',
  by: 'squad@ci',
  action,
  app,
  version,
  manifest: manifest(version),
  previous: previous === null ? null : served(previous),
  checks: [{ name: 'manifest', ok: true, detail: 'loads' }],
});

describe('the versions a rollback returns to', () => {
  it('returns to the version released before the live one, and further back on a second rollback', () => {
    const history = [entry('release', '1.1.0', '1.0.0'), entry('release', '1.2.0', '1.1.0'), entry('release', '1.3.0', '1.2.0')];
    expect(rollbackTarget(history, 'landing', manifest('1.3.0'))).toEqual(served('1.2.0'));
    const once = [...history, entry('rollback', '1.2.0', '1.3.0')];
    expect(rollbackTarget(once, 'landing', manifest('1.2.0'))).toEqual(served('1.1.0'));
    const twice = [...once, entry('rollback', '1.1.0', '1.2.0')];
    expect(rollbackTarget(twice, 'landing', manifest('1.1.0'))).toEqual(served('1.0.0'));
  });

  it('counts a promoted canary as released, and an abandoned or running canary as not', () => {
    const history = [
      entry('release', '1.1.0', '1.0.0'),
      entry('canary', '1.2.0', '1.1.0'),
      entry('abandon', '1.1.0', '1.2.0'),
      entry('canary', '1.3.0', '1.1.0'),
      entry('promote', '1.3.0', '1.1.0'),
    ];
    expect(releasedVersions(history, 'landing')).toEqual([served('1.0.0'), served('1.1.0'), served('1.3.0')]);
    expect(rollbackTarget(history, 'landing', manifest('1.3.0'))).toEqual(served('1.1.0'));
  });

  it('never returns to what is live: a history that names the live version twice goes below it', () => {
    // The same manifest released again (a site rebuilt from scratch under an older history): a rollback to it would
    // change nothing.
    const history = [entry('release', '1.0.0', '0.9.0'), entry('release', '1.1.0', '1.0.0'), entry('release', '1.1.0', '1.1.0')];
    expect(rollbackTarget(history, 'landing', manifest('1.1.0'))).toEqual(served('1.0.0'));
  });

  it('never counts a refused attempt as released', () => {
    const refusedAttempt: HistoryLine = {
      at: '2026-11-28T11:00:00.000Z',
      by: 'squad@ci',
      outcome: 'refused',
      action: 'release',
      app: 'landing',
      version: '1.2.0',
      reason: 'landing 1.2.0 refused: nothing changed',
      checks: [{ name: 'smoke', ok: false, detail: '/ threw' }],
    };
    const history = [entry('release', '1.1.0', '1.0.0'), refusedAttempt];
    expect(releasedVersions(history, 'landing')).toEqual([served('1.0.0'), served('1.1.0')]);
    expect(rollbackTarget(history, 'landing', manifest('1.1.0'))).toEqual(served('1.0.0'));
  });

  it("keeps each app's releases apart", () => {
    const history = [entry('release', '1.1.0', '1.0.0'), entry('release', '2.0.0', '1.9.0', 'checkout')];
    expect(rollbackTarget(history, 'landing', manifest('1.1.0'))).toEqual(served('1.0.0'));
    expect(releasedVersions(history, 'checkout')).toEqual([served('1.9.0'), served('2.0.0')]);
  });

  it('knows none when the live version is not the last one the history records (the config was edited by hand), or when nothing was released', () => {
    expect(rollbackTarget([entry('release', '1.1.0', '1.0.0')], 'landing', manifest('1.5.0'))).toBeNull();
    expect(rollbackTarget([], 'landing', manifest('1.0.0'))).toBeNull();
    expect(rollbackTarget([entry('release', '1.1.0', null)], 'landing', manifest('1.1.0'))).toBeNull();
  });
});

describe('the history file', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'history-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is one JSON line per change, read back as written; a missing file is an empty history', async () => {
    const file = path.join(dir, 'releases.jsonl');
    expect(await readHistory(file)).toEqual([]);
    await appendHistory(file, entry('release', '1.1.0', '1.0.0'));
    await appendHistory(file, entry('canary', '1.2.0', '1.1.0'));
    const refusedAttempt: HistoryLine = {
      at: '2026-11-28T11:00:00.000Z',
      by: 'squad@ci',
      outcome: 'refused',
      action: 'rollback',
      app: 'landing',
      reason: 'no earlier release',
      checks: [],
    };
    await appendHistory(file, refusedAttempt);
    expect(await readHistory(file)).toEqual([entry('release', '1.1.0', '1.0.0'), entry('canary', '1.2.0', '1.1.0'), refusedAttempt]);
  });

  it('names the line that is not a release entry', async () => {
    const file = path.join(dir, 'releases.jsonl');
    await writeFile(file, `${JSON.stringify(entry('release', '1.1.0', '1.0.0'))}\n{"app":"basket"}\n`);
    await expect(readHistory(file)).rejects.toThrow(/releases\.jsonl:2: not a release entry/);
  });
});
