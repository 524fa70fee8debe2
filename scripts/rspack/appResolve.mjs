// How every app resolves modules: the shared facades and the federation
// runtime's ES module builds.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../lib/repoRoot.mjs';
import { readJson } from './readJson.mjs';

/** react-i18next's ES entry as the app resolves it (its exports map has no subpath for it). */
function reactI18nextEntry(appDir) {
  const packageJson = createRequire(path.join(appDir, 'package.json')).resolve('react-i18next/package.json');
  return path.join(path.dirname(packageJson), readJson(packageJson).exports['.'].import);
}

/** The federation runtime packages that end up in the browser. */
const federationRuntimePackages = [
  'runtime',
  'runtime-core',
  'runtime-tools',
  'sdk',
  'webpack-bundler-runtime',
  'error-codes',
  'inject-external-runtime-core-plugin',
];

/** The folder of a package as `from` resolves it (its package.json is not always exported). */
function packageDir(from, name) {
  let dir;
  try {
    dir = path.dirname(from.resolve(name));
  } catch {
    return null;
  }
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    try {
      if (readJson(file).name === name) return dir;
    } catch {
      /* not there: go up */
    }
    dir = path.dirname(dir);
  }
  return null;
}

/**
 * Aliases of the federation runtime packages (and their subpaths) to their ES
 * module builds. The plugin injects them with require(), which picks the
 * CommonJS builds, and rspack cannot drop what a CommonJS module exports but
 * nobody calls (Node's script loading, the manifest generator, dev helpers).
 */
function federationRuntimeEsmAliases(appDir) {
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const enhanced = packageDir(fromApp, '@module-federation/enhanced');
  const fromEnhanced = createRequire(path.join(enhanced, 'package.json'));
  const tools = packageDir(fromEnhanced, '@module-federation/runtime-tools');
  const fromTools = createRequire(path.join(tools, 'package.json'));
  const runtime = packageDir(fromTools, '@module-federation/runtime');
  const fromRuntime = createRequire(path.join(runtime, 'package.json'));
  const aliases = {};
  for (const name of federationRuntimePackages) {
    const pkg = `@module-federation/${name}`;
    const dir = [fromEnhanced, fromTools, fromRuntime, fromApp].map((from) => packageDir(from, pkg)).find(Boolean);
    if (!dir) continue;
    const { exports } = readJson(path.join(dir, 'package.json'));
    for (const [subpath, conditions] of Object.entries(exports ?? {})) {
      const esm = conditions?.import?.default ?? (typeof conditions?.import === 'string' ? conditions.import : null);
      if (!esm || subpath.includes('*') || subpath === './package.json') continue;
      aliases[`${pkg}${subpath === '.' ? '' : subpath.slice(1)}$`] = path.join(dir, esm);
    }
  }
  return aliases;
}

/**
 * How every app resolves modules. The facades are also what tsc (tsconfig.base.json
 * paths) and jest (moduleNameMapper) resolve, so the three agree.
 */
export function appResolve(dir) {
  return {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    alias: {
      'react-router-dom$': path.join(repoRoot, 'shared/src/router/reactRouterDom.ts'),
      'react-i18next$': path.join(repoRoot, 'shared/src/i18n/reactI18next.ts'),
      'jotai/utils$': path.join(repoRoot, 'shared/src/state/jotaiUtils.ts'),
      // The real package, for that facade only.
      'react-i18next-package$': reactI18nextEntry(dir),
      // The facade reads the real package as `zod/v4/mini`, the same module under its other name.
      'zod/mini$': path.join(repoRoot, 'shared/src/schemas/zodMini.ts'),
      ...federationRuntimeEsmAliases(dir),
    },
  };
}
