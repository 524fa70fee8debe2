import { testConfig } from '@suscripciones/shared/testing';
import { resetClientErrorReporting, startClientErrorReporting } from '../clientErrors/clientErrors';
import { resetSentClientErrors } from '../clientErrors/sendClientError';

const sender = () => import('../clientErrors/sendClientError').then((module) => module.sendClientErrors);
import { reportPageOf } from '../clientErrors/reportPage';
import { parseRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { buy, getCountries, getPaidSubscriptions, getProductsByIds, getProductsOrThrow, getProductSuggestions } from './client';
import { callFailureOf, request } from './http';

/**
 * A failed call of the spec (calls 1-6) is reported by its name and how it failed: never its address (call 5's
 * path holds the buyer's token_id) nor its body. Call 7 failing is never reported.
 */
const trackingUrl = 'http://localhost:3010/tracking/track';
const tokenId = 'tok-98765-secret';
let answer: (init: RequestInit) => Promise<unknown>;
let fetchMock: jest.Mock;

const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};
const events = () =>
  fetchMock.mock.calls.filter(([url]) => url === trackingUrl).map(([, init]) => JSON.parse((init as { body: string }).body) as Record<string, unknown>);
const status =
  (code: number, body: unknown = { error: 'x' }) =>
  async () => ({ ok: code < 400, status: code, body: null, json: async () => body });

const calls = {
  'get-products': () => getProductsOrThrow('Subscription').catch(() => undefined),
  products: () => getProductsByIds([20]),
  buy: () =>
    buy(
      {
        invoice: false,
        token_id: tokenId,
        products: [{ id: 20, price: 150, stripe_id: 'price_x' }],
        paymentMethodId: 'pm_1',
        currency: 'EUR',
        facturaData: null,
        shippingData: null,
        session_id: 's',
      },
      'key',
    ),
  'product-suggestions': () => getProductSuggestions([20]),
  'get-pays-subs': () => getPaidSubscriptions(tokenId),
  countries: () => getCountries(),
};

beforeAll(() => {
  setRuntimeConfig(parseRuntimeConfig(testConfig({ requestTimeoutMs: 50 })));
});
beforeEach(() => {
  resetClientErrorReporting();
  resetSentClientErrors();
  startClientErrorReporting(reportPageOf({ app: 'host', version: '1.0.0' }), { clientErrorSampleRate: 1, clientErrorsPerPage: 100 }, sender);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetchMock = jest.fn((url: string, init: RequestInit) => (url === trackingUrl ? Promise.resolve({ ok: true, status: 204, body: null }) : answer(init)));
  global.fetch = fetchMock;
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('a failed call as a client error', () => {
  it.each(Object.entries(calls))('%s failing with 500 is reported by name and status, without its address', async (name, call) => {
    answer = status(500);
    await call();
    await settle();
    expect(events()).toEqual([expect.objectContaining({ kind: 'call_failed', call: name, failure: 'status', status: 500 })]);
    const sent = JSON.stringify(events());
    expect(sent).not.toContain(tokenId);
    expect(sent).not.toContain('/profile');
    expect(sent).not.toContain('admin-ajax');
  });

  it('says network, timeout or schema when there was no answer, none in time, or one the schema refused', async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await getProductSuggestions([20]);
    // No answer: the request's own timeout aborts it.
    answer = (init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    await getCountries();
    answer = status(200, [{ id: 'x' }]);
    await getProductsByIds([20]);
    await settle();
    expect(events().map(({ call, failure, status: code }) => [call, failure, code])).toEqual([
      ['product-suggestions', 'network', null],
      ['countries', 'timeout', null],
      ['products', 'schema', null],
    ]);
  });

  it('a call that answers is not reported', async () => {
    answer = status(200, []);
    await getCountries();
    await settle();
    expect(events()).toEqual([]);
  });

  it('call 7 failing (a plain request, not a call of the spec) is never reported', async () => {
    fetchMock.mockImplementation(status(500));
    await expect(request(trackingUrl, { method: 'POST', timeoutMs: 50 })).rejects.toThrow(/answered 500/);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('how a call failed', () => {
  it('is the kind of the error the request gave', () => {
    expect(callFailureOf(new TypeError('Failed to fetch'))).toEqual({ failure: 'network', status: null });
    expect(callFailureOf('anything else')).toEqual({ failure: 'network', status: null });
  });
});
