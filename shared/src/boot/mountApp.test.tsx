import { act } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../i18n/i18n';
import { useHydrated } from '../ssr/hydration';
import { fakeResponse } from '@suscripciones/kit/testing';
import { testConfig } from '@suscripciones/kit/testing';
import { mountApp } from './mountApp';

/** A view whose first render is what the build wrote, and which changes once hydrated. */
function View() {
  const hydrated = useHydrated();
  return <p id="view">{hydrated ? 'in the browser' : 'as built'}</p>;
}

// fetch stands for the host serving config.json, its own file and no service: the fake world (dev-api) has none.
const configAnswer = () => fakeResponse(200, testConfig());

function containerWith(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  return container;
}

describe('mountApp', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  // First: the config is loaded once per page, and a failed load is asked again.
  it('shows the failure view when the config cannot be loaded, in place of the prerendered HTML', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    const container = containerWith('<p id="view">as built</p>');
    await act(() =>
      mountApp({
        container,
        configUrl: '/suscripciones/config.json',
        prepare: () => ({ hydrate: true }),
        app: () => <View />,
        failure: () => <p>could not start</p>,
      }),
    );
    expect(container.textContent).toBe('could not start');
  });

  it("speaks the page's language when it fails before that language's texts were loaded", async () => {
    // The host's texts of a language other than the page's first come as a chunk: the failure waits for it.
    registerTranslations('startupTest', {
      es: async () => ({ default: { title: 'No se pudo cargar la página.' } }),
      // Slower than the config's failed answer, as a chunk over the network is.
      en: () =>
        new Promise<{ default: { title: string } }>((resolve) => setTimeout(() => resolve({ default: { title: 'The page could not be loaded.' } }), 50)),
      pt: async () => ({ default: { title: 'Não foi possível carregar a página.' } }),
    });
    // A namespace of this test only, none of the typed ones: its key goes through as a plain string.
    function Failure() {
      const { t } = useTranslation();
      return <h1>{t('startupTest:title' as never)}</h1>;
    }
    global.fetch = jest.fn(async () => fakeResponse(500, 'Server error')) as typeof fetch;
    const container = containerWith('');
    await act(() => mountApp({ container, configUrl: '/suscripciones/config.json', language: 'en', app: () => <View />, failure: () => <Failure /> }));
    expect(container.textContent).toBe('The page could not be loaded.');
  });

  it('hydrates the prerendered HTML: the same elements, then what only the browser knows', async () => {
    global.fetch = jest.fn(async () => configAnswer()) as typeof fetch;
    const container = containerWith('<p id="view">as built</p>');
    const built = container.firstElementChild;
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = await mountApp({ container, configUrl: '/suscripciones/config.json', prepare: () => ({ hydrate: true }), app: () => <View /> });
    });
    expect(container.firstElementChild).toBe(built);
    expect(container.textContent).toBe('in the browser');
    expect(consoleError).not.toHaveBeenCalled();
    act(() => unmount());
  });

  it('says loudly when the HTML is not what the app renders (a mismatch), and renders the app anyway', async () => {
    const container = containerWith('<p id="view">something else</p>');
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = await mountApp({ container, configUrl: '/suscripciones/config.json', prepare: () => ({ hydrate: true }), app: () => <View /> });
    });
    expect(container.textContent).toBe('in the browser');
    expect(consoleError).toHaveBeenCalledWith('Hydration of the prerendered page failed', expect.anything());
    act(() => unmount());
  });

  it('renders into an empty container when there is nothing to hydrate', async () => {
    const container = containerWith('');
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = await mountApp({ container, configUrl: '/suscripciones/config.json', app: () => <View /> });
    });
    expect(container.textContent).toBe('in the browser');
    expect(consoleError).not.toHaveBeenCalled();
    act(() => unmount());
  });

  it("listens for the page's errors when it owns the page, never when embedded in another site's page", async () => {
    global.fetch = jest.fn(async () => configAnswer()) as typeof fetch;
    const listened = jest.spyOn(window, 'addEventListener');
    const reporting = { app: 'landing', version: '1.0.0' };
    const heard = () => listened.mock.calls.map(([type]) => type).filter((type) => type === 'error' || type === 'unhandledrejection');
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = await mountApp({ container: containerWith(''), configUrl: '/suscripciones/config.json', embedded: true, reporting, app: () => <View /> });
    });
    expect(heard()).toEqual([]);
    act(() => unmount());
    await act(async () => {
      unmount = await mountApp({ container: containerWith(''), configUrl: '/suscripciones/config.json', reporting, app: () => <View /> });
    });
    expect(heard()).toEqual(['error', 'unhandledrejection']);
    act(() => unmount());
    listened.mockRestore();
  });
});
