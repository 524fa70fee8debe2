import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RuntimeConfig } from '@suscripciones/shared/config';
import type { CartItem, Language, User } from '@suscripciones/shared/schemas';
import { paymentTranslations } from '../i18n/paymentTranslations';
import { PaymentPage } from '../payment/PaymentPage';
import { prepareAppStore } from '@suscripciones/shared/testing';
import { countries } from './fixtures';

export const member: User = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta@example.com', foto: null };

export interface FakeApi {
  /** What call 3 answers (status 200) or a status to fail with. */
  buyAnswer: unknown;
  buyStatus: number;
  /** Bodies posted to call 3. */
  buyBodies: unknown[];
}

const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

/** The only network of the page: call 3 and call 6 of the test config. */
export function installFetch(config: RuntimeConfig): FakeApi {
  const api: FakeApi = { buyAnswer: { success: true, message: 'Payment intent created', clientSecret: 'pi_123_secret_456' }, buyStatus: 200, buyBodies: [] };
  globalThis.fetch = jest.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === config.identity.ajaxUrl) return reply(200, countries);
    if (url === `${config.profileApi}/payment/checkout/buy`) {
      api.buyBodies.push(JSON.parse(String(init?.body)));
      return reply(api.buyStatus, api.buyAnswer);
    }
    return reply(404, { error: 'not found' });
  }) as unknown as typeof fetch;
  return api;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPaymentOptions {
  cart: CartItem[];
  user?: User | null;
  language?: Language;
  path?: string;
}

/** The payment page as the host shows it: one jotai store, the router, the config, i18n. */
export function renderPayment({ cart, user = member, language = 'es', path = `/payment?lang=${language}` }: RenderPaymentOptions) {
  const { config, store } = prepareAppStore({ language, user, storedCart: cart, namespace: 'payment', translations: paymentTranslations });
  const api = installFetch(config);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/payment" element={<PaymentPage />} />
          <Route path="/thanks" element={<h1>Thanks page</h1>} />
          <Route path="/checkout" element={<h1>Checkout page</h1>} />
          <Route path="/" element={<h1>Landing page</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, config, api };
}
