import { seedIds, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { setRuntimeConfig, parseRuntimeConfig } from '../config/runtimeConfig';
import { testConfig } from '@suscripciones/kit/testing';
import { getProductsByIds } from '../api/client';
import { heldWhileLeaving, stayedAfterMs, unlessLeaving, watchPageLeaving } from './pageLeaving';

/**
 * The buyer leaving the page: Firefox and WebKit reject the page's pending requests after `beforeunload`, while the
 * page still runs. Those failures wait until the page has stayed, so a page that goes logs and reports none of them.
 * The services' answers come from the fake world (dev-api in-process).
 */
const world = setupFakeWorld();
const leave = () => window.dispatchEvent(new Event('beforeunload'));
/** The page shown again (back from the back-forward cache). */
const showAgain = () => window.dispatchEvent(new Event('pageshow'));

/** Whether the promise has settled after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return done;
}

/** The promise's value, or 'held back' when it has none within `ms` (real time). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'held back'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'held back'>((resolve) => (timer = setTimeout(resolve, ms, 'held back')));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

let stopWatching: () => void = () => undefined;
beforeAll(() => setRuntimeConfig(parseRuntimeConfig(testConfig())));
beforeEach(() => {
  jest.useFakeTimers();
  stopWatching = watchPageLeaving();
});
afterEach(() => {
  showAgain();
  stopWatching();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('watchPageLeaving', () => {
  it('listens while an app watches, and takes its listeners away with the last one', async () => {
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    stopWatching();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['beforeunload', 'pageshow']);
    const first = watchPageLeaving();
    const second = watchPageLeaving();
    expect(added.mock.calls.map(([type]) => type).sort()).toEqual(['beforeunload', 'pageshow']);
    first();
    first();
    leave();
    // Still watched by the second.
    expect(await settled(unlessLeaving())).toBe(false);
    second();
    expect(removed).toHaveBeenCalledTimes(4);
    // Unwatched, nothing is held.
    leave();
    expect(await settled(unlessLeaving())).toBe(true);
    stopWatching = watchPageLeaving();
  });
});

describe('unlessLeaving', () => {
  it('waits from beforeunload until the page has stayed stayedAfterMs, and not at all otherwise', async () => {
    expect(await settled(unlessLeaving())).toBe(true);
    leave();
    jest.advanceTimersByTime(1000);
    const staying = unlessLeaving();
    jest.advanceTimersByTime(stayedAfterMs - 1001);
    expect(await settled(staying)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(staying)).toBe(true);
    expect(await settled(unlessLeaving())).toBe(true);
  });
});

describe('heldWhileLeaving', () => {
  it('passes an answer and a failure through at once on a page not being left', async () => {
    await expect(heldWhileLeaving(Promise.resolve('page'))).resolves.toBe('page');
    const failed = heldWhileLeaving(Promise.reject(new Error('down')));
    expect(await settled(failed)).toBe(true);
    await expect(failed).rejects.toThrow('down');
  });

  it('holds a failure that comes as the buyer leaves, and gives it once the page has stayed', async () => {
    leave();
    const failed = heldWhileLeaving(Promise.reject(new TypeError('error loading dynamically imported module')));
    expect(await settled(failed)).toBe(false);
    jest.advanceTimersByTime(stayedAfterMs - 1);
    expect(await settled(failed)).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(failed).rejects.toThrow('error loading dynamically imported module');
  });

  it('holds nothing once the page is shown again from the back-forward cache', async () => {
    leave();
    showAgain();
    expect(await settled(heldWhileLeaving(Promise.reject(new Error('down'))).catch(() => undefined))).toBe(true);
  });
});

describe('a call cancelled as the buyer leaves', () => {
  it('is neither logged nor given to the page until the page has stayed', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The browser itself cancels the request as the buyer leaves: the fake world (a service) cannot, so fetch stands for it.
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => {
      leave();
      return Promise.reject(new TypeError('NetworkError when attempting to fetch resource.'));
    });
    const products = getProductsByIds([seedIds.courses.porcino]);
    expect(await settled(products)).toBe(false);
    expect(logged).not.toHaveBeenCalled();
    // A page still there (a mailto: link) gets the failure as without the wait: call 2 logged, its failure value.
    jest.advanceTimersByTime(stayedAfterMs);
    await expect(products).resolves.toEqual({ error: 'Error fetching products' });
    expect(logged).toHaveBeenCalledWith('Error fetching products', expect.any(TypeError));
  });

  it('an answer with an error status is the service speaking: given at once', async () => {
    // Real time: the world answers through it, and a failure held back would wait stayedAfterMs.
    jest.useRealTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    world.fault('products', 'status-500');
    const products = getProductsByIds([seedIds.courses.porcino]);
    leave();
    await expect(within(products, stayedAfterMs / 2)).resolves.toEqual({ error: 'Error fetching products' });
  });
});
