import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, getDefaultStore, Provider } from 'jotai';
import { cartItemsAtom, languageAtom, parseRuntimeConfig, portalAtom, registerTranslations, type MountedLanding } from '@suscripciones/shared';
import { initI18n, runtimeConfigAtom } from '@suscripciones/kit/testing';
import { setupFakeWorld } from '@suscripciones/dev-api/testing';
import { testConfig } from '@suscripciones/kit/testing';
import { landingTranslations } from '../i18n/landingTranslations';
import { EmbeddedSubscriptions } from './EmbeddedSubscriptions';
import { mount } from './mount';

const world = setupFakeWorld();
const configUrl = 'http://shop.test/suscripciones/config.json';
const hostUrl = 'http://shop.test/suscripciones';

/** The shop's config.json, the one address of the outside world the fake world does not answer. */
let configAnswer: () => Response = () => Response.json(testConfig());
const configRequests: string[] = [];
let consoleError: jest.SpyInstance;

beforeAll(() => {
  const worldFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== configUrl) return worldFetch(input, init);
    configRequests.push(url);
    return configAnswer();
  }) as typeof fetch;
});

beforeEach(() => {
  localStorage.clear();
  configRequests.length = 0;
  configAnswer = () => Response.json(testConfig());
  // Each test reads the config as a new page would.
  getDefaultStore().set(runtimeConfigAtom, null);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  document.body.replaceChildren();
  document.head.querySelector('base')?.remove();
});

/** The portal's element, with its own content and attributes. */
function portalElement(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'portal-box';
  element.setAttribute('style', 'margin: 1px');
  element.innerHTML = '<a href="/suscripciones/">Subscriptions</a>';
  document.body.append(element);
  return element;
}

const attributesOf = (element: Element) => Object.fromEntries(element.getAttributeNames().map((name) => [name, element.getAttribute(name)]));

async function mountInto(element: HTMLElement, options: Parameters<typeof mount>[1]): Promise<MountedLanding> {
  let mounted: MountedLanding | undefined;
  await act(async () => {
    mounted = await mount(element, options);
  });
  if (!mounted) throw new Error('not mounted');
  return mounted;
}

describe('landing/mount in a portal page', () => {
  it("renders the list in the language asked for inside the element's shadow root, and gives the element back as it was", async () => {
    const element = portalElement();
    const page = attributesOf(document.documentElement);
    const unmount = await mountInto(element, { configUrl, hostUrl, language: 'pt' });
    const list = within(element.shadowRoot as unknown as HTMLElement);
    const embed = await list.findByTestId('landing-embed');
    expect(within(embed).getByRole('heading', { level: 2 })).toHaveTextContent('Assinaturas');
    expect(await within(embed).findByRole('tab', { name: 'Brasil', selected: true })).toBeInTheDocument();
    // Language and brand on the list's own element in the shadow root; nothing on the portal's element or <html>.
    const container = embed.parentElement as HTMLElement;
    expect({ lang: container.lang, portal: container.dataset.portal }).toEqual({ lang: 'pt', portal: 'agrinews' });
    expect(attributesOf(element)).toEqual({ class: 'portal-box', style: 'margin: 1px' });
    expect(attributesOf(document.documentElement)).toEqual(page);
    // The portal's own content is still there (not shown while the list is, as nothing in the shadow root shows it).
    expect(element.innerHTML).toBe('<a href="/suscripciones/">Subscriptions</a>');
    expect(element.shadowRoot?.querySelector('slot')).toBeNull();

    act(() => unmount());
    expect(element.shadowRoot?.childNodes).toHaveLength(1);
    expect(element.shadowRoot?.firstElementChild?.localName).toBe('slot');
    expect(attributesOf(element)).toEqual({ class: 'portal-box', style: 'margin: 1px' });
    expect(element.innerHTML).toBe('<a href="/suscripciones/">Subscriptions</a>');
    // Unmounting twice is harmless.
    act(() => unmount());
  });

  it("reads addresses relative to the portal's page", async () => {
    // The page's links resolve against its base: the portal's page on the shop's own origin here.
    const base = document.createElement('base');
    base.href = 'http://shop.test/noticias/portada';
    document.head.append(base);
    const element = portalElement();
    await mountInto(element, { configUrl: '/suscripciones/config.json', hostUrl: '../suscripciones', language: 'es' });
    expect(configRequests).toEqual([configUrl]);
    await within(element.shadowRoot as unknown as HTMLElement).findByTestId('landing-embed');
  });

  it('switches its language in place, and two lists of one page keep their own', async () => {
    const first = portalElement();
    const second = portalElement();
    const spanish = await mountInto(first, { configUrl, hostUrl, language: 'es' });
    await mountInto(second, { configUrl, hostUrl, language: 'en' });
    const heading = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement).findByRole('heading', { level: 2 });
    expect(await heading(first)).toHaveTextContent('Membresías');
    expect(await heading(second)).toHaveTextContent('Memberships');
    const firstList = await within(first.shadowRoot as unknown as HTMLElement).findByTestId('landing-embed');

    await act(() => spanish.setLanguage('pt'));
    expect(await heading(first)).toHaveTextContent('Assinaturas');
    expect(await heading(second)).toHaveTextContent('Memberships');
    // In place: the same list, not a new one.
    expect(within(first.shadowRoot as unknown as HTMLElement).getByTestId('landing-embed')).toBe(firstList);
    expect(firstList.parentElement?.lang).toBe('pt');
  });

  it('refuses bad options before touching the element, and says which', async () => {
    const element = portalElement();
    await expect(mount(element, { configUrl: 'javascript:alert(1)', hostUrl })).rejects.toThrow('configUrl');
    expect(element.shadowRoot).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('configUrl'));
  });

  it.each([
    ['answers 404', () => new Response('{}', { status: 404 }), /config http:\/\/shop\.test\/suscripciones\/config\.json failed: ConfigError: .*404/],
    [
      'cannot be reached (no CORS for this page)',
      () => Promise.reject(new TypeError('Failed to fetch')) as never,
      /config http:\/\/shop\.test\/suscripciones\/config\.json failed: TypeError: Failed to fetch.*portal origins/,
    ],
    ['is not a config', () => Response.json({ remotes: 1 }), /config http:\/\/shop\.test\/suscripciones\/config\.json failed: ConfigError: Invalid config/],
  ])("keeps the portal's content when the shop's config %s, naming its address and the cause", async (_case, answer, said) => {
    configAnswer = answer;
    const element = portalElement();
    await expect(mount(element, { configUrl, hostUrl, language: 'es' })).rejects.toThrow(said);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(said));
    expect(attributesOf(element)).toEqual({ class: 'portal-box', style: 'margin: 1px' });
    expect(element.innerHTML).toBe('<a href="/suscripciones/">Subscriptions</a>');
    expect(element.shadowRoot?.firstElementChild?.localName).toBe('slot');
  });

  it("shows the offers' own failure inside the list, with its retry: the list is mounted", async () => {
    const element = portalElement();
    world.fault('get-products', 'status-500');
    // The offers failing is the list's own error (shown with a retry), not a failed mount.
    await mountInto(element, { configUrl, hostUrl, language: 'en' });
    expect(await within(element.shadowRoot as unknown as HTMLElement).findByRole('alert')).toHaveTextContent(/^Error: /);
  });

  it('says clearly when the element cannot hold the list', async () => {
    const element = portalElement();
    element.attachShadow({ mode: 'open' });
    await expect(mount(element, { configUrl, hostUrl })).rejects.toThrow(/has a shadow root of its own/);
    const link = document.createElement('a');
    document.body.append(link);
    await expect(mount(link, { configUrl, hostUrl })).rejects.toThrow(/cannot hold the list/);
  });
});

describe('the embedded list', () => {
  it('subscribing adds to the cart and leaves for the host checkout with the ids and language', async () => {
    const config = parseRuntimeConfig(testConfig());
    getDefaultStore().set(runtimeConfigAtom, config);
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
    await userEvent.setup().click((await screen.findAllByRole('button', { name: 'Suscribirme' }))[0] as HTMLElement);
    // The membership's product comes from call 2 first.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/shop\.test\/suscripciones\/checkout\?ids=\d+&lang=es$/)));
    const id = Number(new URL(String(navigate.mock.calls[0]?.[0])).searchParams.get('ids'));
    await waitFor(() => expect(store.get(cartItemsAtom).map((item) => item.id)).toEqual([id]));
  });
});
