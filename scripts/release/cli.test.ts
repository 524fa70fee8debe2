/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { historyTable, runCli } from './cli';
import type { HistoryEntry } from './history';

const entry: HistoryEntry = {
  at: '2026-11-28T10:00:00.123Z',
  by: 'ana@ci',
  action: 'canary',
  app: 'landing',
  version: '1.5.0',
  manifest: 'https://cdn.test/landing/1.5.0/mf-manifest.json',
  previous: { version: '1.4.0', manifest: 'https://cdn.test/landing/1.4.0/mf-manifest.json' },
  percent: 10,
  checks: [
    { name: 'manifest', ok: true, detail: 'loads' },
    { name: 'smoke', ok: true, detail: '/ shown' },
  ],
};

let dir = '';
let site = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'release-cli-'));
  site = path.join(dir, 'site.json');
  await writeFile(
    site,
    JSON.stringify({
      config: 'config.json',
      host: { url: 'https://www.agrinews.test/suscripciones/', dist: 'host', runtimeRoot: 'runtime', origins: ['https://www.agrinews.test'] },
      remotes: {
        landing: { staticRoot: 'landing', publicUrl: 'https://cdn.test/landing/' },
        checkout: { staticRoot: 'checkout', publicUrl: 'https://cdn.test/checkout/' },
        payment: { staticRoot: 'payment', publicUrl: 'https://cdn.test/payment/' },
      },
      policyFiles: [],
      history: 'releases.jsonl',
      maps: 'maps',
    }),
  );
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function run(...argv: string[]): Promise<{ code: number; output: string }> {
  let output = '';
  const code = await runCli([...argv, '--site', site], { write: (text) => (output += text), env: {} });
  return { code, output };
}

describe('the release commands', () => {
  it('print the history as a table: when, what, who, and the checks passed', async () => {
    expect(historyTable([entry])).toBe(
      [
        'when                  app      action       version  before  by      checks passed  refused by',
        '2026-11-28 10:00:00Z  landing  canary 10 %  1.5.0    1.4.0   ana@ci  2/2',
        '',
      ].join('\n'),
    );
    expect((await run('releases')).output).toBe('No releases yet.\n');
    await writeFile(path.join(dir, 'releases.jsonl'), `${JSON.stringify(entry)}\n${JSON.stringify({ ...entry, app: 'checkout' })}\n`);
    const { code, output } = await run('releases', '--app', 'checkout');
    expect(code).toBe(0);
    expect(output.trim().split('\n')).toHaveLength(2);
    expect(output).toContain('checkout');
  });

  it.each([
    [['release', 'basket', '1.0.0'], 'name the app: landing, checkout or payment (not "basket")'],
    [['release', 'landing', '1.0.0', '--canary', '100'], '--canary takes a percent of visitors from 1 to 99 (not "100")'],
    [['release', 'landing', '1.0.0', '--canary', '7.5'], '--canary takes a percent of visitors from 1 to 99 (not "7.5")'],
    [['release', 'landing', '9.9.9'], 'remote-landing/package.json says'],
    [['canary', 'restart', 'landing'], 'canary takes promote or abandon'],
    [['rollback', 'landing'], 'no such file'],
  ])('refuse %j, saying why', async (argv, message) => {
    const { code, output } = await run(...argv);
    expect(code).toBe(1);
    expect(output).toContain(message);
  });

  it('write every refused attempt into the history, with who ran it and what refused it, and list it', async () => {
    await writeFile(path.join(dir, 'config.json'), '{}');
    const refused = await runCli(['release', 'landing', '../1.1.0', '--dist', dir, '--site', site], {
      write: () => undefined,
      env: { RELEASE_BY: 'ana@ci' },
    });
    expect(refused).toBe(1);
    expect((await run('release', 'basket', '1.0.0')).code).toBe(1);
    const lines = (await readFile(path.join(dir, 'releases.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      expect.objectContaining({
        outcome: 'refused',
        action: 'release',
        app: 'landing',
        version: '../1.1.0',
        by: 'ana@ci',
        reason: '"../1.1.0" is not a version (x.y.z)',
      }),
      expect.objectContaining({ outcome: 'refused', action: 'release', version: '1.0.0', reason: 'name the app: landing, checkout or payment (not "basket")' }),
    ]);
    const { output } = await run('releases');
    expect(output).toMatch(/landing +release refused +\.\.\/1\.1\.0 +– +ana@ci +0\/0 +"\.\.\/1\.1\.0" is not a version/);
    // A refusal by checks names the checks that failed.
    expect(
      historyTable([
        {
          at: entry.at,
          by: 'ana@ci',
          outcome: 'refused',
          action: 'release',
          app: 'landing',
          version: '1.6.0',
          reason: 'landing 1.6.0 refused: nothing changed',
          checks: [
            { name: 'manifest', ok: true, detail: 'loads' },
            { name: 'smoke', ok: false, detail: '/ threw\n    at render (landing.js:1:2)' },
          ],
        },
      ]),
    ).toBe(
      [
        'when                  app      action           version  before  by      checks passed  refused by',
        '2026-11-28 10:00:00Z  landing  release refused  1.6.0    –       ana@ci  1/2            smoke: / threw',
        '',
      ].join('\n'),
    );
  });

  it('say how they are used', async () => {
    let output = '';
    expect(await runCli(['--help'], { write: (text) => (output += text), env: {} })).toBe(0);
    expect(output).toContain('npm run release -- <landing|checkout|payment> <version>');
    expect(await runCli([], { write: () => undefined, env: {} })).toBe(1);
  });
});
