import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { startAppContext } from '@suscripciones/shared/context/appContext';
import { basePath } from '@suscripciones/shared/routes/appRoutes';
import { Notifications, StorageNotice } from '@suscripciones/shared/ui/ui';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

/**
 * A remote's own dev page: the same context, atoms and dev-api as in the
 * host, without the host, so a squad can work on its screens alone.
 */
export async function renderStandalone(routes: StandaloneRoute[], configUrl: string): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  await startAppContext(configUrl);
  createRoot(container).render(
    <StrictMode>
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
    </StrictMode>,
  );
}
