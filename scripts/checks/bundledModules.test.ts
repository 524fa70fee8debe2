/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { moduleGraph, numberReturningExports } from './bundledModules';

/** A small tree of a kit, a singleton and an app, to show the checks of singleton.test.ts bite. */
const tree: Record<string, string> = {
  'kit/src/money/cents.ts': 'export const toCents = (amount: number): number => Math.round(amount * 100);\n',
  'kit/src/money/format.ts': 'export const formatMoney = (amount: number): string => `${amount} €`;\n',
  'kit/src/money/index.ts': "export { toCents } from './cents';\nexport { formatMoney } from './format';\n",
  'kit/src/words.ts': "export const productTypes = { course: 'Curso' } as const;\nexport interface Line { price: number }\n",
  'kit/src/lines.ts': 'export function totals(lines: readonly number[]): { total: number } {\n  return { total: lines.length };\n}\n',
  'shared/src/index.ts': "import { toCents } from '../../kit/src/money';\nexport const total = (prices: number[]) => prices.map(toCents);\n",
  'host/src/page.ts':
    "import { formatMoney } from '../../kit/src/money';\nimport type { Line } from '../../kit/src/words';\nexport const show = (line: Line) => formatMoney(line.price);\n",
  'remote-pay/src/wallet.ts': "import { toCents } from '../../kit/src/money';\nexport const lineCents = (price: number) => toCents(price);\n",
};

describe('the module graph of the bundles', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'bundled-modules-'));
  beforeAll(() => {
    for (const [file, text] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const options: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true };

  it('follows each name to the module that declares it, not the whole index, and no type-only import', () => {
    const graph = moduleGraph(root, ['shared/src/index.ts', 'host/src/page.ts', 'remote-pay/src/wallet.ts'], options);
    expect([...graph.kitModules(['shared/src/index.ts'], { throughShared: true })]).toEqual(['kit/src/money/cents.ts']);
    expect([...graph.kitModules(['host/src/page.ts'])]).toEqual(['kit/src/money/format.ts']);
    // The payment's copy of toCents is the one the singleton holds too: the page would load it twice.
    expect([...graph.kitModules(['remote-pay/src/wallet.ts'])]).toEqual(['kit/src/money/cents.ts']);
  });

  it('finds the functions that return a number, or an object of numbers', () => {
    expect(numberReturningExports(root, ['kit/src/money/index.ts', 'kit/src/lines.ts', 'kit/src/words.ts'], options)).toEqual([
      'kit/src/money/index.ts: toCents',
      'kit/src/lines.ts: totals',
    ]);
  });
});
