import { seedIds, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { productsOfTypePath } from '@suscripciones/kit/calls';
import { productTypes } from '../catalogue/vocabulary';
import { testConfig } from '@suscripciones/kit/testing';
import { fakeResponse as answer } from '@suscripciones/kit/testing';
import { earlyOrFetch, earlyResponsesKey, takeEarlyResponse, type EarlyResponses } from './earlyResponses';

/**
 * The requests index.html's early script started, taken over by the page: here the landing's call 1. A request
 * made again is answered by the fake world (dev-api's seed).
 */
const world = setupFakeWorld();
const slot = window as unknown as Record<string, EarlyResponses | undefined>;
/** Hand-made early answers: what the browser handed index.html's script before the page ran, which the world cannot. */
const leave = (responses: EarlyResponses) => {
  slot[earlyResponsesKey] = responses;
};
const offersUrl = `${testConfig().profileApi}${productsOfTypePath(productTypes.subscription)}`;
/** Call 1 as dev-api receives it. */
const offersCall = `${new URL(offersUrl).pathname}${new URL(offersUrl).search}`;
/** What the request made again answers: the seed's memberships. */
const seedOffers = expect.arrayContaining([expect.objectContaining({ id: seedIds.memberships.es })]);

describe('taking over the early requests', () => {
  beforeEach(() => {
    delete slot[earlyResponsesKey];
  });

  it('gives each early response once, and only for its own address', () => {
    const response = Promise.resolve(answer(200, {}));
    leave({ [offersUrl]: response });
    expect(takeEarlyResponse(`${testConfig().profileApi}/checkout/products/`)).toBeUndefined();
    expect(takeEarlyResponse(offersUrl)).toBe(response);
    expect(takeEarlyResponse(offersUrl)).toBeUndefined();
  });

  it('makes the request where index.html started nothing (a remote’s own page, the parent portal)', async () => {
    await expect((await earlyOrFetch(offersUrl, {})).json()).resolves.toEqual(seedOffers);
    expect(world.requests).toEqual([offersCall]);
  });

  it('hands over a good answer without asking again', async () => {
    leave({ [offersUrl]: Promise.resolve(answer(200, { early: true })) });
    await expect((await earlyOrFetch(offersUrl, {})).json()).resolves.toEqual({ early: true });
    expect(world.requests).toEqual([]);
  });

  it.each([
    ['answered 503', () => Promise.resolve(answer(503, 'down'))],
    ['failed on the network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('asks again, as without it, when the early request %s', async (_name, early) => {
    leave({ [offersUrl]: early() });
    await expect((await earlyOrFetch(offersUrl, {})).json()).resolves.toEqual(seedOffers);
    expect(world.requests).toEqual([offersCall]);
  });

  it('cancels the body of an early answer it does not use, so the browser does not keep that request open', async () => {
    const refused = answer(503, 'down');
    const cancel = jest.spyOn(refused.body as ReadableStream<Uint8Array>, 'cancel');
    leave({ [offersUrl]: Promise.resolve(refused) });
    await earlyOrFetch(offersUrl, {});
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('gives up on an early request that hangs when the caller’s signal aborts (its timeout)', async () => {
    leave({ [offersUrl]: new Promise<Response>(() => undefined) });
    const controller = new AbortController();
    const waiting = earlyOrFetch(offersUrl, { signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toThrow();
  });
});
