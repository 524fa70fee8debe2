import { expect, test } from '../../support/fixtures';
import { visitEveryRemote } from '../../support/pages';

interface SourceMap {
  sources?: string[];
  sourcesContent?: Array<string | null>;
}

/** Each module of the scripts a page loaded, by the build (origin) that served it, read from their source maps. */
async function modulesByBuild(scripts: readonly string[]): Promise<Map<string, Map<string, string>>> {
  const modules = new Map<string, Map<string, string>>();
  for (const url of scripts) {
    const map = await fetch(`${url}.map`).then(
      (response) => (response.ok ? (response.json() as Promise<SourceMap>) : null),
      () => null,
    );
    const sources = map?.sources ?? [];
    sources.forEach((source, index) => {
      const module = source.replace(/^webpack:\/\/[^/]+\/(\.\.\/)*/, '');
      if (!modules.has(module)) modules.set(module, new Map());
      modules.get(module)?.set(new URL(url).origin, map?.sourcesContent?.[index] ?? '');
    });
  }
  return modules;
}

/**
 * The rules that change an amount exist once in the page, in the singleton: the wallet's lines, the pay attempts,
 * the partner price and the totals all read one copy of cents, of the course groups and of the product types. And
 * nothing the singleton holds comes a second time with a remote: each module of the host's singleton chunk is
 * loaded from the host's build alone.
 */
test.describe('one copy per page', () => {
  test('holds one copy of each money rule and loads nothing of the singleton twice, from the landing to the payment', async ({ openPage }) => {
    const { page, errors, requests } = await openPage();
    await visitEveryRemote(page);

    const scripts = requests.filter((url) => /\.js$/.test(new URL(url).pathname));
    const modules = await modulesByBuild(scripts);

    // Where each money rule is written, by the builds that brought a copy of it.
    const definitions: Record<string, RegExp> = {
      toCents: /export (const|function) toCents\b/,
      parseMoneyAmount: /export function parseMoneyAmount\b/,
      courseMedioGroups: /export const courseMedioGroups\b/,
      productTypes: /export const productTypes\b/,
    };
    const copies = Object.fromEntries(
      Object.entries(definitions).map(([rule, written]) => [
        rule,
        [...modules].flatMap(([module, builds]) => [...builds].filter(([, content]) => written.test(content)).map(([origin]) => `${module} from ${origin}`)),
      ]),
    );
    for (const [rule, found] of Object.entries(copies)) expect({ rule, copies: found.length }).toEqual({ rule, copies: 1 });

    // The singleton's chunk, as the host serves it, and every module in it.
    const singletonChunk = scripts.find((url) => /\/suscripciones-shared\.[0-9a-f]+\.js$/.test(new URL(url).pathname));
    expect(singletonChunk).toBeDefined();
    const host = new URL(singletonChunk ?? '').origin;
    const singletonModules = await modulesByBuild(singletonChunk ? [singletonChunk] : []);
    expect(singletonModules.size).toBeGreaterThan(20);
    const twice = [...singletonModules.keys()]
      .map((module) => [module, [...(modules.get(module)?.keys() ?? [])].filter((origin) => origin !== host)] as const)
      .filter(([, others]) => others.length > 0)
      .map(([module, others]) => `${module} also from ${others.join(', ')}`);
    expect(twice).toEqual([]);
    expect(errors).toEqual([]);
  });
});
