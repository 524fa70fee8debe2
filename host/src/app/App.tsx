import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { basePath } from '@suscripciones/shared/navigation';
import { FullScreenSpinner } from '@suscripciones/shared/ui';
import { Layout } from '../layout/Layout';
import { RemoteRoute } from '../remotes/RemoteRoute';
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
          <Route index element={<RemoteRoute key="landing/LandingPage" moduleId="landing/LandingPage" />} />
          <Route path="checkout" element={<RemoteRoute key="checkout/CheckoutPage" moduleId="checkout/CheckoutPage" />} />
          <Route path="payment" element={<RemoteRoute key="payment/PaymentPage" moduleId="payment/PaymentPage" />} />
          <Route path="thanks" element={<RemoteRoute key="payment/ThanksPage" moduleId="payment/ThanksPage" />} />
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
