import { packagesInSources } from '../../../bench/src/pageLoad';
import { installRendererCounter } from '../../support/reactRenderers';
import { expect, test } from '../../support/fixtures';
import { visitEveryRemote } from '../../support/pages';

interface SharedEntry {
  loaded?: unknown;
  from?: string;
}

test.describe('shared singletons', () => {
  test('loads react-dom, react, jotai, the router, i18next and the shared package exactly once across all remotes', async ({ openPage }) => {
    const { page, errors, requests } = await openPage();
    await page.addInitScript(installRendererCounter);
    await visitEveryRemote(page);

    const report = await page.evaluate(() => {
      const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, SharedEntry>>>> } })
        .__FEDERATION__;
      const loaded: Record<string, string[]> = {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const [version, entry] of Object.entries(versions)) {
              if (entry.loaded) (loaded[name] ??= []).push(`${version} from ${entry.from}`);
            }
          }
        }
      }
      const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
      return { renderers: hook.renderers.size, loaded };
    });

    expect(report.renderers).toBe(1);
    for (const name of [
      'react',
      'react-dom',
      'react-dom/client',
      'jotai',
      'react-router-dom',
      'i18next',
      'react-i18next',
      // The shared package is one entry (its cart and session atoms among its modules).
      '@suscripciones/shared',
    ]) {
      // Each app's runtime lists the shared packages it uses; one copy means one provider and version for all.
      expect({ name, copies: new Set(report.loaded[name]).size }).toEqual({ name, copies: 1 });
    }
    // And by the code itself: every module of the framework singletons and of the shared
    // package is loaded from one app only (a module first needed by a remote may come from it).
    const scripts = requests.filter((url) => /\.js$/.test(new URL(url).pathname));
    const originsByModule = new Map<string, Set<string>>();
    for (const url of scripts) {
      const map = await fetch(`${url}.map`).then(
        (response) => (response.ok ? (response.json() as Promise<{ sources?: string[] }>) : null),
        () => null,
      );
      for (const source of map?.sources ?? []) {
        const singleton = /node_modules\/(react|react-dom|react-router|jotai|i18next|react-i18next)\/.*|shared\/src\/.*/.exec(source);
        if (!singleton || packagesInSources([source]).length === 0) continue;
        const key = singleton[0];
        if (!originsByModule.has(key)) originsByModule.set(key, new Set());
        originsByModule.get(key)?.add(new URL(url).origin);
      }
    }
    expect(originsByModule.size).toBeGreaterThan(20);
    const duplicated = [...originsByModule].filter(([, origins]) => origins.size > 1).map(([module, origins]) => `${module} from ${[...origins].join(', ')}`);
    expect(duplicated).toEqual([]);
    expect(errors).toEqual([]);
  });
});
