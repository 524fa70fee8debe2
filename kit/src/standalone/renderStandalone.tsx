import type { ComponentType, ReactNode } from 'react';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

/** What a remote's own page starts with, from the singleton (the kit reaches none of it itself). */
export interface StandaloneStart<Reporting> {
  /** The singleton's one start-up. */
  mountApp: (options: { container: HTMLElement; configUrl: string; reporting: Reporting; app: () => ReactNode }) => Promise<unknown>;
  /** The base path the host serves every app under, which the dev page's router keeps. */
  basePath: string;
  /** The page's chrome around the routes: the singleton's storage notice and toaster. */
  StorageNotice: ComponentType;
  Notifications: ComponentType;
}

/**
 * A remote's own dev page: the same start-up, context, atoms and dev-api as in the host, without the host, so a
 * squad can work on its screens alone (its client errors reported as the remote's, `reporting`). Never part of a
 * page the host serves: it lives in the kit, bundled by each remote's dev entry only.
 */
export async function renderStandalone<Reporting>(
  routes: readonly StandaloneRoute[],
  configUrl: string,
  reporting: Reporting,
  { mountApp, basePath, StorageNotice, Notifications }: StandaloneStart<Reporting>,
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const { BrowserRouter, Route, Routes } = await import('react-router-dom');
  await mountApp({
    container,
    configUrl,
    reporting,
    app: () => (
      <BrowserRouter basename={basePath}>
        <main id="main" className="sc-app">
          <StorageNotice />
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </main>
        <Notifications />
      </BrowserRouter>
    ),
  });
}
