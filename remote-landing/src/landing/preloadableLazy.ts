import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<Props> = { default: ComponentType<Props> };

/**
 * `React.lazy` for a part of a prerendered page that is not needed for its first view: the build loads it
 * before rendering (`renderToString` cannot wait for a chunk), so the HTML has it; in the browser the
 * hydration leaves that HTML as it is until the chunk has come (the part sits in a Suspense boundary), and
 * the page may start the download itself (`preload`) once what matters is shown. Once loaded, React gets
 * the component at once: a thenable that answers synchronously, which React.lazy reads without suspending.
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
