/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { valueExports } from './bundledModules';

/**
 * The Node tooling (dev-api, the go-live check, the release tool) loads the apps' own schemas, which import the
 * singleton by its name: under scripts/lib/tooling.mjs that name is the singleton's contracts, pure code Node loads
 * without a bundler. Here in a real Node process, as `npm start` and `npm run check:services` start them.
 */
const root = path.resolve(__dirname, '../..');

describe('the Node tooling', () => {
  it("loads dev-api, the go-live check's answers and the singleton's contracts by its name, as the page's entry has them", () => {
    const script = [
      "await import('./src/app.ts');",
      "await import('../scripts/services/answers.ts');",
      "const singleton = await import('@suscripciones/shared');",
      'console.log(JSON.stringify(Object.keys(singleton).sort()));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', path.join(root, 'scripts/lib/tooling.mjs'), '--input-type=module', '-e', script], {
      cwd: path.join(root, 'dev-api'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    const loaded = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]') as string[];
    expect(loaded).toEqual(valueExports(path.join(root, 'shared/src/contracts.ts')));
    // Every one of them is the page entry's too: in the browser the same names come from the singleton.
    const entry = valueExports(path.join(root, 'shared/src/index.ts'));
    expect(loaded.filter((name) => !entry.includes(name))).toEqual([]);
  }, 90_000);
});
