/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const sharedDir = path.join(root, 'shared');
const exportsMap = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).exports as Record<string, string>;
const entryFiles = new Set(Object.values(exportsMap).map((file) => path.join(sharedDir, file)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => entryFiles.has(candidate));
}

/**
 * Federation shares @suscripciones/shared by its public subpaths. A relative
 * import of another public entry would give that module a second, private
 * copy (a second cart atom, a second config), so it must use the package name.
 */
describe('the shared package', () => {
  it('imports its own public entries by package name only', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(sharedDir, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/from '(\.[^']+)'/g)) {
        const target = resolveRelative(file, match[1] ?? '');
        if (target && target !== file) offenders.push(`${path.relative(root, file)} imports ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('does not import any app', () => {
    const offenders = sourceFiles(path.join(sharedDir, 'src')).filter((file) =>
      /from '(host|remote-[a-z]+)\b|from '\.\.\/\.\.\/\.\.\//.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('has a file for every public subpath', () => {
    for (const file of entryFiles) expect(statSync(file).isFile()).toBe(true);
  });
});
