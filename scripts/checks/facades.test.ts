/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as i18nextFacade from 'react-i18next';
import * as routerFacade from 'react-router-dom';
import * as jotaiUtilsFacade from 'jotai/utils';
import { z as zodFacade } from 'zod/mini';

/**
 * react-router-dom, react-i18next, jotai/utils and zod/mini are trimmed facades in the
 * build (shared/src/{router,i18n,state,schemas}); tsc (tsconfig paths) and jest
 * (moduleNameMapper) must see the same, or an import passes both and breaks
 * only the build.
 */
const root = path.resolve(__dirname, '../..');

describe('jest', () => {
  it('resolves each facade, not the package behind it', () => {
    expect(routerFacade).toHaveProperty('Link');
    expect(routerFacade).not.toHaveProperty('useMatch');
    expect(i18nextFacade).toHaveProperty('useTranslation');
    expect(i18nextFacade).not.toHaveProperty('Trans');
    expect(jotaiUtilsFacade).toHaveProperty('atomWithStorage');
    expect(jotaiUtilsFacade).not.toHaveProperty('splitAtom');
    expect(zodFacade).toHaveProperty('object');
    expect(zodFacade).not.toHaveProperty('templateLiteral');
  });
});

describe('the type check', () => {
  let dir = '';
  beforeAll(() => {
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    // Inside the repository, so node_modules resolve as for the apps.
    dir = mkdtempSync(path.join(root, '.tmp', 'facades-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** tsc over one file with the repository's compiler options (its paths included). */
  function typeCheck(source: string): string {
    writeFileSync(path.join(dir, 'probe.ts'), source);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: path.join(root, 'tsconfig.base.json'), compilerOptions: { types: [] }, files: ['probe.ts'] }),
    );
    const tsc = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    return tsc.stdout;
  }

  it('passes what the facades export', () => {
    const source = [
      "import { Link, useNavigate } from 'react-router-dom';",
      "import { useTranslation } from 'react-i18next';",
      "import { atomWithStorage } from 'jotai/utils';",
      "import { z } from 'zod/mini';",
      'export const used = [Link, useNavigate, useTranslation, atomWithStorage, z.object];',
      '',
    ].join('\n');
    expect(typeCheck(source)).toBe('');
  }, 120_000);

  it('fails an import a facade lacks, though the package has it (TS2305)', () => {
    const source = [
      "import { useMatch } from 'react-router-dom';",
      "import { Trans } from 'react-i18next';",
      "import { splitAtom } from 'jotai/utils';",
      "import { z } from 'zod/mini';",
      'export const used = [useMatch, Trans, splitAtom, z.templateLiteral];',
      '',
    ].join('\n');
    const errors = typeCheck(source);
    expect(errors).toMatch(/probe\.ts\(1,\d+\): error TS2305: Module '"react-router-dom"' has no exported member 'useMatch'/);
    expect(errors).toMatch(/probe\.ts\(2,\d+\): error TS2305: Module '"react-i18next"' has no exported member 'Trans'/);
    expect(errors).toMatch(/probe\.ts\(3,\d+\): error TS2305: Module '"jotai\/utils"' has no exported member 'splitAtom'/);
    expect(errors).toMatch(/probe\.ts\(5,\d+\): error TS2339: Property 'templateLiteral' does not exist/);
  }, 120_000);
});
