import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MemoryRouter } from '@suscripciones/shared/testing';
import { Notifications, type RuntimeConfig, type CartItem, type Language, type User } from '@suscripciones/shared';
import { checkoutTranslations } from '../i18n/checkoutTranslations';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { prepareAppStore } from '@suscripciones/shared/testing';
import { apiProducts, suggestionsFor } from './apiFixtures';

/** What the fake outside world answers; each entry can be changed per test. */
export interface FakeApi {
  /** Paid subscriptions of each user (call 5). */
  paidSubscriptions: Record<string, Array<{ id_medio_newsletter: number | null; medio: string; id_suscripcion: number | null }>>;
  productsStatus: number;
  suggestionsStatus: number;
  /** When set, call 2 waits for this promise before answering. */
  productsGate: Promise<void> | null;
  calls: string[];
}

export const memberUser: User = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta@example.com', foto: null };
export const guestUser: User = { token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo@example.com', foto: null };

export function createFakeApi(): FakeApi {
  return {
    paidSubscriptions: { 'member-1': [{ id_medio_newsletter: 8, medio: 'porciNews', id_suscripcion: 8 }], 'guest-1': [] },
    productsStatus: 200,
    suggestionsStatus: 200,
    productsGate: null,
    calls: [],
  };
}

const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

/** Replaces fetch (the only mock): the profile service of the test config answers from the fixtures. */
export function installFetch(api: FakeApi, config: RuntimeConfig): jest.Mock {
  const all = Object.values(apiProducts);
  const fetchMock = jest.fn(async (input: string | URL) => {
    const url = new URL(String(input));
    api.calls.push(`${url.pathname}${url.search}`);
    const path = url.href.slice(config.profileApi.length);
    if (path.startsWith('/checkout/products/product-suggestions')) {
      if (api.suggestionsStatus !== 200) return reply(api.suggestionsStatus, { error: 'down' });
      const ids = (url.searchParams.get('product_ids') ?? '').split(',').map(Number);
      return reply(200, suggestionsFor(ids));
    }
    if (path.startsWith('/checkout/products/')) {
      if (api.productsGate) await api.productsGate;
      if (api.productsStatus !== 200) return reply(api.productsStatus, { error: 'down' });
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      return reply(
        200,
        all.filter((product) => ids.includes(product.id)),
      );
    }
    const subs = /^\/subs\/get-pays-subs\/(.+)$/.exec(path);
    if (subs?.[1]) return reply(200, { data: api.paidSubscriptions[decodeURIComponent(subs[1])] ?? [] });
    return reply(404, { error: 'not found' });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** jsdom has no modal dialogs; give <dialog> the two methods the shared Modal calls. */
export function installDialogSupport(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  path: string;
  user?: User | null;
  storedCart?: CartItem[];
  language?: Language;
  proceedDisabled?: boolean;
  /**
   * Keeps the page mounted whatever the address, as the host does while it
   * swaps one remote for the next (the old page then sees the new location).
   */
  keepMounted?: boolean;
}

/** The checkout as the host shows it: one jotai store, the router and the toasts. */
export function renderCheckout({ path, user = null, storedCart = [], language = 'en', proceedDisabled, keepMounted = false }: RenderOptions) {
  const { config, store } = prepareAppStore({ language, user, storedCart, namespace: 'checkout', translations: checkoutTranslations });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {keepMounted && <CheckoutPage proceedDisabled={proceedDisabled} />}
        <Routes>
          <Route path="/checkout" element={keepMounted ? null : <CheckoutPage proceedDisabled={proceedDisabled} />} />
          <Route path="/payment" element={<h1>Payment page</h1>} />
          <Route path="/" element={<h1>Landing page</h1>} />
        </Routes>
        <LocationProbe />
        <Notifications />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, config };
}
