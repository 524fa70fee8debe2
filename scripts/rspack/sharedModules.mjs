// What every app shares through Module Federation, as singletons.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../lib/repoRoot.mjs';
import { readJson } from './readJson.mjs';

const sharedPackage = readJson(path.join(repoRoot, 'shared/package.json'));

/**
 * Framework packages shared as singletons, with the subpaths apps import: each is a row in every app's sharing
 * tables and a version match at start-up, so none that no app imports (jotai's own modules import each other by
 * path; the apps take jotai's store functions from `jotai`).
 */
const singletonPackages = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  // Aliased to shared/src/router/reactRouterDom.ts: only the exports the apps use (see there).
  'react-router-dom': ['react-router-dom'],
  // jotai/utils is aliased to shared/src/state/jotaiUtils.ts: only the utilities the apps use (see there).
  jotai: ['jotai', 'jotai/utils'],
  i18next: ['i18next'],
  // Aliased to shared/src/i18n/reactI18next.ts: only the exports the apps use (see there).
  'react-i18next': ['react-i18next'],
  // Aliased to shared/src/schemas/zodMini.ts: only the members the apps use (see there).
  zod: ['zod/mini'],
};

/** The version of a package as the app resolves it (through react-router-dom for react-router). */
function installedVersion(appDir, pkg) {
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const fromRouterDom = createRequire(fromApp.resolve('react-router-dom/package.json'));
  for (const requireFrom of [fromApp, fromRouterDom]) {
    try {
      return readJson(requireFrom.resolve(`${pkg}/package.json`)).version;
    } catch {
      /* try the next place */
    }
  }
  throw new Error(`${pkg} is not installed for ${appDir}`);
}

/**
 * The `shared` map of the federation plugin: every framework subpath and the
 * one run-time entry of @suscripciones/shared as singletons, so one React, one
 * router, one jotai store and one set of atoms exist in the page whichever app
 * loads first.
 */
export function sharedModules(appDir, { production = true } = {}) {
  const appPackage = readJson(path.join(appDir, 'package.json'));
  // The app's own ranges win: they say what the app was built against.
  const deps = { ...sharedPackage.devDependencies, ...appPackage.dependencies };
  const shared = {};
  for (const [pkg, packageSpecifiers] of Object.entries(singletonPackages)) {
    const version = installedVersion(appDir, pkg);
    const requiredVersion = deps[pkg] ?? `^${version}`;
    // A development build's JSX goes through React's dev runtime: shared too there, so it is one React.
    const specifiers = production || pkg !== 'react' ? packageSpecifiers : [...packageSpecifiers, 'react/jsx-dev-runtime'];
    for (const specifier of specifiers) {
      shared[specifier] = { singleton: true, requiredVersion, version, strictVersion: false };
    }
  }
  // The shared package is one entry, its index: one row in every app's sharing tables, not one per module. Its
  // other exports are for build time (the first views rendered to HTML) and the Node tooling (dev-api, the tests),
  // never imported by the apps (.dependency-cruiser.cjs).
  shared[sharedPackage.name] = { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version };
  return shared;
}
