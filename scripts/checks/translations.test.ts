/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { keysOf, type TranslationTree } from '@suscripciones/shared/i18n/i18n';

const root = path.resolve(__dirname, '../..');
const apps = ['shared', 'host', 'remote-landing', 'remote-checkout', 'remote-payment'];

/** Every module that defines translations (calls defineTranslations), in every app. */
function translationModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : translationModules(full);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return /defineTranslations\(/.test(readFileSync(full, 'utf8')) && !full.endsWith('translations.ts') ? [full] : [];
  });
}

const modules = apps.flatMap((app) => translationModules(path.join(root, app, 'src')));

function isTranslations(value: unknown): value is Record<'en' | 'es' | 'pt', TranslationTree> {
  return typeof value === 'object' && value !== null && ['en', 'es', 'pt'].every((language) => language in value);
}

function emptyTexts(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? (value.trim() === '' ? [`${prefix}${key}`] : []) : emptyTexts(value, `${prefix}${key}.`),
  );
}

describe('every user-facing text exists in es, en and pt', () => {
  it('finds the translation modules of every app', () => {
    const appsWithTexts = new Set(modules.map((file) => path.relative(root, file).split(path.sep)[0]));
    expect([...appsWithTexts].sort()).toEqual([...apps].sort());
  });

  it.each(modules.map((file) => [path.relative(root, file), file]))('%s has the same keys, none empty, in each language', async (_name, file) => {
    const exported = Object.values((await import(file)) as Record<string, unknown>).filter(isTranslations);
    expect(exported.length).toBeGreaterThan(0);
    for (const translations of exported) {
      const english = keysOf(translations.en).sort();
      expect(keysOf(translations.es).sort()).toEqual(english);
      expect(keysOf(translations.pt).sort()).toEqual(english);
      for (const language of ['en', 'es', 'pt'] as const) expect(emptyTexts(translations[language])).toEqual([]);
    }
  });
});
