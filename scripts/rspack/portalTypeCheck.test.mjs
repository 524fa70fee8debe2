/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AdmZip from 'adm-zip';
import { contractMembers } from '../../shared/src/contracts/remotes';
import { repoRoot } from '../lib/repoRoot.mjs';
import { contractsFile, exposedDeclarations, typesArchive } from './federatedTypes.mjs';

/**
 * A change of the mount contract reaches a portal as a failed type check, not as its visitors' run-time error: the
 * landing's published types written from a changed copy of the contracts, unpacked where a portal fixture's
 * federation plugin puts them, and the fixture's own `tsc -p` (its TypeScript, its tsconfig.json, its sources).
 */
const run = promisify(execFile);
const fixtureOf = (name) => path.join(repoRoot, 'e2e/portals', name);

/** The landing's published archive, as its build writes it, from the contracts' source `change`d. */
async function landingTypesFrom(change, dir) {
  const original = readFileSync(contractsFile, 'utf8');
  const changed = change(original);
  expect(changed).not.toBe(original);
  // Beside the original, so its imports (React's types) resolve as the original's do.
  const copyDir = mkdtempSync(path.join(path.dirname(contractsFile), '.contract-'));
  try {
    const contracts = path.join(copyDir, path.basename(contractsFile));
    writeFileSync(contracts, changed);
    const declarations = await exposedDeclarations('landing', ['./LandingPage', './mount'], {
      contracts,
      cacheDir: path.join(dir, 'cache'),
      members: async () => contractMembers,
    });
    return typesArchive(declarations);
  } finally {
    rmSync(copyDir, { recursive: true, force: true });
  }
}

/**
 * The fixture's type check with `@mf-types/landing` unpacked from `archive`, in a copy of its types folder: its
 * tsconfig.json as it is (extended: its sources, its options), its types folder and type roots named anew. The
 * errors tsc prints, or none.
 */
async function fixtureTypeErrors(name, archive, dir) {
  const fixture = fixtureOf(name);
  const copy = path.join(dir, name);
  new AdmZip(archive).extractAllTo(path.join(copy, '@mf-types/landing'), true);
  writeFileSync(
    path.join(copy, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(fixture, 'tsconfig.json'),
      compilerOptions: { baseUrl: '.', typeRoots: [path.join(fixture, 'node_modules/@types')] },
    }),
  );
  const checked = await run(path.join(fixture, 'node_modules/.bin/tsc'), ['-p', copy, '--pretty', 'false'], { cwd: fixture }).then(
    () => ({ stdout: '' }),
    (error) => ({ stdout: String(error.stdout ?? error) }),
  );
  return checked.stdout.split('\n').filter((line) => line.trim() !== '');
}

const changes = [
  {
    what: 'an option renamed (hostUrl → shopUrl)',
    change: (source) => source.replace(/^ {2}hostUrl: string;$/m, '  shopUrl: string;'),
    // Each fixture passes hostUrl, an option mount no longer takes.
    error: /'hostUrl' does not exist (in|on) type 'MountOptions'/,
  },
  {
    what: "mount's element given as a selector (HTMLElement → string)",
    change: (source) => source.replace('mount: (element: HTMLElement,', 'mount: (element: string,'),
    error: /Argument of type 'HTML\w*Element' is not assignable to parameter of type 'string'/,
  },
];

describe("a portal fixture's type check against the landing's published types", () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-types-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  describe.each(changes)('with the mount contract changed: $what', ({ change, error }) => {
    it.each(['vite', 'webpack'])(
      'fails the %s fixture, naming the change',
      async (name) => {
        const errors = await fixtureTypeErrors(name, await landingTypesFrom(change, dir), dir);
        expect(errors.length).toBeGreaterThan(0);
        // Every error is the change's, in the fixture's own sources: nothing else of the copy's set-up fails (with
        // the contracts unchanged, it passes: e2e/tests/embed/portals.test.ts type-checks the fixtures as built).
        for (const line of errors) {
          expect(line).toMatch(/^src\/\S+\(\d+,\d+\): error TS\d+: /);
          expect(line).toMatch(error);
        }
      },
      60_000,
    );
  });
});
