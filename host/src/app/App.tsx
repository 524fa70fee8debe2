import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useHydrated, basePath } from '@suscripciones/shared';
import { FullScreenSpinner } from '@suscripciones/kit/ui';
import { Layout } from '../layout/Layout';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { routeRemotes } from '../remotes/routeRemotes';
import { NextStepPreload } from '../remotes/NextStepPreload';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LanguageSync } from './LanguageSync';
import { RouteEntry } from './routeEntry/RouteEntry';

const TermsPage = lazy(() => import('../pages/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../pages/legal/PrivacyPage'));

/** The host's own pages under their paths, each fetched when first opened. With the remotes' routes, exactly pagePaths.ts. */
export const legalPages = [
  ['terms', TermsPage],
  ['privacy', PrivacyPage],
] as const;

/** A page of the host's own: none in the prerendered shell (an empty slot), so it comes once that is hydrated. */
function HostPage({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/** The host's routes inside its layout: the same for the browser and for the shell rendered at build time. */
export function AppRoutes() {
  return (
    <>
      <LanguageSync />
      <RouteEntry />
      <NextStepPreload />
      <Routes>
        <Route element={<Layout />}>
          {Object.entries(routeRemotes).map(([path, moduleId]) =>
            path === '/' ? (
              <Route key={moduleId} index element={<RemoteRoute key={moduleId} moduleId={moduleId} />} />
            ) : (
              <Route key={moduleId} path={path.slice(1)} element={<RemoteRoute key={moduleId} moduleId={moduleId} />} />
            ),
          )}
          {legalPages.map(([path, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                <HostPage>
                  <Suspense fallback={<FullScreenSpinner />}>
                    <Page />
                  </Suspense>
                </HostPage>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <HostPage>
                <NotFoundPage />
              </HostPage>
            }
          />
        </Route>
      </Routes>
    </>
  );
}

export function App() {
  return (
    <BrowserRouter basename={basePath}>
      <AppRoutes />
    </BrowserRouter>
  );
}
