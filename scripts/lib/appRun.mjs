// `npm test -- --app <app>`: a squad's own checks, read from the ownership map (scripts/lib/appOwnership.mjs).
import { apps, everyApp, wholeProduct } from './appOwnership.mjs';

export const appNames = Object.keys(apps);

/** The app a name stands for: its own name, or its folder's (`remote-landing` is `landing`). */
function appNamed(name) {
  return appNames.find((app) => app === name || apps[app].folder === name.replace(/\/$/, ''));
}

const usage = `usage: npm test [-- --app <${appNames.join('|')}>]`;

/**
 * `npm test`'s arguments (what follows `--`): none for the full run, or `--app <app>` / `--app=<app>` for one app's
 * checks. Returns `{ app }` (null for the full run) or `{ error }`.
 */
export function parseTestArgs(argv) {
  let app = null;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    let value;
    if (argument === '--app') {
      value = argv[++index];
      if (value === undefined || value.startsWith('-')) return { error: `--app needs an app: one of ${appNames.join(', ')}\n${usage}` };
    } else if (argument.startsWith('--app=')) {
      value = argument.slice('--app='.length);
    } else if (appNamed(argument)) {
      return { error: `unknown argument "${argument}": did you mean --app ${appNamed(argument)}?\n${usage}` };
    } else {
      return { error: `unknown argument "${argument}"\n${usage}` };
    }
    if (app !== null) return { error: `--app given twice: one app a run (the full run is npm test alone)\n${usage}` };
    app = appNamed(value) ?? null;
    if (app === null) return { error: `unknown app "${value}": one of ${appNames.join(', ')}\n${usage}` };
  }
  return { app };
}

const unique = (list) => [...new Set(list)];

/**
 * What one app's run checks, as repository paths (a folder ends with `/`) and engine journey names:
 * - `ownPaths`: the app's folder and its subjects' folders, for lint, format and the layer rules;
 * - `unitTests`: the folder, the unit tests outside it that reach into it, and the contract checks;
 * - `chromium`: its subjects' folders, less the files `leftOut` (left to the full run); `journeys`: the starts of its
 *   engine journeys' names; `prod`: its nginx tests.
 */
export function appRunPlan(app) {
  const own = apps[app];
  if (!own) throw new Error(`unknown app "${app}"`);
  const subjects = own.subjects.map((subject) => `e2e/tests/${subject}/`);
  return {
    app,
    ownPaths: [`${own.folder}/`, ...subjects],
    unitTests: unique([`${own.folder}/`, ...own.unitTests, ...everyApp.unitTests]),
    chromium: subjects,
    leftOut: wholeProduct.tests.filter((test) => own.subjects.includes(test.split('/')[0])).map((test) => `e2e/tests/${test}.test.ts`),
    journeys: own.journeys.length > 0 ? unique([...everyApp.journeys, ...own.journeys]) : [],
    prod: own.prod.map((name) => `e2e/tests/prod/${name}.test.ts`),
  };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * jest's test path patterns (regular expressions on absolute paths) for exactly these repository paths (a folder
 * ends with `/`), without the files `leftOut` names.
 */
export function testPathPatterns(root, paths, leftOut = []) {
  return paths.map((entry) => {
    if (!entry.endsWith('/')) return `^${escapeRegExp(`${root}/${entry}`)}$`;
    const inFolder = leftOut.filter((file) => file.startsWith(entry) && !file.slice(entry.length).includes('/')).map((file) => file.slice(entry.length));
    return `^${escapeRegExp(`${root}/${entry}`)}${inFolder.length > 0 ? `(?!(?:${inFolder.map(escapeRegExp).join('|')})$)` : ''}`;
  });
}

/** jest's `--testNamePattern` for tests whose name (after the engine's describe) starts with one of these. */
export function journeyNamePattern(journeys) {
  return `^\\S+ (?:${journeys.map(escapeRegExp).join('|')})`;
}
