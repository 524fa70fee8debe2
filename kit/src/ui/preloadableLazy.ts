import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<Props> = { default: ComponentType<Props> };

/**
 * `React.lazy` whose chunk can be fetched before the part renders (`preload`), so that it then renders at once:
 * once loaded, React gets the component from a thenable that answers synchronously, which React.lazy reads
 * without suspending. For a part of a prerendered page that is not needed for its first view (the build loads
 * it before rendering, as `renderToString` cannot wait for a chunk; the hydration leaves its HTML as it is
 * until the chunk has come), and for a page's heavy part fetched while the buyer is still on the step before.
 */
export function preloadableLazy<Props>(load: () => Promise<Loaded<Props>>): LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<unknown> } {
  let loaded: Loaded<Props> | undefined;
  let pending: Promise<Loaded<Props>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A chunk that failed (offline for a moment) is asked for again next time.
        pending = undefined;
        throw error;
      },
    ));
  const answered = (module: Loaded<Props>) => ({ then: (resolve: (value: Loaded<Props>) => void) => resolve(module) }) as unknown as Promise<Loaded<Props>>;
  const Component = lazy(() => (loaded ? answered(loaded) : preload()));
  return Object.assign(Component, { preload });
}
