import { useLayoutEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTranslations } from '@suscripciones/shared';
import { fakeResponse, initI18n, stayedAfterMs, watchPageLeaving } from '@suscripciones/kit/testing';
import { manifestFetch, testRemotes } from '../testing/remotesWorld';
import { hostTranslations } from '../i18n/hostTranslations';

// The federation runtime is the outside world here: it fetches remotes over the network.
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

import { RemoteRoute } from './RemoteRoute';
import { loadedPages, providePage } from './loadedPages';
import { loadRemoteModule, registerConfiguredRemotes, RemoteUnavailableError, startLoadingRemoteModule } from './remoteLoader';

const remotes = testRemotes;

beforeAll(() => {
  initI18n('es');
  registerTranslations('host', hostTranslations);
  registerConfiguredRemotes(remotes);
});

const fetchMock = manifestFetch();

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockClear();
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function Landing() {
  return <h1>Landing loaded</h1>;
}

describe('RemoteRoute', () => {
  it('registers a remote by the entry its manifest names, the manifest read once', async () => {
    registerConfiguredRemotes(remotes);
    loadRemote.mockResolvedValue({ default: Landing });
    await loadRemoteModule('landing/LandingPage');
    await loadRemoteModule('landing/mount');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://localhost:3001/mf-manifest.json']);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'landing', entry: 'http://localhost:3001/remoteEntry.js', type: 'global', entryGlobalName: 'landing' }],
      { force: true },
    );
  });

  it('says the remote is down when its manifest does not answer, and reads it again on the next load', async () => {
    registerConfiguredRemotes(remotes);
    fetchMock.mockImplementationOnce(() => Promise.resolve(fakeResponse(503, {})));
    await expect(loadRemoteModule('payment/PaymentPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(loadRemote).not.toHaveBeenCalled();
    loadRemote.mockResolvedValueOnce({ default: Landing });
    await expect(loadRemoteModule('payment/PaymentPage')).resolves.toEqual({ default: Landing });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the spinner, then the remote page', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    render(<RemoteRoute moduleId="landing/LandingPage" />);
    expect(screen.getByTestId('full-screen-spinner')).toBeInTheDocument();
    await act(async () => resolve({ default: Landing }));
    expect(screen.getByRole('heading', { name: 'Landing loaded' })).toBeInTheDocument();
  });

  it('shows a translated message when the remote is down and recovers with retry', async () => {
    loadRemote.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    render(<RemoteRoute moduleId="checkout/CheckoutPage" />);
    expect(await screen.findByText('Esta sección no está disponible en este momento.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    loadRemote.mockResolvedValueOnce({ default: Landing });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Landing loaded' })).toBeInTheDocument();
    // The retry read the manifest again and registered the remote anew (a new deploy's entry, or the one that failed).
    expect(fetchMock).toHaveBeenLastCalledWith('http://localhost:3002/mf-manifest.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'checkout', entry: 'http://localhost:3002/remoteEntry.js', type: 'global', entryGlobalName: 'checkout' }],
      { force: true },
    );
  });

  it('shows, logs and reports nothing of a load cancelled as the buyer leaves; a page that stays gets the failure', async () => {
    jest.useFakeTimers();
    // The page's app watches for the page being left (mountApp starts it).
    const stopWatching = watchPageLeaving();
    try {
      jest.mocked(console.error).mockClear();
      window.dispatchEvent(new Event('beforeunload'));
      loadRemote.mockRejectedValueOnce(new TypeError('error loading dynamically imported module'));
      // A page no earlier case loaded (a loaded page is shown again without loading).
      render(<RemoteRoute moduleId="payment/PaymentPage" />);
      await act(() => jest.advanceTimersByTimeAsync(stayedAfterMs - 100));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(console.error).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByText('Esta sección no está disponible en este momento.')).toBeInTheDocument();
      expect(console.error).toHaveBeenCalled();
    } finally {
      window.dispatchEvent(new Event('pageshow'));
      stopWatching();
      jest.useRealTimers();
    }
  });

  it('takes over the load started at start-up: the page comes from it, fetched once', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    startLoadingRemoteModule('payment/ThanksPage');
    await waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    render(<RemoteRoute moduleId="payment/ThanksPage" />);
    await act(async () => resolve({ default: Landing }));
    expect(screen.getByRole('heading', { name: 'Landing loaded' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('hands the route the failure of a load started at start-up; a retry loads for real', async () => {
    loadRemote.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    startLoadingRemoteModule('checkout/CheckoutPage');
    await expect(loadRemoteModule('checkout/CheckoutPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    loadRemote.mockResolvedValueOnce({ default: Landing });
    await expect(loadRemoteModule('checkout/CheckoutPage', { fresh: true })).resolves.toEqual({ default: Landing });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('bad deploy');
    }
    loadRemote.mockResolvedValueOnce({ default: Broken });
    render(<RemoteRoute moduleId="payment/PaymentPage" />);
    expect(await screen.findByText('Esta sección no está disponible en este momento.')).toBeInTheDocument();
  });

  it('shows a page that arrived ahead between its first render and its effects (the next step loaded while idle)', async () => {
    // The page's load ahead ends after the route first rendered its spinner and before its effect ran: the route
    // must not take the page as shown already.
    function Checkout() {
      return <h1>Checkout loaded</h1>;
    }
    function ArrivesAhead() {
      useLayoutEffect(() => providePage('checkout/CheckoutPage', Checkout), []);
      return null;
    }
    loadRemote.mockResolvedValue({ default: Checkout });
    // What the tests before this one showed of it: this page is not loaded yet.
    loadedPages.delete('checkout/CheckoutPage');
    render(
      <>
        <RemoteRoute moduleId="checkout/CheckoutPage" />
        <ArrivesAhead />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Checkout loaded' }, { timeout: 3000 })).toBeInTheDocument();
  });
});
