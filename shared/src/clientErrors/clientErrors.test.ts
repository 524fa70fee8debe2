import { setupFakeWorld } from '@suscripciones/dev-api/testing';
import { testConfig } from '@suscripciones/kit/testing';
import { reportPageOf } from './reportPage';
import { parseRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { listenForClientErrors, reportClientError, resetClientErrorReporting, startClientErrorReporting } from './clientErrors';
import { resetSentClientErrors } from './sendClientError';
import { stayedAfterMs, watchPageLeaving } from '../boot/pageLeaving';

const sender = () => import('./sendClientError').then((module) => module.sendClientErrors);

/**
 * The page's reporting against the fake world: what reaches call 7 (the events dev-api records), sampled, capped
 * and deduplicated, sent after the error, and never a loop.
 */
const world = setupFakeWorld();
const app = { app: 'host', version: '1.2.0', pageRemote: () => 'landing' as const, remoteVersion: () => '1.4.0' };
const trackingUrl = 'http://localhost:3010/tracking/track';

/** Lets the timers and the lazily imported sender run. */
const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};
/** The call 7 events dev-api received, in order. */
const sent = () => world.context.events.list().map(({ event }) => event);
const error = (message: string) => ({ kind: 'unhandled_rejection' as const, error: new Error(message) });

beforeAll(() => {
  setRuntimeConfig(parseRuntimeConfig(testConfig()));
  listenForClientErrors();
  window.history.replaceState(null, '', '/suscripciones/checkout?ids=1,2&token=eyJh.eyJi.sig#summary');
});
beforeEach(() => {
  resetClientErrorReporting();
  resetSentClientErrors();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('sampling', () => {
  it('sends nothing at a rate of 0, and fetches no code to send', async () => {
    const unused = jest.fn(sender);
    startClientErrorReporting(reportPageOf(app), { clientErrorSampleRate: 0, clientErrorsPerPage: 10 }, unused);
    reportClientError(error('boom'));
    reportClientError({ kind: 'call_failed', call: 'buy', failure: 'status', status: 500 });
    await settle();
    expect(world.requests).toEqual([]);
    expect(unused).not.toHaveBeenCalled();
  });

  it('sends nothing with a cap of 0', async () => {
    startClientErrorReporting(reportPageOf(app), { clientErrorSampleRate: 1, clientErrorsPerPage: 0 }, sender);
    reportClientError(error('boom'));
    await settle();
    expect(world.requests).toEqual([]);
  });
});

describe('a page that reports', () => {
  it('sends each error once, up to the cap, as client_error events of the page without its query', async () => {
    // The world records what arrived, not how: a spy on fetch sees the keepalive that lets a report outlive the page.
    const fetching = jest.spyOn(globalThis, 'fetch');
    startClientErrorReporting(reportPageOf(app), { clientErrorSampleRate: 1, clientErrorsPerPage: 3 }, sender);
    for (let index = 0; index < 50; index += 1) reportClientError(error('same'));
    for (const message of ['a', 'b', 'c', 'd']) reportClientError(error(message));
    await settle();
    const events = sent();
    expect(events.map((event) => event.message)).toEqual(['same', 'a', 'b']);
    expect(events[0]).toMatchObject({
      event_type: 'client_error',
      kind: 'unhandled_rejection',
      page_url: 'http://localhost/suscripciones/checkout',
      route: '/checkout',
      app: 'host',
      app_version: '1.2.0',
      remote: 'landing',
      remote_version: '1.4.0',
    });
    expect(fetching).toHaveBeenCalledWith(trackingUrl, expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('sends after the error, not in it', async () => {
    // Whether the page calls fetch within the error itself: the world hears of a request only later.
    const fetching = jest.spyOn(globalThis, 'fetch');
    startClientErrorReporting(reportPageOf(app), { clientErrorSampleRate: 1, clientErrorsPerPage: 3 }, sender);
    reportClientError(error('later'));
    expect(fetching).not.toHaveBeenCalled();
    await settle();
    expect(sent()).toHaveLength(1);
  });

  it('holds what breaks as the buyer leaves (a script load cancelled): sent only if the page stays', async () => {
    // When the page sends, under fake timers: the world answers in its own time, after them.
    const fetching = jest.spyOn(globalThis, 'fetch');
    jest.useFakeTimers();
    // The page's app watches for the page being left (mountApp starts it).
    const stopWatching = watchPageLeaving();
    try {
      startClientErrorReporting(reportPageOf(app), { clientErrorSampleRate: 1, clientErrorsPerPage: 3 }, sender);
      window.dispatchEvent(new Event('beforeunload'));
      reportClientError(error('as the page goes'));
      await jest.advanceTimersByTimeAsync(stayedAfterMs - 1);
      expect(fetching).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(100);
      expect(fetching).toHaveBeenCalledTimes(1);
    } finally {
      window.dispatchEvent(new Event('pageshow'));
      stopWatching();
      jest.useRealTimers();
    }
    await settle();
    expect(sent().map((event) => event.message)).toEqual(['as the page goes']);
  });

  it('sends what happened before the config was known, once it is', async () => {
    reportClientError(error('during start-up'));
    await settle();
    expect(world.requests).toEqual([]);
    startClientErrorReporting(reportPageOf(app), { clientErrorSampleRate: 1, clientErrorsPerPage: 3 }, sender);
    await settle();
    expect(sent().map((event) => event.message)).toEqual(['during start-up']);
  });

  it("hears the page's uncaught errors, unhandled rejections and CSP violations", async () => {
    startClientErrorReporting(reportPageOf(app), { clientErrorSampleRate: 1, clientErrorsPerPage: 10 }, sender);
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError('x is undefined'),
        message: 'Uncaught TypeError: x is undefined',
        filename: 'http://localhost/a.js?v=1',
        lineno: 3,
        colno: 7,
      }),
    );
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'img-src', blockedURI: 'https://evil.example/p.png?q=1' }),
    );
    await settle();
    expect(sent()).toEqual([
      expect.objectContaining({
        kind: 'uncaught_error',
        error_name: 'TypeError',
        message: 'x is undefined',
        source: 'http://localhost/a.js',
        line: 3,
        column: 7,
      }),
      expect.objectContaining({ kind: 'unhandled_rejection', message: 'rejected' }),
      expect.objectContaining({ kind: 'csp_violation', directive: 'img-src', blocked_origin: 'https://evil.example' }),
    ]);
  });
});

describe('never a loop', () => {
  it('a failing call 7 is only logged: it is never reported, so each error is one request', async () => {
    // Its answer lost on the way back: the page's fetch fails as on a dropped connection.
    world.fault('track', 'lose-answer');
    startClientErrorReporting(reportPageOf(app), { clientErrorSampleRate: 1, clientErrorsPerPage: 10 }, sender);
    reportClientError(error('one'));
    reportClientError(error('two'));
    await settle();
    await settle();
    expect(world.requests).toEqual(['/tracking/track', '/tracking/track']);
    expect(console.error).toHaveBeenCalledWith('Error al enviar evento de tracking', expect.any(TypeError));
  });

  it('an error while reporting is swallowed, not reported', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    startClientErrorReporting(
      reportPageOf({
        ...app,
        pageRemote: () => {
          throw new Error('broken context');
        },
      }),
      { clientErrorSampleRate: 1, clientErrorsPerPage: 10 },
      sender,
    );
    reportClientError(error('one'));
    await settle();
    expect(world.requests).toEqual([]);
    expect(warn).toHaveBeenCalledWith('A client error could not be reported', expect.any(Error));
  });
});
