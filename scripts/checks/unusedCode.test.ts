/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * knip.jsonc bites: a small workspace with the repository's settings for the
 * shared package (and its tags), holding a file nothing imports, an export
 * nothing imports, and one kept on purpose (@keep). Built under .tmp, so the
 * real tree is never touched.
 */
const root = path.resolve(__dirname, '../..');

interface KnipConfig {
  tags: string[];
  workspaces: Record<string, object>;
}

/** knip.jsonc without its comments (whole-line `//` comments only). */
const repoConfig = JSON.parse(readFileSync(path.join(root, 'knip.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as KnipConfig;

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'probe', private: true, type: 'module' }),
  'pnpm-workspace.yaml': 'packages:\n  - shared\n',
  'knip.json': JSON.stringify({ tags: repoConfig.tags, workspaces: { shared: repoConfig.workspaces.shared } }),
  'shared/package.json': JSON.stringify({ name: '@probe/shared', private: true, type: 'module' }),
  // A test file is an entry: what it imports is used.
  'shared/src/probe.test.ts': "import { used } from './lib';\nvoid used;\n",
  'shared/src/lib.ts': ['export const used = 1;', 'export const unusedExport = 2;', '/** @keep a reason */', 'export const keptOnPurpose = 3;', ''].join('\n'),
  'shared/src/orphan.ts': 'export const orphan = 1;\n',
};

let report = '';
let status: number | null = null;
let fixture = '';

beforeAll(() => {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  fixture = mkdtempSync(path.join(root, '.tmp', 'knip-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  }
  const knip = spawnSync(path.join(root, 'node_modules/.bin/knip'), ['--no-progress', '--include', 'files,exports'], {
    cwd: fixture,
    encoding: 'utf8',
    // Plain text whatever the run's terminal: `npm test` forces colours for its steps outside CI.
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  report = knip.stdout + knip.stderr;
  status = knip.status;
}, 120_000);

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('the unused code check', () => {
  it('fails', () => {
    expect(status).toBe(1);
  });

  it('finds a file nothing imports', () => {
    expect(report).toMatch(/Unused files \(1\)\s+shared\/src\/orphan\.ts/);
  });

  it('finds an export nothing imports, and leaves a used one and a @keep one alone', () => {
    expect(report).toMatch(/Unused exports \(1\)\s+unusedExport\s+shared\/src\/lib\.ts/);
    expect(report).not.toContain('keptOnPurpose');
  });
});
