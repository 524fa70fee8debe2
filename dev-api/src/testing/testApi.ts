import { seedIds } from '../seed/catalogue';
import { startDevApi, type DevApi, type DevApiOptions } from '../server';

/** Helpers for dev-api's own tests (not a test file itself). */
export const testHostOrigin = 'http://localhost:3000';

export interface TestApi extends DevApi {
  get(path: string, init?: RequestInit): Promise<Response>;
  postJson(path: string, body: unknown): Promise<Response>;
  postForm(path: string, fields: Record<string, string>, init?: RequestInit): Promise<Response>;
  reset(): Promise<void>;
}

export async function startTestApi(options: Partial<DevApiOptions> = {}): Promise<TestApi> {
  const api = await startDevApi({ port: 0, hostOrigin: testHostOrigin, allowedReturnOrigins: [], ...options });
  const at = (path: string) => `${api.url}${path}`;
  return {
    ...api,
    get: (path, init) => fetch(at(path), init),
    postJson: (path, body) => fetch(at(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    postForm: (path, fields, init) => fetch(at(path), { method: 'POST', body: new URLSearchParams(fields), ...init }),
    reset: async () => {
      const response = await fetch(at('/__control/reset'), { method: 'POST' });
      if (response.status !== 204) throw new Error(`reset answered ${response.status}`);
    },
  };
}

/** A buy request that the seed accepts: the porcino course at its partner price. */
export const validBuyRequest = {
  invoice: false,
  token_id: 'member-1',
  products: [{ id: seedIds.courses.porcino, price: 90, stripe_id: 'price_curso_porcino_socio' }],
  paymentMethodId: 'pm_card_visa',
  currency: 'EUR',
  facturaData: null,
  shippingData: null,
  session_id: 'session-test-1',
};

export const validTrackingEvent = {
  event_type: 'home_subscriptions_viewed',
  timestamp: '2025-05-01T10:00:00.000Z',
  page_url: 'http://localhost:3000/suscripciones/',
  portal: 'localhost',
  user_agent: 'jest',
  token_id: 'member-1',
  event_target: 'landing',
};
