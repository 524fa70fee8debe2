/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TranslationTree } from '@suscripciones/shared/i18n/i18n';
import { keysOf } from '@suscripciones/kit/testing';
import { dynamicKeys } from './translationDynamicKeys';

/**
 * The texts as data: every app's `src/i18n/locales/<language>/<namespace>.json`.
 * Checked here, in `npm test`: the same keys in es, en and pt, none empty, and
 * none unused by the code. The key a `t()` call names is checked by the type
 * check instead (see shared/src/i18n/i18next.d.ts).
 */
const root = path.resolve(__dirname, '../..');
const apps = ['shared', 'host', 'remote-landing', 'remote-checkout', 'remote-payment'];
const languages = ['es', 'en', 'pt'] as const;

interface Namespace {
  name: string;
  app: string;
  texts: Record<(typeof languages)[number], TranslationTree>;
}

function namespacesOf(app: string): Namespace[] {
  const locales = path.join(root, app, 'src/i18n/locales');
  const names = new Set(languages.flatMap((language) => readdirSync(path.join(locales, language)).map((file) => file.replace(/\.json$/, ''))));
  const read = (language: string, name: string): TranslationTree =>
    JSON.parse(readFileSync(path.join(locales, language, `${name}.json`), 'utf8')) as TranslationTree;
  return [...names].map((name) => ({
    name,
    app,
    texts: { es: read('es', name), en: read('en', name), pt: read('pt', name) },
  }));
}

/** The app's code: no tests, no test helpers, no declarations (a key they name is not a use). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' || name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [full] : [];
  });
}

const namespaces = apps.flatMap(namespacesOf);
const sources = Object.fromEntries(apps.map((app) => [app, sourceFiles(path.join(root, app, 'src')).map((file) => readFileSync(file, 'utf8'))]));
// The kit's UI primitives speak the common namespace, the singleton's (a contract of both: see shared/README.md).
sources.shared = [...(sources.shared ?? []), ...sourceFiles(path.join(root, 'kit/src')).map((file) => readFileSync(file, 'utf8'))];
const appCode = Object.fromEntries(Object.entries(sources).map(([app, files]) => [app, files.join('\n')]));
const allCode = Object.values(appCode).join('\n');

/** Whether the code has `text` as a whole string literal: quoted, or a template with no placeholder (in t() or in a map of keys). */
const namesLiterally = (code: string, text: string): boolean => ["'", '"', '`'].some((quote) => code.includes(`${quote}${text}${quote}`));

/** A plural key (`cart_one`) is used through its base (`t('cart', { count })`). */
const baseOf = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');

function isUsed(namespace: Namespace, key: string): boolean {
  const base = baseOf(key);
  // Its own app names it bare (useTranslation(namespace)); any app may name it with the namespace (`common:retry`).
  return (
    [key, base].some((name) => namesLiterally(appCode[namespace.app] ?? '', name) || namesLiterally(allCode, `${namespace.name}:${name}`)) ||
    dynamicKeys.some((entry) => entry.namespace === namespace.name && entry.covers.test(base))
  );
}

describe('the texts, as JSON per language and namespace', () => {
  it('are found in every app', () => {
    expect([...new Set(namespaces.map((namespace) => namespace.app))].sort()).toEqual([...apps].sort());
    expect(namespaces.map((namespace) => namespace.name).sort()).toEqual(['checkout', 'common', 'host', 'landing', 'payment']);
  });

  describe.each(namespaces.map((namespace) => [namespace.name, namespace] as const))('namespace %s', (_name, namespace) => {
    const english = keysOf(namespace.texts.en).sort();

    it.each(languages)('has exactly the English keys in %s', (language) => {
      expect(keysOf(namespace.texts[language]).sort()).toEqual(english);
    });

    it.each(languages)('has no empty text in %s', (language) => {
      const empty = keysOf(namespace.texts[language]).filter((key) => {
        const value = key
          .split('.')
          .reduce<TranslationTree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), namespace.texts[language]);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });

    it('has no key the code does not use', () => {
      expect(english.filter((key) => !isUsed(namespace, key))).toEqual([]);
    });
  });

  it.each(dynamicKeys.map((entry) => [entry.template, entry] as const))('allows %s only while the code builds that key', (_template, entry) => {
    const owner = namespaces.find((namespace) => namespace.name === entry.namespace);
    expect(owner).toBeDefined();
    expect(sources[owner?.app ?? '']?.some((source) => source.includes(entry.template))).toBe(true);
    expect(keysOf(owner?.texts.en ?? {}).some((key) => entry.covers.test(baseOf(key)))).toBe(true);
  });
});
