import { act } from '@testing-library/react';
import { useHydrated } from '../ssr/hydration';
import { fakeResponse } from '../testing/fakeResponse';
import { testConfig } from '../testing/testConfig';
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
