import { act, render, screen } from '@testing-library/react';
import { registerTranslations } from '@suscripciones/shared';
import { fakeResponse, initI18n } from '@suscripciones/kit/testing';
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
import { loadRemoteModule, registerConfiguredRemotes } from './remoteLoader';
import { preloadRoute, watchIntent } from './stepPreload';

const remotes = testRemotes;
const fetchMock = manifestFetch();

function Page({ name }: { name: string }) {
  return <h1>{name} page</h1>;
}
const pageModule = (name: string, preload?: () => void) => ({ default: () => <Page name={name} />, ...(preload ? { preload } : {}) });

beforeAll(() => {
  initI18n('es');
  registerTranslations('host', hostTranslations);
});
beforeEach(() => {
  registerConfiguredRemotes(remotes);
  loadRemote.mockReset();
  registerRemotes.mockClear();
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.mocked(console.error).mockRestore());

/** Lets the loads' promises settle. */
const settled = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the next step, loaded ahead', () => {
  it('loads the route’s page, runs its preload, and the route then shows it without a spinner', async () => {
    const preload = jest.fn();
    loadRemote.mockResolvedValue(pageModule('Checkout', preload));
    preloadRoute('/checkout');
    await settled();
    expect(loadRemote).toHaveBeenCalledWith('checkout/CheckoutPage');
    expect(preload).toHaveBeenCalledTimes(1);
    render(<RemoteRoute moduleId="checkout/CheckoutPage" />);
    expect(screen.queryByTestId('full-screen-spinner')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    // Asked for once per page: a second intent costs nothing.
    preloadRoute('/checkout');
    await settled();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a route without a remote page', async () => {
    preloadRoute('/terms');
    preloadRoute('/nope');
    await settled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('fails quietly: nothing logged, and the route loads afresh as if nothing had been tried', async () => {
    // The payment remote is down while the buyer reads checkout: its manifest does not answer.
    fetchMock.mockImplementationOnce(() => Promise.resolve(fakeResponse(503, {})));
    preloadRoute('/payment');
    await settled();
    expect(console.error).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
    // Back by the time the buyer proceeds: the route reads the manifest again and shows the page.
    loadRemote.mockResolvedValue(pageModule('Payment'));
    await expect(loadRemoteModule('payment/PaymentPage')).resolves.toEqual(expect.objectContaining({ default: expect.any(Function) }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops a remote whose entry failed ahead, so the route registers it anew rather than reusing the failure', async () => {
    loadRemote.mockRejectedValueOnce(new Error('ScriptExecutionError: remoteEntry.js'));
    preloadRoute('/thanks');
    await settled();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    loadRemote.mockResolvedValue(pageModule('Thanks'));
    render(<RemoteRoute moduleId="payment/ThanksPage" />);
    expect(await screen.findByRole('heading', { name: 'Thanks page' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('hands the route a load still under way: one manifest, one module load', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    preloadRoute('/');
    await settled();
    const shown = loadRemoteModule('landing/LandingPage');
    resolve(pageModule('Landing'));
    await expect(shown).resolves.toEqual(expect.objectContaining({ default: expect.any(Function) }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('intent', () => {
  // jsdom has no PointerEvent: a mouse event with the pointer's type, as the listeners read it.
  const pointer = (type: string, pointerType: string) => Object.assign(new MouseEvent(type, { bubbles: true }), { pointerType });
  const connection = (value: unknown) => Object.defineProperty(navigator, 'connection', { value, configurable: true });
  afterEach(() => connection(undefined));

  function page(html: string): () => void {
    document.body.innerHTML = html;
    return watchIntent(document);
  }

  it('a press on a button that leads to a route loads that route’s page at once', async () => {
    loadRemote.mockResolvedValue(pageModule('Payment'));
    const stop = page('<button data-next-route="/payment"><span>Proceed</span></button>');
    document.querySelector('span')?.dispatchEvent(pointer('pointerdown', 'touch'));
    await settled();
    expect(loadRemote).toHaveBeenCalledWith('payment/PaymentPage');
    stop();
  });

  it('a mouse resting on a link to a route loads it; one passing over does not', async () => {
    jest.useFakeTimers();
    try {
      loadRemote.mockResolvedValue(pageModule('Landing'));
      const stop = page('<a href="/suscripciones/?lang=es">Memberships</a><p>text</p>');
      const link = document.querySelector('a');
      link?.dispatchEvent(pointer('pointerover', 'mouse'));
      link?.dispatchEvent(pointer('pointerout', 'mouse'));
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(loadRemote).not.toHaveBeenCalled();
      link?.dispatchEvent(pointer('pointerover', 'mouse'));
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(loadRemote).toHaveBeenCalledWith('landing/LandingPage');
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('with Save-Data, only a press loads ahead: not a resting pointer nor a focus', async () => {
    jest.useFakeTimers();
    try {
      connection({ saveData: true });
      loadRemote.mockResolvedValue(pageModule('Checkout'));
      const stop = page('<a href="/suscripciones/checkout?ids=1">Subscribe</a>');
      const link = document.querySelector('a');
      link?.dispatchEvent(pointer('pointerover', 'mouse'));
      link?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(loadRemote).not.toHaveBeenCalled();
      link?.dispatchEvent(pointer('pointerdown', 'touch'));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(loadRemote).toHaveBeenCalledWith('checkout/CheckoutPage');
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores links to other sites and to the host’s own pages', async () => {
    const stop = page('<a href="https://portal.example/suscripciones/checkout">Elsewhere</a><a href="/suscripciones/terms">Terms</a>');
    for (const link of document.querySelectorAll('a')) link.dispatchEvent(pointer('pointerdown', 'touch'));
    await settled();
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });
});
