import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MemoryRouter } from '@suscripciones/shared/testing';
import type { RuntimeConfig, CartItem, Language, User } from '@suscripciones/shared';
import { paymentTranslations } from '../i18n/paymentTranslations';
import { PaymentPage } from '../payment/PaymentPage';
import { prepareAppStore } from '@suscripciones/shared/testing';
import { paymentIntents } from './fakeStripe';
import { countries } from './fixtures';

export const member: User = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta@example.com', foto: null };
/** Holds no paid subscription: pays normal prices. */
export const guest: User = { token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo@example.com', foto: null };

export interface FakeApi {
  /** What call 3 answers (status 200) or a status to fail with. */
  buyAnswer: unknown;
  buyStatus: number;
  /** Bodies posted to call 3, and the idempotency key of each. */
  buyBodies: unknown[];
  buyKeys: string[];
  /** Today's products of the service (call 2); the cart's own by default. */
  products: CartItem[];
  /** Paid subscriptions of each user (call 5): the member holds porciNews (medio 8). */
  paidSubscriptions: Record<string, Array<{ id_medio_newsletter: number | null; medio: string; id_suscripcion: number | null }>>;
}

const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

interface BuyBody {
  products: Array<{ price: number }>;
  currency: string;
}

/** The network of the page: calls 2, 3, 5 and 6 of the test config. Call 3 creates the intent at the (fake) provider. */
function installFetch(config: RuntimeConfig, products: CartItem[]): FakeApi {
  const api: FakeApi = {
    buyAnswer: { success: true, message: 'Payment intent created', clientSecret: 'pi_123_secret_456' },
    buyStatus: 200,
    buyBodies: [],
    buyKeys: [],
    products,
    paidSubscriptions: { 'member-1': [{ id_medio_newsletter: 8, medio: 'porciNews', id_suscripcion: 8 }] },
  };
  globalThis.fetch = jest.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === config.identity.ajaxUrl) return reply(200, countries);
    if (url === `${config.profileApi}/payment/checkout/buy`) {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as BuyBody;
      api.buyBodies.push(body);
      api.buyKeys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      const secret = (api.buyAnswer as { clientSecret?: unknown }).clientSecret;
      if (api.buyStatus === 200 && typeof secret === 'string' && !paymentIntents.has(secret)) {
        const amount = body.products.reduce((sum, line) => sum + Math.round(line.price * 100), 0);
        paymentIntents.set(secret, {
          id: secret.split('_secret_')[0] ?? secret,
          status: 'requires_payment_method',
          amount,
          currency: body.currency.toLowerCase(),
        });
      }
      return reply(api.buyStatus, api.buyAnswer);
    }
    if (url.startsWith(`${config.profileApi}/checkout/products/?ids=`)) {
      const ids = (new URL(url).searchParams.get('ids') ?? '').split(',').map(Number);
      return reply(
        200,
        api.products.filter((product) => ids.includes(product.id)),
      );
    }
    const subs = new RegExp(`^${config.profileApi}/subs/get-pays-subs/(.+)$`).exec(url);
    if (subs?.[1]) return reply(200, { data: api.paidSubscriptions[decodeURIComponent(subs[1])] ?? [] });
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
  const api = installFetch(config, cart);
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
