import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { cartStorageKey } from '@suscripciones/shared/cart';
import { parseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@suscripciones/shared/config';
import { languageAtom, portalAtom } from '@suscripciones/shared/context';
import { initI18n, registerTranslations } from '@suscripciones/shared/i18n';
import type { CartItem, Language, User } from '@suscripciones/shared/schemas';
import { userAtom } from '@suscripciones/shared/session';
import { paymentTranslations } from '../i18n/paymentTranslations';
import { PaymentPage } from '../payment/PaymentPage';
import { testConfig } from '../../../shared/src/testing/testConfig';
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
  const config = setRuntimeConfig(parseRuntimeConfig(testConfig()));
  initI18n(language);
  registerTranslations('payment', paymentTranslations);
  localStorage.clear();
  if (cart.length > 0) localStorage.setItem(cartStorageKey, JSON.stringify(cart));
  const api = installFetch(config);
  const store = createStore();
  store.set(languageAtom, language);
  const portal = config.portals[0];
  if (!portal) throw new Error('test config has no portal');
  store.set(portalAtom, portal);
  store.set(userAtom, user);
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
