import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MemoryRouter } from '@suscripciones/shared/testing';
import type { RuntimeConfig, Language, User } from '@suscripciones/shared';
import { prepareAppStore } from '@suscripciones/shared/testing';
import { landingTranslations } from '../i18n/landingTranslations';
import { LandingPage } from '../landing/LandingPage';
import { offersByRegion, productOf } from './offers';

/** What the fake outside world answers; each field can be changed per test. */
export interface FakeApi {
  offers: Parameters<typeof productOf>[0][];
  offersStatus: number;
  slidersStatus: number;
  paidSubscriptions: Record<string, Array<{ id_medio_newsletter: number | null; medio: string; id_suscripcion: number | null }>>;
  /** Tracking events received (call 7 bodies). */
  tracked: Array<Record<string, unknown>>;
}

export const memberUser: User = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta@example.com', foto: null };

export function createFakeApi(): FakeApi {
  return {
    offers: offersByRegion(),
    offersStatus: 200,
    slidersStatus: 200,
    paidSubscriptions: { 'member-1': [{ id_medio_newsletter: 8, medio: 'porciNews', id_suscripcion: 8 }] },
    tracked: [],
  };
}

const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

/** Replaces fetch, the only mock: profile service, tracking and assets of the test config answer from the fake. */
function installFetch(api: FakeApi, config: RuntimeConfig): jest.Mock {
  const fetchMock = jest.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith(`${config.profileApi}/checkout/products/get-products`)) {
      return api.offersStatus === 200 ? reply(200, api.offers) : reply(api.offersStatus, { error: 'down' });
    }
    if (url.startsWith(`${config.profileApi}/checkout/products/?ids=`)) {
      const ids = new URL(url).searchParams.get('ids')?.split(',').map(Number) ?? [];
      return reply(200, api.offers.filter((offer) => ids.includes(Number(offer.id))).map(productOf));
    }
    const subs = new RegExp(`^${config.profileApi}/subs/get-pays-subs/(.+)$`).exec(url);
    if (subs?.[1]) return reply(200, { data: api.paidSubscriptions[decodeURIComponent(subs[1])] ?? [] });
    if (url === `${config.trackingBase}/track`) {
      api.tracked.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as Record<string, unknown>);
      return reply(204, null);
    }
    if (url === `${config.assetsBase}/sliders.json`) return reply(api.slidersStatus, { events: [], magazine: [] });
    return reply(404, { error: 'not found' });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  path?: string;
  language?: Language;
  user?: User | null;
  api?: FakeApi;
}

/** The landing as the host shows it: one jotai store and the router. */
export function renderLanding({ path = '/', language = 'es', user = null, api = createFakeApi() }: RenderOptions = {}) {
  const { config, store } = prepareAppStore({ language, user, namespace: 'landing', translations: landingTranslations });
  installFetch(api, config);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/checkout" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, api, config };
}
