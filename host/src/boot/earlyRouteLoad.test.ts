import { earlyRouteLoad, type EarlyRequests } from './earlyRouteLoad';
import { restoreHeldHash } from './heldHash';
import { earlyRouteLoadOptions } from './earlyRouteLoadOptions';
import { fakeResponse } from '@suscripciones/kit/testing';

const options = earlyRouteLoadOptions('/suscripciones');
const landingManifestUrl = 'http://cdn.test/landing/mf-manifest.json';

const landingManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      name: 'LandingPage',
      assets: {
        js: {
          sync: ['4962.a.js', '__federation_expose_LandingPage.b.js'],
          // Its texts per language, and its own copies of the shared texts (the host's are used).
          async: ['tour.c.js', 'locale-es-landing.f.js', 'locale-pt-landing.g.js', 'locale-es-common.h.js'],
        },
        css: { sync: ['__federation_expose_LandingPage.d.css'], async: [] },
      },
    },
    { name: 'mount', assets: { js: { sync: ['__federation_expose_mount.e.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

const json = (value: unknown, status = 200) => fakeResponse(status, value);

/** The outside world: config.json on the host, the manifest on the remote's server. */
function serve(answers: Record<string, () => Response>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : 'url' in input ? input.url : input.href;
    const answer = answers[url];
    if (!answer) throw new TypeError(`network error: ${url}`);
    return answer();
  });
  global.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

const requested = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => `${link.as} ${link.href}`);
const handoff = () => (window as unknown as Record<string, EarlyRequests | undefined>)[options.handoffKey];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the early route load in index.html', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    window.history.replaceState({}, '', '/suscripciones/?lang=es');
  });

  it('fetches the config and the landing manifest, and preloads the entry and the page files of that expose only', async () => {
    const fetchMock = serve({
      '/suscripciones/config.json': () => json({ remotes: { landing: landingManifestUrl } }),
      [landingManifestUrl]: () => json(landingManifest),
    });
    earlyRouteLoad(options);
    await settle();
    expect(requested(fetchMock)).toEqual(['/suscripciones/config.json', landingManifestUrl]);
    expect(preloads()).toEqual([
      'script http://cdn.test/landing/remoteEntry.js',
      'style http://cdn.test/landing/__federation_expose_LandingPage.d.css',
      'script http://cdn.test/landing/4962.a.js',
      'script http://cdn.test/landing/__federation_expose_LandingPage.b.js',
      'script http://cdn.test/landing/locale-es-landing.f.js',
    ]);
    expect(Object.keys(handoff() ?? {})).toEqual(['/suscripciones/config.json', landingManifestUrl]);
  });

  it.each([
    ['an absolute public path without a trailing slash', 'https://cdn.test/v2/landing', 'https://cdn.test/v2/landing/'],
    ['a public path relative to the host', '/static/landing/', 'http://cdn.test/static/landing/'],
    ['a public path relative to the manifest, without a trailing slash', '../landing-2', 'http://cdn.test/landing-2/'],
  ])('preloads from where the host loads them with %s (the same reader of the manifest)', async (_case, publicPath, base) => {
    const manifest = { ...landingManifest, metaData: { ...landingManifest.metaData, publicPath } };
    serve({ '/suscripciones/config.json': () => json({ remotes: { landing: landingManifestUrl } }), [landingManifestUrl]: () => json(manifest) });
    earlyRouteLoad(options);
    await settle();
    expect(preloads()).toEqual([
      `script ${base}remoteEntry.js`,
      `style ${base}__federation_expose_LandingPage.d.css`,
      `script ${base}4962.a.js`,
      `script ${base}__federation_expose_LandingPage.b.js`,
      `script ${base}locale-es-landing.f.js`,
    ]);
  });

  it("preloads the entry that uses the page's federation runtime core when the manifest names two", async () => {
    const twoEntries = {
      ...landingManifest,
      metaData: {
        ...landingManifest.metaData,
        remoteEntry: { name: 'remoteEntry.0a1b2c3d4e.js', path: '' },
        externalRuntimeEntry: { name: 'remoteEntry.js', path: '' },
      },
    };
    serve({ '/suscripciones/config.json': () => json({ remotes: { landing: landingManifestUrl } }), [landingManifestUrl]: () => json(twoEntries) });
    earlyRouteLoad(options);
    await settle();
    expect(preloads()[0]).toBe('script http://cdn.test/landing/remoteEntry.js');
    expect(preloads().join()).not.toContain('remoteEntry.0a1b2c3d4e.js');
  });

  it("preloads the host's texts in the page's language only, English for an address without one of ours", async () => {
    const hostLocaleFiles = {
      es: ['/suscripciones/locale-es-host.1.js'],
      en: ['/suscripciones/locale-en-host.2.js'],
      pt: ['/suscripciones/locale-pt-host.3.js'],
    };
    serve({ '/suscripciones/config.json': () => json({}) });
    earlyRouteLoad(earlyRouteLoadOptions('/suscripciones', hostLocaleFiles));
    await settle();
    expect(preloads()).toEqual(['script http://localhost/suscripciones/locale-es-host.1.js']);

    document.head.innerHTML = '';
    window.history.replaceState({}, '', '/suscripciones/?lang=fr');
    earlyRouteLoad(earlyRouteLoadOptions('/suscripciones', hostLocaleFiles));
    await settle();
    expect(preloads()).toEqual(['script http://localhost/suscripciones/locale-en-host.2.js']);
  });

  it("marks the page's style sheet present instead of fetching it when the server wrote it into the page", async () => {
    const fetchMock = serve({
      '/suscripciones/config.json': () => json({ remotes: { landing: landingManifestUrl } }),
      [landingManifestUrl]: () => json(landingManifest),
    });
    window.history.replaceState({}, '', '/suscripciones/?lang=pt');
    earlyRouteLoad(options);
    // The server's style element comes after the early script in the head.
    document.head.insertAdjacentHTML('beforeend', '<style data-suscripciones-fragment>.card{display:grid}</style>');
    await settle();
    expect(requested(fetchMock)).toEqual(['/suscripciones/config.json', landingManifestUrl]);
    expect(preloads()).not.toContain('style http://cdn.test/landing/__federation_expose_LandingPage.d.css');
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect({ href: sheet?.href, disabled: sheet?.disabled }).toEqual({ href: 'http://cdn.test/landing/__federation_expose_LandingPage.d.css', disabled: true });
    expect(preloads()).toContain('script http://cdn.test/landing/locale-pt-landing.g.js');
    expect(preloads()).not.toContain('script http://cdn.test/landing/locale-es-common.h.js');
  });

  it('takes the config the server wrote into the page, without asking for config.json', async () => {
    // jsdom has no Response; the browser's is what the early script builds from the block.
    const globals = globalThis as unknown as { Response?: unknown };
    const jsdomResponse = globals.Response;
    globals.Response = function InlineResponse(body: string, init: { status: number }) {
      return fakeResponse(init.status, body);
    };
    try {
      document.head.innerHTML = `<script type="application/json" data-runtime-config>${JSON.stringify({ remotes: { landing: landingManifestUrl } })}</script>`;
      const fetchMock = serve({ [landingManifestUrl]: () => json(landingManifest) });
      earlyRouteLoad(options);
      await settle();
      expect(requested(fetchMock)).toEqual([landingManifestUrl]);
      expect(preloads()).toContain('script http://cdn.test/landing/remoteEntry.js');
      await expect((await handoff()?.['/suscripciones/config.json'])?.json()).resolves.toEqual({ remotes: { landing: landingManifestUrl } });
    } finally {
      globals.Response = jsdomResponse;
    }
  });

  it('leaves the responses readable for the host', async () => {
    serve({ '/suscripciones/config.json': () => json({ remotes: { landing: landingManifestUrl } }), [landingManifestUrl]: () => json(landingManifest) });
    earlyRouteLoad(options);
    await settle();
    await expect((await handoff()?.['/suscripciones/config.json'])?.json()).resolves.toEqual({ remotes: { landing: landingManifestUrl } });
    await expect((await handoff()?.[landingManifestUrl])?.json()).resolves.toEqual(landingManifest);
  });

  it('starts the landing’s offers (call 1) with the config, as the typed client asks for them, also under QA overrides', async () => {
    const offersUrl = 'http://api.test/profile/checkout/products/get-products?type=Subscription';
    const fetchMock = serve({
      '/suscripciones/config.json': () => json({ profileApi: 'http://api.test/profile', remotes: { landing: landingManifestUrl } }),
      [landingManifestUrl]: () => json(landingManifest),
      [offersUrl]: () => json([{ id: 1 }]),
    });
    window.history.replaceState({}, '', '/suscripciones/?lang=es&remote.landing=http://qa.test/mf-manifest.json');
    earlyRouteLoad(options);
    await settle();
    expect(requested(fetchMock)).toEqual(['/suscripciones/config.json', offersUrl]);
    expect(fetchMock).toHaveBeenCalledWith(offersUrl, { headers: { Accept: 'application/json' }, credentials: 'omit' });
    await expect((await handoff()?.[offersUrl])?.json()).resolves.toEqual([{ id: 1 }]);
  });

  it('starts no API call on routes that have none, nor with a profileApi that is not http(s)', async () => {
    let fetchMock = serve({ '/suscripciones/config.json': () => json({ profileApi: 'http://api.test/profile' }) });
    window.history.replaceState({}, '', '/suscripciones/terms');
    earlyRouteLoad(options);
    await settle();
    expect(requested(fetchMock)).toEqual(['/suscripciones/config.json']);
    fetchMock = serve({ '/suscripciones/config.json': () => json({ profileApi: 'javascript:alert(1)' }) });
    window.history.replaceState({}, '', '/suscripciones/');
    earlyRouteLoad(options);
    await settle();
    expect(requested(fetchMock)).toEqual(['/suscripciones/config.json']);
  });

  it('follows the route: /thanks is the payment remote’s ThanksPage, /terms loads only the config', async () => {
    const paymentManifestUrl = 'http://cdn.test/payment/mf-manifest.json';
    const paymentManifest = {
      metaData: { publicPath: 'http://cdn.test/payment/v2/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
      exposes: [{ name: 'ThanksPage', assets: { js: { sync: ['thanks.js'] }, css: { sync: [] } } }],
    };
    let fetchMock = serve({
      '/suscripciones/config.json': () => json({ remotes: { payment: paymentManifestUrl } }),
      [paymentManifestUrl]: () => json(paymentManifest),
    });
    window.history.replaceState({}, '', '/suscripciones/thanks/');
    earlyRouteLoad(options);
    await settle();
    expect(preloads()).toEqual(['script http://cdn.test/payment/v2/entry/remoteEntry.js', 'script http://cdn.test/payment/v2/thanks.js']);

    document.head.innerHTML = '';
    fetchMock = serve({ '/suscripciones/config.json': () => json({ remotes: { payment: paymentManifestUrl } }) });
    window.history.replaceState({}, '', '/suscripciones/terms');
    earlyRouteLoad(options);
    await settle();
    expect(requested(fetchMock)).toEqual(['/suscripciones/config.json']);
    expect(preloads()).toEqual([]);
  });

  describe("the card provider's script on /payment", () => {
    const stripe = { scriptUrl: 'https://js.stripe.test/v3/' };
    const heldCart = '[{"id":"p1"}]';
    const signIn = () => localStorage.setItem('decodedToken', '{"email":"ana@example.test"}');
    const openPayment = async (config: unknown) => {
      serve({ '/suscripciones/config.json': () => json(config) });
      window.history.replaceState({}, '', '/suscripciones/payment');
      earlyRouteLoad(options);
      await settle();
    };

    it('is preloaded with the page for a signed-in buyer whose stored cart has something in it', async () => {
      localStorage.setItem('agrishop', heldCart);
      signIn();
      await openPayment({ stripe });
      expect(preloads()).toEqual(['script https://js.stripe.test/v3/']);
    });

    it('is not fetched for a buyer without a cart, one signed out (the page shows no card form), on another route, or when storage is blocked', async () => {
      signIn();
      await openPayment({ stripe });
      expect(preloads()).toEqual([]);

      localStorage.clear();
      localStorage.setItem('agrishop', heldCart);
      await openPayment({ stripe });
      expect(preloads()).toEqual([]);

      signIn();
      serve({ '/suscripciones/config.json': () => json({ stripe }) });
      window.history.replaceState({}, '', '/suscripciones/checkout');
      earlyRouteLoad(options);
      await settle();
      expect(preloads()).toEqual([]);

      const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
      try {
        await openPayment({ stripe });
        expect(preloads()).toEqual([]);
      } finally {
        getItem.mockRestore();
      }
    });

    it.each([['javascript:alert(1)'], [42], [null]])('is never preloaded from a scriptUrl of %p', async (scriptUrl) => {
      localStorage.setItem('agrishop', heldCart);
      signIn();
      await openPayment({ stripe: { scriptUrl } });
      expect(preloads()).toEqual([]);
    });
  });

  it('loads no manifest when QA overrides may point the host elsewhere', async () => {
    let fetchMock = serve({ '/suscripciones/config.json': () => json({ remotes: { landing: landingManifestUrl } }) });
    window.history.replaceState({}, '', '/suscripciones/?remote.landing=http://qa.test/mf-manifest.json');
    earlyRouteLoad(options);
    await settle();
    expect(requested(fetchMock)).toEqual(['/suscripciones/config.json']);

    fetchMock = serve({ '/suscripciones/config.json': () => json({ remotes: { landing: landingManifestUrl } }) });
    window.history.replaceState({}, '', '/suscripciones/');
    localStorage.setItem(options.overrideStorageKeys[0] ?? '', '{"landing":"http://qa.test/mf-manifest.json"}');
    earlyRouteLoad(options);
    await settle();
    expect(requested(fetchMock)).toEqual(['/suscripciones/config.json']);
  });

  it('loads no manifest for a preview link, nor while a preview is kept (the host checks its signature)', async () => {
    let fetchMock = serve({ '/suscripciones/config.json': () => json({ remotes: { landing: landingManifestUrl } }) });
    window.history.replaceState({}, '', '/suscripciones/?preview=eyJhcHAiOiJsYW5kaW5nIn0.c2ln');
    earlyRouteLoad(options);
    await settle();
    expect(requested(fetchMock)).toEqual(['/suscripciones/config.json']);

    fetchMock = serve({ '/suscripciones/config.json': () => json({ remotes: { landing: landingManifestUrl } }) });
    window.history.replaceState({}, '', '/suscripciones/');
    localStorage.setItem('suscripcionesPreview', 'eyJhcHAiOiJsYW5kaW5nIn0.c2ln');
    earlyRouteLoad(options);
    await settle();
    expect(requested(fetchMock)).toEqual(['/suscripciones/config.json']);
  });

  it("loads no manifest of a remote in a canary (which version the visitor gets is the host's to decide), and still starts the page's call", async () => {
    const canaryManifest = 'http://cdn.test/landing/2.0.0/mf-manifest.json';
    const config = {
      profileApi: 'http://api.test/profile',
      remotes: { landing: landingManifestUrl },
      canary: { landing: { manifest: canaryManifest, percent: 10 } },
    };
    const fetchMock = serve({ '/suscripciones/config.json': () => json(config) });
    earlyRouteLoad(options);
    await settle();
    expect(requested(fetchMock)).not.toContain(landingManifestUrl);
    expect(requested(fetchMock)).not.toContain(canaryManifest);
    expect(requested(fetchMock)).toContain('http://api.test/profile/checkout/products/get-products?type=Subscription');
  });

  it.each([
    ['a config answering 500', () => json('oops', 500), () => json(landingManifest)],
    ['a config that is not JSON', () => json('{"remotes":'), () => json(landingManifest)],
    ['a manifest answering 404', () => json({ remotes: { landing: landingManifestUrl } }), () => json('missing', 404)],
    ['a manifest of the wrong shape', () => json({ remotes: { landing: landingManifestUrl } }), () => json({ metaData: 'x', exposes: { LandingPage: 1 } })],
  ])('preloads nothing and throws nothing for %s', async (_name, config, manifest) => {
    serve({ '/suscripciones/config.json': config, [landingManifestUrl]: manifest });
    expect(() => earlyRouteLoad(options)).not.toThrow();
    await settle();
    expect(preloads()).toEqual([]);
  });

  it('never preloads an address that is not http(s)', async () => {
    const hostile = { ...landingManifest, metaData: { publicPath: 'javascript:alert(1)//', remoteEntry: { name: 'x.js', path: '' } } };
    serve({ '/suscripciones/config.json': () => json({ remotes: { landing: 'javascript:alert(1)' } }) });
    earlyRouteLoad(options);
    await settle();
    expect(preloads()).toEqual([]);

    serve({ '/suscripciones/config.json': () => json({ remotes: { landing: landingManifestUrl } }), [landingManifestUrl]: () => json(hostile) });
    earlyRouteLoad(options);
    await settle();
    expect(preloads()).toEqual([]);
  });
});

describe('the hash of a prerendered page', () => {
  beforeEach(() => {
    serve({});
  });

  it('is taken off the landing URL before the body is parsed, and put back by the host without a scroll', () => {
    window.history.replaceState({}, '', '/suscripciones/?lang=en#events');
    earlyRouteLoad(options);
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?lang=en');
    restoreHeldHash();
    expect(window.location.href).toMatch(/\/suscripciones\/\?lang=en#events$/);
    // Taken once: a later call changes nothing.
    window.history.replaceState({}, '', '/suscripciones/?lang=en');
    restoreHeldHash();
    expect(window.location.hash).toBe('');
  });

  it('is left alone on pages rendered in the browser (their anchors scroll natively)', () => {
    window.history.replaceState({}, '', '/suscripciones/terms#cookies');
    earlyRouteLoad(options);
    expect(window.location.hash).toBe('#cookies');
  });
});
