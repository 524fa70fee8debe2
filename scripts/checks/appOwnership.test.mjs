/** @jest-environment node */
/**
 * The ownership map (scripts/lib/appOwnership.mjs) is whole: nothing drops out of every squad's run unnoticed.
 * Every subject folder of e2e/tests, every engine journey and every nginx test belongs to an app or to the whole
 * product (the full run); what the map names exists; and each unit test outside the app folders that reaches into an
 * app (a value import, followed through relative imports and the tsconfig paths, or a path to the app's files it
 * reads) is listed under that app, and only those.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { apps, everyApp, wholeProduct } from '../lib/appOwnership.mjs';
import { repoRoot } from '../lib/repoRoot.mjs';

const appNames = Object.keys(apps);
const ownedBy = (key) => appNames.flatMap((app) => apps[app][key]);

const subjectsOnDisk = () =>
  readdirSync(path.join(repoRoot, 'e2e/tests'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'prod')
    .map((entry) => entry.name);

const prodTestsOnDisk = () =>
  readdirSync(path.join(repoRoot, 'e2e/tests/prod'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => name.replace(/\.test\.ts$/, ''));

/** The names of the engine journeys, as `describeJourneys` declares them. */
const journeysOnDisk = () =>
  [...readFileSync(path.join(repoRoot, 'e2e/engines/support/journeys.ts'), 'utf8').matchAll(/\bit\(\s*'([^']+)'/g)].map((match) => match[1]);

/** What exists on disk and no app nor the whole product owns, and what the map names that does not exist. */
function gaps(map, onDisk) {
  const owned = {
    subjects: [...map.ownedBy('subjects'), ...map.wholeProduct.subjects],
    prod: [...map.ownedBy('prod'), ...map.wholeProduct.prod],
    journeys: [...map.ownedBy('journeys'), ...map.everyApp.journeys, ...map.wholeProduct.journeys],
  };
  const startsOne = (name) => owned.journeys.some((start) => name.startsWith(start));
  return {
    unownedSubjects: onDisk.subjects.filter((subject) => !owned.subjects.includes(subject)),
    unownedProdTests: onDisk.prod.filter((name) => !owned.prod.includes(name)),
    unownedJourneys: onDisk.journeys.filter((name) => !startsOne(name)),
    missingSubjects: owned.subjects.filter((subject) => !onDisk.subjects.includes(subject)),
    missingProdTests: owned.prod.filter((name) => !onDisk.prod.includes(name)),
    missingJourneys: owned.journeys.filter((start) => !onDisk.journeys.some((name) => name.startsWith(start))),
  };
}

const noGaps = {
  unownedSubjects: [],
  unownedProdTests: [],
  unownedJourneys: [],
  missingSubjects: [],
  missingProdTests: [],
  missingJourneys: [],
};

const realMap = { ownedBy, everyApp, wholeProduct };
const realTree = () => ({ subjects: subjectsOnDisk(), prod: prodTestsOnDisk(), journeys: journeysOnDisk() });

describe('the ownership map of the browser tests', () => {
  it('gives every subject folder, nginx test and engine journey to an app or to the whole product, and names only those', () => {
    expect(gaps(realMap, realTree())).toEqual(noGaps);
  });

  // A tree holding exactly what the map names, to show the check bites.
  const namedTree = () => ({
    subjects: [...ownedBy('subjects'), ...wholeProduct.subjects],
    prod: [...ownedBy('prod'), ...wholeProduct.prod],
    journeys: [...ownedBy('journeys'), ...everyApp.journeys, ...wholeProduct.journeys].map((start) => `${start} (375 px)`),
  });

  it('fails on a new subject folder, nginx test or journey that it does not name', () => {
    const tree = namedTree();
    expect(gaps(realMap, tree)).toEqual(noGaps);
    const grown = {
      subjects: [...tree.subjects, 'newSubject'],
      prod: [...tree.prod, 'newNginxTest'],
      journeys: [...tree.journeys, 'a journey nobody owns'],
    };
    expect(gaps(realMap, grown)).toEqual({
      ...noGaps,
      unownedSubjects: ['newSubject'],
      unownedProdTests: ['newNginxTest'],
      unownedJourneys: ['a journey nobody owns'],
    });
  });

  it('fails on a subject, nginx test or journey it names that is gone', () => {
    const tree = namedTree();
    const [subject] = apps.landing.subjects;
    const [prod] = apps.landing.prod;
    const [journey] = apps.checkout.journeys.slice(-1);
    const shrunk = {
      subjects: tree.subjects.filter((name) => name !== subject),
      prod: tree.prod.filter((name) => name !== prod),
      journeys: tree.journeys.filter((name) => !name.startsWith(journey)),
    };
    expect(gaps(realMap, shrunk)).toEqual({ ...noGaps, missingSubjects: [subject], missingProdTests: [prod], missingJourneys: [journey] });
  });

  it('leaves to the full run only files that exist, of a subject an app owns', () => {
    const subjects = ownedBy('subjects');
    expect(
      wholeProduct.tests.filter((test) => !subjects.includes(test.split('/')[0]) || !existsSync(path.join(repoRoot, 'e2e/tests', `${test}.test.ts`))),
    ).toEqual([]);
  });

  it('gives a subject either to apps or to the whole product, never both, and every app a subject of its own', () => {
    expect(ownedBy('subjects').filter((subject) => wholeProduct.subjects.includes(subject))).toEqual([]);
    expect(ownedBy('prod').filter((name) => wholeProduct.prod.includes(name))).toEqual([]);
    for (const app of appNames) expect([app, apps[app].subjects.length > 0]).toEqual([app, true]);
  });
});

// The unit tests: which ones outside the app folders reach into an app.
const appFolders = appNames.map((app) => apps[app].folder);
const sourceExtensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'];
const skippedFolders = new Set(['node_modules', 'dist', 'dist-node', '.tmp', '.git', 'coverage']);

function filesUnder(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skippedFolders.has(entry.name) || entry.name.startsWith('.') ? [] : filesUnder(path.join(folder, entry.name));
    return [path.join(folder, entry.name)];
  });
}

/** The unit project's tests (jest.config.mjs `unit`), as repository paths. */
function unitTests() {
  const folders = ['shared', 'kit', 'dev-api', 'bench', ...appFolders];
  const inSources = folders.flatMap((folder) => filesUnder(path.join(repoRoot, folder, 'src'))).filter((file) => /\.test\.tsx?$/.test(file));
  const hostConfig = filesUnder(path.join(repoRoot, 'host/config')).filter((file) => /\/host\/config\/[^/]+\.test\.ts$/.test(file));
  const scripts = filesUnder(path.join(repoRoot, 'scripts')).filter((file) => /\.test\.(ts|mjs)$/.test(file));
  return [...new Set([...inSources, ...hostConfig, ...scripts])].map((file) => path.relative(repoRoot, file));
}

const tsconfigPaths = JSON.parse(readFileSync(path.join(repoRoot, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;

function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (tsconfigPaths[specifier]) base = path.resolve(repoRoot, tsconfigPaths[specifier][0]);
  else return null; // a package: shared and kit never import an app (the layer rules), nor does any package we depend on
  const candidates = [base, ...sourceExtensions.map((extension) => base + extension), ...['/index.ts', '/index.tsx'].map((index) => base + index)];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The modules a file imports for their values (`import type` and `export type` left out: they are gone at run time). */
function valueImports(source) {
  const statements = [...source.matchAll(/(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g)]
    .filter((match) => !match[1])
    .map((match) => match[2]);
  // (`{import('…').Type}` in a JSDoc comment is a type.)
  const calls = [...source.matchAll(/(?<![{\w.])(?:import|require|jest\.requireActual)\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]);
  return [...statements, ...calls];
}

/** A path into an app's files written in the code (`'host/config/…'`, a string of a path alone), its build output aside. */
const appPathLiteral = new RegExp(`['"\`](${appFolders.join('|')})/(?!dist)[\\w./*-]*['"\`]`, 'g');

/** The apps a file reaches: through its value imports, followed within the repository, and the app paths they name. */
function appsReached(file) {
  const reached = new Set();
  const seen = new Set();
  const queue = [path.join(repoRoot, file)];
  while (queue.length > 0) {
    const current = queue.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    const relative = path.relative(repoRoot, current);
    const inApp = appNames.find((app) => relative.startsWith(`${apps[app].folder}/`));
    if (inApp) reached.add(inApp);
    if (!sourceExtensions.some((extension) => current.endsWith(extension))) continue;
    const source = readFileSync(current, 'utf8');
    for (const match of source.matchAll(appPathLiteral)) reached.add(appNames.find((app) => apps[app].folder === match[1]));
    for (const specifier of valueImports(source)) {
      const resolved = resolveImport(current, specifier);
      if (resolved) queue.push(resolved);
    }
  }
  return [...reached];
}

/** Whether an entry of the map (a file, or a folder ending with `/`) covers this test. */
const covers = (entry, file) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry);

/** Per app, the unit tests outside its folder (and outside the contract checks every app runs) that reach into it. */
function testsReaching() {
  const tests = unitTests().filter((file) => !everyApp.unitTests.some((entry) => covers(entry, file)));
  const reached = new Map(tests.map((file) => [file, appsReached(file)]));
  return Object.fromEntries(
    appNames.map((app) => [app, tests.filter((file) => !file.startsWith(`${apps[app].folder}/`) && reached.get(file).includes(app)).sort()]),
  );
}

describe('the ownership map of the unit tests', () => {
  const reaching = testsReaching();

  it('lists under each app every unit test outside its folder that reaches into it', () => {
    const unlisted = Object.fromEntries(
      appNames.map((app) => [app, reaching[app].filter((file) => !apps[app].unitTests.some((entry) => covers(entry, file)))]),
    );
    expect(unlisted).toEqual(Object.fromEntries(appNames.map((app) => [app, []])));
  });

  it('lists nothing else: each entry covers a test that reaches the app', () => {
    const stale = Object.fromEntries(appNames.map((app) => [app, apps[app].unitTests.filter((entry) => !reaching[app].some((file) => covers(entry, file)))]));
    expect(stale).toEqual(Object.fromEntries(appNames.map((app) => [app, []])));
  });

  it('finds a test that reaches an app by an import, through another module, or by a path it reads', () => {
    // scripts/stack/hostPage.test.mjs imports host/src/prerender/routeSlot.ts; scripts/prod/policy.test.mjs reads
    // host/config/config.production.example.json; scripts/services/answers.test.ts reaches the remotes' schemas
    // through answers.ts.
    expect(appsReached('scripts/stack/hostPage.test.mjs')).toContain('host');
    expect(appsReached('scripts/prod/policy.test.mjs')).toContain('host');
    expect(appsReached('scripts/services/answers.test.ts').sort()).toEqual(['checkout', 'landing', 'payment']);
    // dev-api's seed names the landing's offer schema as a type only: gone at run time, so no reach (the type check
    // covers it).
    expect(valueImports("import type { a } from './a';\nexport type { b } from './b';\nimport { c } from './c';\nimport('./d');")).toEqual(['./c', './d']);
  });

  it('names app folders, unit tests and contract checks that exist', () => {
    const paths = [...appFolders, ...appNames.flatMap((app) => apps[app].unitTests), ...everyApp.unitTests];
    expect(paths.filter((entry) => !existsSync(path.join(repoRoot, entry)))).toEqual([]);
  });
});
