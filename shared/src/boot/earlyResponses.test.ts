import { fakeResponse as answer } from '../testing/fakeResponse';
import { earlyOrFetch, earlyResponsesKey, takeEarlyResponse, type EarlyResponses } from './earlyResponses';

const slot = window as unknown as Record<string, EarlyResponses | undefined>;
const leave = (responses: EarlyResponses) => {
  slot[earlyResponsesKey] = responses;
};
const manifestUrl = 'http://cdn.test/landing/mf-manifest.json';

describe('taking over the early requests', () => {
  beforeEach(() => {
    delete slot[earlyResponsesKey];
    global.fetch = jest.fn(async () => answer(200, { again: true })) as typeof fetch;
  });

  it('gives each early response once, and only for its own address', () => {
    const response = Promise.resolve(answer(200, {}));
    leave({ [manifestUrl]: response });
    expect(takeEarlyResponse('http://cdn.test/other/mf-manifest.json')).toBeUndefined();
    expect(takeEarlyResponse(manifestUrl)).toBe(response);
    expect(takeEarlyResponse(manifestUrl)).toBeUndefined();
  });

  it('makes the request where index.html started nothing (a remote’s own page, the parent portal)', async () => {
    await expect((await earlyOrFetch(manifestUrl, {})).json()).resolves.toEqual({ again: true });
    expect(global.fetch).toHaveBeenCalledWith(manifestUrl, {});
  });

  it('hands over a good answer without asking again', async () => {
    leave({ [manifestUrl]: Promise.resolve(answer(200, { early: true })) });
    await expect((await earlyOrFetch(manifestUrl, {})).json()).resolves.toEqual({ early: true });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['answered 503', () => Promise.resolve(answer(503, 'down'))],
    ['failed on the network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('asks again, as without it, when the early request %s', async (_name, early) => {
    leave({ [manifestUrl]: early() });
    await expect((await earlyOrFetch(manifestUrl, {})).json()).resolves.toEqual({ again: true });
    expect(global.fetch).toHaveBeenCalledWith(manifestUrl, {});
  });

  it('gives up on an early request that hangs when the caller’s signal aborts (its timeout)', async () => {
    leave({ [manifestUrl]: new Promise<Response>(() => undefined) });
    const controller = new AbortController();
    const waiting = earlyOrFetch(manifestUrl, { signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toThrow();
  });
});
