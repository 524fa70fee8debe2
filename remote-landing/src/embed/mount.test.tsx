import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { cartItemsAtom, parseRuntimeConfig, languageAtom, portalAtom, initI18n, registerTranslations } from '@suscripciones/shared';
import { landingTranslations } from '../i18n/landingTranslations';
import { testConfig } from '@suscripciones/shared/testing';
import { createFakeApi, installFetch } from '../testing/renderLanding';
import { EmbeddedSubscriptions } from './EmbeddedSubscriptions';
import { mount } from './mount';

const configUrl = 'http://localhost:3000/suscripciones/config.json';
const hostUrl = 'http://localhost:3000/suscripciones';

/** fetch for mount: the config address answers the test config, everything else the fake API. */
function installMountFetch() {
  const config = parseRuntimeConfig(testConfig());
  const api = createFakeApi();
  const apiFetch = installFetch(api, config);
  globalThis.fetch = jest.fn(async (input: string | URL, init?: RequestInit) =>
    String(input) === configUrl ? { ok: true, status: 200, json: async () => testConfig() } : apiFetch(input, init),
  ) as unknown as typeof fetch;
  return api;
}

describe('landing/mount', () => {
  beforeEach(() => localStorage.clear());

  it('starts the app context, renders the subscription list in the language asked for, and unmounts', async () => {
    installMountFetch();
    const element = document.createElement('div');
    element.setAttribute('style', 'margin: 1px');
    document.body.append(element);
    const pageHtml = document.documentElement.getAttributeNames().map((name) => [name, document.documentElement.getAttribute(name)]);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = await mount(element, { configUrl, hostUrl, language: 'pt' });
    });
    // Language and brand on the embed's element, nothing on the portal's <html>.
    expect(element.lang).toBe('pt');
    expect(element.dataset.portal).toBeTruthy();
    expect(element.style.getPropertyValue('--sc-brand')).toMatch(/^#/);
    expect(document.documentElement.getAttributeNames().map((name) => [name, document.documentElement.getAttribute(name)])).toEqual(pageHtml);
    const embed = await within(element).findByTestId('landing-embed');
    expect(within(embed).getByRole('heading', { level: 2 })).toHaveTextContent('Assinaturas');
    expect(await within(embed).findByRole('tab', { name: 'Brasil', selected: true })).toBeInTheDocument();
    expect(within(embed).getAllByTestId('subscription-card')).toHaveLength(1);
    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
    // The portal gets its element back as it gave it.
    expect(element.getAttributeNames()).toEqual(['style']);
    expect(element.getAttribute('style')).toBe('margin: 1px');
    element.remove();
  });

  it('refuses bad options before touching the page', async () => {
    const element = document.createElement('div');
    await expect(mount(element, { configUrl: 'javascript:alert(1)', hostUrl })).rejects.toThrow('configUrl');
    expect(element).toBeEmptyDOMElement();
  });
});

describe('the embedded list', () => {
  it('subscribing adds to the cart and leaves for the host checkout with the ids and language', async () => {
    const config = parseRuntimeConfig(testConfig());
    installFetch(createFakeApi(), config);
    initI18n('es');
    registerTranslations('landing', landingTranslations);
    const store = createStore();
    store.set(languageAtom, 'es');
    const portal = config.portals[0];
    if (portal) store.set(portalAtom, portal);
    const navigate = jest.fn();
    render(
      <Provider store={store}>
        <EmbeddedSubscriptions hostUrl={hostUrl} navigate={navigate} />
      </Provider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Suscribirme' }));
    // The membership's product comes from call 2 first.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://localhost:3000/suscripciones/checkout?ids=1&lang=es'));
    await waitFor(() => expect(store.get(cartItemsAtom).map((item) => item.id)).toEqual([1]));
  });
});
