import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, registerTranslations } from '@suscripciones/shared';
import { hostTranslations } from '../i18n/hostTranslations';

// The federation runtime is the outside world here: it fetches remotes over the network.
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
const registerPlugins = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: (...args: unknown[]) => registerPlugins(...args),
}));

import { RemoteRoute } from './RemoteRoute';
import { loadRemoteModule, registerConfiguredRemotes, RemoteUnavailableError, startLoadingRemoteModule } from './remoteLoader';

const remotes = {
  landing: 'http://localhost:3001/mf-manifest.json',
  checkout: 'http://localhost:3002/mf-manifest.json',
  payment: 'http://localhost:3003/mf-manifest.json',
};

beforeAll(() => {
  initI18n('es');
  registerTranslations('host', hostTranslations);
  registerConfiguredRemotes(remotes);
});

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function Landing() {
  return <h1>Landing loaded</h1>;
}

describe('RemoteRoute', () => {
  it('registers the early-manifest plugin once, before any remote loads', () => {
    registerConfiguredRemotes(remotes);
    expect(registerPlugins).toHaveBeenCalledTimes(1);
    expect(registerPlugins.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ name: 'suscripciones-early-manifest' })]);
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
    // The retry re-registered the remote, so the runtime fetched its manifest again.
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'checkout', entry: 'http://localhost:3002/mf-manifest.json' }], { force: true });
  });

  it('takes over the load started at start-up: the page comes from it, fetched once', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    startLoadingRemoteModule('payment/ThanksPage');
    expect(loadRemote).toHaveBeenCalledTimes(1);
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
});
