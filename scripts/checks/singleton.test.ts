/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sharedModules } from '../rspack/sharedModules.mjs';
import { moduleGraph, numberReturningExports, valueExports } from './bundledModules';
import { singletonList, type App } from './singletonList';

/**
 * The singleton holds only what must be one per page (docs/decisions): the page runs the host's copy of it, so
 * whatever it holds ships only with a host release. These checks keep it so.
 */
const root = path.resolve(__dirname, '../..');
const apps = ['host', 'remote-landing', 'remote-checkout', 'remote-payment'];
const appName = (folder: string): App => folder.replace(/^remote-/, '') as App;

/** The compiler's options as the type check has them (the facades' paths, JSX). */
const compilerOptions = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root).options;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}
const isTest = (file: string): boolean => /\.test\.tsx?$|[\\/]testing[\\/]/.test(file);

/** For each name, the apps whose own code (not their tests) imports it from the singleton as a value. */
function importers(): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const app of apps) {
    for (const file of files(path.join(root, app, 'src')).filter((name) => !isTest(name))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== '@suscripciones/shared') continue;
        const clause = statement.importClause;
        const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
        for (const element of named) {
          if (clause?.isTypeOnly || element.isTypeOnly) continue;
          const name = (element.propertyName ?? element.name).text;
          byName.set(name, (byName.get(name) ?? new Set()).add(app));
        }
      }
    }
  }
  return byName;
}

describe('the singleton', () => {
  const exported = valueExports(path.join(root, 'shared/src/index.ts'));
  const used = importers();

  it('exports at run time only what two apps import, or what its list says is state or a contract, with why', () => {
    const unjustified = exported.filter((name) => (used.get(name)?.size ?? 0) < 2 && !(name in singletonList));
    expect(unjustified.map((name) => `${name}: imported by ${[...(used.get(name) ?? [])].join(', ') || 'no app'}`)).toEqual([]);
  });

  it('lists only names it exports, that fewer than two apps import (the list stays short and true)', () => {
    expect(Object.keys(singletonList).filter((name) => !exported.includes(name))).toEqual([]);
    expect(Object.keys(singletonList).filter((name) => (used.get(name)?.size ?? 0) >= 2)).toEqual([]);
  });

  it('names, for each listed name, the apps that import it: each reason speaks of the imports as they are', () => {
    const stated = Object.entries(singletonList).map(([name, { by }]) => `${name}: ${[...by].sort().join(', ')}`);
    const actual = Object.keys(singletonList).map((name) => `${name}: ${[...(used.get(name) ?? [])].map(appName).sort().join(', ')}`);
    expect(stated).toEqual(actual);
  });

  it('bundles nothing of the kit that an app bundles too: the page would load it twice, once with the host', () => {
    const appFiles = (app: string) => files(path.join(root, app, 'src')).filter((file) => !isTest(file));
    const graph = moduleGraph(root, ['shared/src/index.ts', ...apps.flatMap(appFiles)], compilerOptions);
    const singleton = graph.kitModules(['shared/src/index.ts'], { throughShared: true });
    const twice = apps.flatMap((app) => [...graph.kitModules(appFiles(app))].filter((module) => singleton.has(module)).map((module) => `${module} (${app})`));
    expect(twice).toEqual([]);
  });
});

/**
 * Module-level state bundled outside the singleton would be one copy per app that bundles it: the kit must hold
 * none (no mutable module variable, atom, store, context or cache made when the module loads).
 */
describe('the kit', () => {
  const stateful = /^(atom|atomWithStorage|createStore|createContext|createInstance)$/;
  const collections = /^(Map|Set|WeakMap|WeakSet)$/;

  function moduleState(file: string): string[] {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const mutable = !(statement.declarationList.flags & ts.NodeFlags.Const);
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText(source);
        const init = declaration.initializer;
        if (mutable) found.push(`${name} (a mutable module variable)`);
        else if (init && ts.isCallExpression(init) && stateful.test(init.expression.getText(source)))
          found.push(`${name} (${init.expression.getText(source)})`);
        else if (init && ts.isNewExpression(init) && collections.test(init.expression.getText(source)))
          found.push(`${name} (a ${init.expression.getText(source)})`);
      }
    }
    return found.map((what) => `${path.relative(root, file)}: ${what}`);
  }

  it('holds no module-level state', () => {
    expect(
      files(path.join(root, 'kit/src'))
        .filter((file) => !isTest(file))
        .flatMap(moduleState),
    ).toEqual([]);
  });

  it('computes no amount: none of its functions returns a number (formatting one for display returns text)', () => {
    const kitExports = JSON.parse(readFileSync(path.join(root, 'kit/package.json'), 'utf8')).exports as Record<string, string>;
    const entries = Object.entries(kitExports)
      .filter(([subpath]) => subpath !== './testing')
      .map(([, file]) => path.join('kit', file));
    expect(numberReturningExports(root, entries, compilerOptions)).toEqual([]);
  });

  it('is never federated: each app shares one package of ours, the singleton', () => {
    for (const app of apps) {
      const ours = Object.keys(sharedModules(path.join(root, app))).filter((name) => name.startsWith('@suscripciones/'));
      expect({ app, ours }).toEqual({ app, ours: ['@suscripciones/shared'] });
    }
  });
});
