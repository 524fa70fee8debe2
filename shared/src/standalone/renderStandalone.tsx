import type { ComponentType } from 'react';
import { mountApp } from '../boot/mountApp';
import type { ReportingApp } from '../clientErrors/clientErrorReport';
import { basePath } from '@suscripciones/kit/routes';
import { StorageNotice } from '../ui/StorageNotice';
import { Notifications } from '../ui/notifications';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

/**
 * A remote's own dev page: the same start-up, context, atoms and dev-api as
 * in the host, without the host, so a squad can work on its screens alone
 * (its client errors reported as the remote's, `reporting`).
 */
export async function renderStandalone(routes: StandaloneRoute[], configUrl: string, reporting: ReportingApp): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // Fetched here, not with the package: an app that routes nothing (the landing in a portal's page) never loads it.
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
