/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Each layer rule of .dependency-cruiser.cjs bites: a small tree shaped like
 * this repository, one forbidden import per rule, cruised with the real config.
 */
const root = path.resolve(__dirname, '../..');
const files: Record<string, string> = {
  // Allowed: the baseline each offender differs from.
  'shared/package.json': JSON.stringify({
    name: '@suscripciones/shared',
    exports: { '.': './src/index.ts', './schemas/entities': './src/schemas/entities.ts' },
  }),
  'shared/src/index.ts': "export * from './cart/cartAtoms';\n",
  'shared/src/cart/cartAtoms.ts': "import { schema } from '../schemas/entities';\nexport const cart = schema;\nexport type Cart = number;\n",
  'shared/src/schemas/entities.ts': 'export const schema = 1;\n',
  'host/src/byEntry.ts': "import { cart } from '@suscripciones/shared';\nexport const c = cart;\n",
  'shared/src/cart/cartAtoms.test.ts': "import { cart } from './cartAtoms';\nexport const tested = cart;\n",
  'kit/src/testing/index.ts': 'export const testConfig = {};\n',
  'kit/src/testing/helpers.test.ts': "import { testConfig } from './index';\nexport const helped = testConfig;\n",
  // The kit may name a type of the singleton's contracts (erased from every bundle).
  'kit/src/lines.ts': "import type { Cart } from '@suscripciones/shared';\nexport const lines = (cart: Cart) => cart;\n",
  'host/src/ok.ts': 'export const ok = 1;\n',
  'host/src/page.test.ts': "import { testConfig } from '@suscripciones/kit/testing';\nexport const t = testConfig;\n",
  // Offenders, one per rule.
  'host/src/cycleA.ts': "import { b } from './cycleB';\nexport const a = () => b;\n",
  'host/src/cycleB.ts': "import { a } from './cycleA';\nexport const b = () => a;\n",
  'host/src/relativeHelpers.test.ts': "import { cart } from '../../shared/src/cart/cartAtoms';\nexport const t = cart;\n",
  'remote-one/src/relativeShared.ts': "import { cart } from '../../shared/src/cart/cartAtoms';\nexport const c = cart;\n",
  'remote-one/src/toOther.ts': "import { d } from '../../remote-two/src/other';\nexport const e = d;\n",
  'remote-two/src/other.ts': 'export const d = 1;\n',
  'remote-one/src/toHost.ts': "import { ok } from '../../host/src/ok';\nexport const f = ok;\n",
  'host/src/toRemote.ts': "import { d } from '../../remote-two/src/other';\nexport const g = d;\n",
  'shared/src/toApp.ts': "import { ok } from '../../host/src/ok';\nexport const h = ok;\n",
  'shared/src/cart/cartRules.ts': "import { cart } from '../index';\nexport const rules = cart;\n",
  'remote-one/src/toolingExport.ts': "import { schema } from '@suscripciones/shared/schemas/entities';\nexport const s = schema;\n",
  'shared/src/useTesting.ts': "import { testConfig } from '../../kit/src/testing/index';\nexport const config = testConfig;\n",
  'shared/src/toKit.ts': "import { lines } from '../../kit/src/lines';\nexport const kitLines = lines;\n",
  'remote-two/src/toDevApi.ts': "import { server } from '../../dev-api/src/server';\nexport const i = server;\n",
  'dev-api/src/server.ts': 'export const server = 1;\n',
  // An app's tests are answered by dev-api's fake world (allowed), never by a module behind it (offender).
  'dev-api/src/testing/fakeWorld.ts': "import { server } from '../server';\nexport const setupFakeWorld = () => server;\n",
  'remote-two/src/inWorld.test.ts': "import { setupFakeWorld } from '../../dev-api/src/testing/fakeWorld';\nexport const w = setupFakeWorld;\n",
  'remote-two/src/seeded.test.ts': "import { server } from '../../dev-api/src/server';\nexport const seeded = server;\n",
  // Features inside an app (remote-payment's layers): a page composes the machine through its entry; a hook may use a component.
  'remote-payment/src/pay/index.ts': "export { machine } from './machine';\n",
  'remote-payment/src/pay/machine.ts': 'export const machine = 1;\n',
  'remote-payment/src/payment/Page.tsx': "import { machine } from '../pay';\nexport const Page = () => machine;\n",
  'remote-payment/src/payment/useSummary.ts': "import { Page } from './Page';\nexport const useSummary = () => Page;\n",
  'remote-payment/src/payment/Page.test.tsx': "import { machine } from '../pay/machine';\nexport const tested = machine;\n",
  // Offenders, one per rule.
  'remote-payment/src/pay/toPage.ts': "import { Page } from '../payment/Page';\nexport const p = Page;\n",
  'remote-payment/src/wallet/toStripe.ts': "import { adapter } from '../stripe/adapter';\nexport const w = adapter;\n",
  'remote-payment/src/stripe/adapter.ts': 'export const adapter = 1;\n',
  'remote-payment/src/payment/intoPay.ts': "import { machine } from '../pay/machine';\nexport const m = machine;\n",
  'remote-payment/src/newFeature/thing.ts': "import { machine } from '../pay';\nexport const n = machine;\n",
  'remote-payment/src/orders/rule.ts': "import { View } from './View';\nexport const r = View;\n",
  'remote-payment/src/orders/View.tsx': 'export const View = () => null;\n',
  // The kit: a facade of a shared package is allowed (it is what `zod/mini` resolves to); the singleton and apps are not.
  'shared/src/schemas/zodMini.ts': 'export const z = 1;\n',
  'kit/src/schemas/base.ts': "import { z } from '../../../shared/src/schemas/zodMini';\nexport const base = z;\n",
  'kit/src/toSingleton.ts': "import { cart } from '@suscripciones/shared';\nexport const k = cart;\n",
  'kit/src/toApp.ts': "import { ok } from '../../host/src/ok';\nexport const l = ok;\n",
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let violations: Violation[] = [];
let fixture = '';

beforeAll(() => {
  fixture = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), source);
  }
  // The workspace link pnpm makes: the apps import the shared package by its name.
  mkdirSync(path.join(fixture, 'node_modules/@suscripciones'), { recursive: true });
  symlinkSync(path.join(fixture, 'shared'), path.join(fixture, 'node_modules/@suscripciones/shared'), 'dir');
  const cruise = spawnSync(
    path.join(root, 'node_modules/.bin/depcruise'),
    [
      'host',
      'remote-one',
      'remote-two',
      'remote-payment',
      'shared',
      'kit',
      'dev-api',
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    { cwd: fixture, encoding: 'utf8' },
  );
  violations = (JSON.parse(cruise.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}, 60_000);

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const broken = (rule: string) =>
  violations
    .filter((violation) => violation.rule.name === rule)
    .map(({ from, to }) => `${from} → ${to}`)
    .sort();

describe('the layer rules', () => {
  it('find cycles', () => {
    // One report per cycle, from whichever of its modules is cruised first.
    expect(broken('no-circular')).toEqual([expect.stringMatching(/^host\/src\/cycle[AB]\.ts → host\/src\/cycle[AB]\.ts$/)]);
  });

  it('keep apps on the shared package’s public names (a test too: it reaches the rest through the test helpers)', () => {
    expect(broken('apps-import-shared-by-name')).toEqual([
      'host/src/relativeHelpers.test.ts → shared/src/cart/cartAtoms.ts',
      'remote-one/src/relativeShared.ts → shared/src/cart/cartAtoms.ts',
    ]);
  });

  it("keep the tests' helpers out of code that is not a test", () => {
    expect(broken('testing-helpers-only-in-tests')).toEqual(['shared/src/useTesting.ts → kit/src/testing/index.ts']);
  });

  it('keep the singleton from the kit (its modules would come to the page twice)', () => {
    expect(broken('singleton-never-imports-the-kit')).toEqual([
      'shared/src/toKit.ts → kit/src/lines.ts',
      'shared/src/useTesting.ts → kit/src/testing/index.ts',
    ]);
  });

  it('keep apps on the shared package’s one run-time entry (not a module behind it, not a tooling export)', () => {
    expect(broken('apps-import-shared-by-its-entry')).toEqual([
      'host/src/relativeHelpers.test.ts → shared/src/cart/cartAtoms.ts',
      'remote-one/src/relativeShared.ts → shared/src/cart/cartAtoms.ts',
      'remote-one/src/toolingExport.ts → shared/src/schemas/entities.ts',
    ]);
  });

  it('keep shared from importing its own entry (its modules import each other by path)', () => {
    expect(broken('shared-never-imports-its-own-entry')).toEqual(['shared/src/cart/cartRules.ts → shared/src/index.ts']);
  });

  it('keep the kit from the singleton (facades and its types aside) and from any app', () => {
    expect(broken('kit-never-imports-the-singleton')).toEqual(['kit/src/toSingleton.ts → shared/src/index.ts']);
    expect(broken('kit-never-imports-an-app')).toEqual(['kit/src/toApp.ts → host/src/ok.ts']);
  });

  it('keep shared from any app', () => {
    expect(broken('shared-never-imports-an-app')).toEqual(['shared/src/toApp.ts → host/src/ok.ts']);
  });

  it('keep a remote from another remote and from the host', () => {
    expect(broken('remote-never-imports-another-app')).toEqual([
      'remote-one/src/toHost.ts → host/src/ok.ts',
      'remote-one/src/toOther.ts → remote-two/src/other.ts',
    ]);
  });

  it('keep the host from a remote’s sources', () => {
    expect(broken('host-never-imports-a-remote')).toEqual(['host/src/toRemote.ts → remote-two/src/other.ts']);
  });

  it('keep dev-api and the scripts out of browser code', () => {
    expect(broken('browser-code-never-imports-tooling')).toEqual(['remote-two/src/toDevApi.ts → dev-api/src/server.ts']);
  });

  it("keep the apps' tests on dev-api's fake world, its one entry for them", () => {
    expect(broken('app-tests-reach-dev-api-by-its-fake-world')).toEqual(['remote-two/src/seeded.test.ts → dev-api/src/server.ts']);
  });

  it('keep each app’s features in layers: none imports its own layer or one above (a page composes its parts, never the reverse)', () => {
    expect(broken('feature-layers:remote-payment/pay')).toEqual(['remote-payment/src/pay/toPage.ts → remote-payment/src/payment/Page.tsx']);
    expect(broken('feature-layers:remote-payment/wallet')).toEqual(['remote-payment/src/wallet/toStripe.ts → remote-payment/src/stripe/adapter.ts']);
  });

  it('keep every feature folder in its app’s layer table', () => {
    expect(broken('feature-folders-are-layered')).toEqual(['remote-payment/src/newFeature/thing.ts → remote-payment/src/pay/index.ts']);
  });

  it('keep other features to a feature’s entry where it has one (the payment machine’s insides are its own)', () => {
    expect(broken('features-through-their-entry')).toEqual(['remote-payment/src/payment/intoPay.ts → remote-payment/src/pay/machine.ts']);
  });

  it('keep rules and state (.ts modules that are not hooks) from components and style sheets', () => {
    expect(broken('domain-code-imports-no-ui')).toEqual([
      'remote-payment/src/orders/rule.ts → remote-payment/src/orders/View.tsx',
      'remote-payment/src/pay/toPage.ts → remote-payment/src/payment/Page.tsx',
    ]);
  });

  it('find nothing else', () => {
    expect(violations).toHaveLength(24);
  });

  it('fail the command `npm test` runs (its exit status is the number of errors)', () => {
    const cruise = spawnSync(path.join(root, 'node_modules/.bin/depcruise'), ['shared', '--config', path.join(root, '.dependency-cruiser.cjs')], {
      cwd: fixture,
      encoding: 'utf8',
    });
    expect(cruise.status).toBe(5);
    expect(cruise.stdout).toContain('shared-never-imports-an-app');
  }, 60_000);
});
