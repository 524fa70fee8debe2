import { getRuntimeConfig, parseRuntimeConfig } from '@suscripciones/shared/config/runtimeConfig';
import { testConfig } from '@suscripciones/shared/testing';
import type { EarlyRequests } from './earlyRouteLoad';
import { fakeResponse } from '../testing/fakeResponse';
import { adoptEarlyConfig, earlyOrFetch, earlyRequestsKey, takeEarlyResponse } from './earlyRequests';

const slot = window as unknown as Record<string, EarlyRequests | undefined>;
const leave = (requests: EarlyRequests) => {
  slot[earlyRequestsKey] = requests;
};
const manifestUrl = 'http://cdn.test/landing/mf-manifest.json';

describe('taking over the early requests', () => {
  beforeEach(() => {
    delete slot[earlyRequestsKey];
    global.fetch = jest.fn(async () => fakeResponse(200, { again: true })) as typeof fetch;
  });

  it('gives each early response once, and only for its own address', async () => {
    const response = Promise.resolve(fakeResponse(200, {}));
    leave({ manifest: { url: manifestUrl, response } });
    expect(takeEarlyResponse('manifest', 'http://cdn.test/other/mf-manifest.json')).toBeUndefined();
    expect(takeEarlyResponse('manifest', manifestUrl)).toBe(response);
    expect(takeEarlyResponse('manifest', manifestUrl)).toBeUndefined();
  });

  it('is nothing where index.html started nothing (a remote’s own page, the parent portal)', () => {
    expect(earlyOrFetch('manifest', manifestUrl, {})).toBeUndefined();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('hands over a good answer without asking again', async () => {
    leave({ manifest: { url: manifestUrl, response: Promise.resolve(fakeResponse(200, { early: true })) } });
    await expect((await earlyOrFetch('manifest', manifestUrl, {}))?.json()).resolves.toEqual({ early: true });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['answered 503', () => Promise.resolve(fakeResponse(503, 'down'))],
    ['failed on the network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('asks again, as the runtime would, when the early request %s', async (_name, early) => {
    leave({ manifest: { url: manifestUrl, response: early() } });
    await expect((await earlyOrFetch('manifest', manifestUrl, {}))?.json()).resolves.toEqual({ again: true });
    expect(global.fetch).toHaveBeenCalledWith(manifestUrl, {});
  });

  it('adopts a valid early config, and leaves a bad one to the usual load', async () => {
    const good = testConfig({ assetsBase: 'http://assets.early.test' });
    leave({ config: { url: '/suscripciones/config.json', response: Promise.resolve(fakeResponse(200, good)) } });
    await adoptEarlyConfig('/suscripciones/config.json');
    expect(getRuntimeConfig()).toEqual(parseRuntimeConfig(good));

    leave({ config: { url: '/suscripciones/config.json', response: Promise.resolve(fakeResponse(200, { ...good, assetsBase: 'http://assets.bad.test', remotes: 'nope' })) } });
    await expect(adoptEarlyConfig('/suscripciones/config.json')).resolves.toBeUndefined();
    expect(getRuntimeConfig().assetsBase).toBe(parseRuntimeConfig(good).assetsBase);
  });
});
