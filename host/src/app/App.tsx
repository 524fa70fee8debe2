import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { basePath } from '@suscripciones/shared/routes/appRoutes';
import { FullScreenSpinner } from '@suscripciones/shared/ui/ui';
import { Layout } from '../layout/Layout';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { routeRemotes } from '../remotes/routeRemotes';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LanguageSync } from './LanguageSync';

const TermsPage = lazy(() => import('../pages/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../pages/legal/PrivacyPage'));

export function App() {
  return (
    <BrowserRouter basename={basePath}>
      <LanguageSync />
      <Routes>
        <Route element={<Layout />}>
          {Object.entries(routeRemotes).map(([path, moduleId]) =>
            path === '/' ? (
              <Route key={moduleId} index element={<RemoteRoute key={moduleId} moduleId={moduleId} />} />
            ) : (
              <Route key={moduleId} path={path.slice(1)} element={<RemoteRoute key={moduleId} moduleId={moduleId} />} />
            ),
          )}
          <Route
            path="terms"
            element={
              <Suspense fallback={<FullScreenSpinner />}>
                <TermsPage />
              </Suspense>
            }
          />
          <Route
            path="privacy"
            element={
              <Suspense fallback={<FullScreenSpinner />}>
                <PrivacyPage />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
