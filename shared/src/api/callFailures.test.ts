import { z } from 'zod/mini';
import { seedIds, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { testConfig } from '@suscripciones/kit/testing';
import { resetClientErrorReporting, startClientErrorReporting } from '../clientErrors/clientErrors';
import { resetSentClientErrors } from '../clientErrors/sendClientError';
import { reportPageOf } from '../clientErrors/reportPage';
import { parseRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { getPaidSubscriptions, getProductsByIds } from './client';
import { callFailureOf, request, requestJson } from './http';

/**
 * A failed call of the spec (calls 1-6) is reported by its name and how it failed: never its address (call 5's
 * path holds the buyer's token_id) nor its body. Call 7 failing is never reported. Against the fake world: dev-api
 * answers, fails as it is told, and records the call 7 events it receives.
 */
const world = setupFakeWorld();
const tokenId = 'member-1';
const sender = () => import('../clientErrors/sendClientError').then((module) => module.sendClientErrors);

const settle = async () => {
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};
const events = () => world.context.events.list().map(({ event }) => event);

const calls = {
  products: () => getProductsByIds([seedIds.courses.porcino]),
  'get-pays-subs': () => getPaidSubscriptions(tokenId),
};

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(testConfig({ requestTimeoutMs: 50 }))));
beforeEach(() => {
  resetClientErrorReporting();
  resetSentClientErrors();
  startClientErrorReporting(reportPageOf({ app: 'host', version: '1.0.0' }), { clientErrorSampleRate: 1, clientErrorsPerPage: 100 }, sender);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a failed call as a client error', () => {
  it.each(Object.entries(calls))('%s failing with 500 is reported by name and status, without its address', async (name, call) => {
    world.fault(name === 'products' ? 'products' : 'get-pays-subs', 'status-500');
    await call();
    await settle();
    expect(events()).toEqual([expect.objectContaining({ event_type: 'client_error', kind: 'call_failed', call: name, failure: 'status', status: 500 })]);
    const sent = JSON.stringify(events());
    expect(sent).not.toContain(tokenId);
    expect(sent).not.toContain('/profile');
  });

  it('says network, timeout or schema when there was no answer, none in time, or one the schema refused', async () => {
    world.fault('products', 'lose-answer', 1);
    await getProductsByIds([seedIds.courses.porcino]);
    world.fault('get-pays-subs', 'hang', 1);
    await getPaidSubscriptions(tokenId);
    world.fault('products', 'bad-schema', 1);
    await getProductsByIds([seedIds.courses.porcino]);
    await settle();
    expect(events().map(({ call, failure, status }) => [call, failure, status])).toEqual([
      ['products', 'network', null],
      ['get-pays-subs', 'timeout', null],
      ['products', 'schema', null],
    ]);
  });

  it("names any call by the name its app gives it (the apps' own calls go through the same request)", async () => {
    world.fault('countries', 'status-500', 1);
    const { identity } = testConfig();
    await requestJson(identity.ajaxUrl, z.array(z.unknown()), {
      method: 'POST',
      body: new URLSearchParams({ action: 'getPais' }),
      timeoutMs: 50,
      call: 'countries',
    }).catch(() => undefined);
    await settle();
    expect(events()).toEqual([expect.objectContaining({ kind: 'call_failed', call: 'countries', failure: 'status', status: 500 })]);
  });

  it('a call that answers is not reported', async () => {
    await getProductsByIds([seedIds.courses.porcino]);
    await settle();
    expect(events()).toEqual([]);
  });

  it('call 7 failing (a plain request, not a call of the spec) is never reported', async () => {
    world.fault('track', 'status-500');
    const { trackingBase } = testConfig();
    await expect(
      request(`${trackingBase}/track`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' }, timeoutMs: 50 }),
    ).rejects.toThrow(/answered 500/);
    await settle();
    expect(world.requests.filter((path) => path === '/tracking/track')).toHaveLength(1);
  });
});

describe('how a call failed', () => {
  it('is the kind of the error the request gave', () => {
    expect(callFailureOf(new TypeError('Failed to fetch'))).toEqual({ failure: 'network', status: null });
    expect(callFailureOf('anything else')).toEqual({ failure: 'network', status: null });
  });
});
