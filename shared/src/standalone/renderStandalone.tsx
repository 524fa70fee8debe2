import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { mountApp } from '../boot/mountApp';
import type { ReportingApp } from '../clientErrors/clientErrorReport';
import { basePath } from '@suscripciones/kit/routes';
import { Notifications, StorageNotice } from '../ui/ui';

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
