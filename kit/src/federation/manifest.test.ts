/** @jest-environment node */
import { exposeFiles, manifestBase, manifestEntry, readManifest, remoteEntryOf } from './manifest';

const manifestUrl = 'https://landing.example/suscripciones/mf-manifest.json';
const manifest = (metaData: Record<string, unknown>, rest: Record<string, unknown> = {}) => ({
  id: 'landing',
  metaData: { name: 'landing', globalName: 'landing', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...metaData },
  ...rest,
});

describe('where a manifest’s files are', () => {
  it.each([
    ['auto: beside the manifest (as our remotes build)', 'auto', 'https://landing.example/suscripciones/'],
    ['none: beside the manifest', undefined, 'https://landing.example/suscripciones/'],
    ['an empty one: beside the manifest', '', 'https://landing.example/suscripciones/'],
    ['absolute, with a trailing slash', 'https://cdn.example/landing/', 'https://cdn.example/landing/'],
    ['absolute, without one', 'https://cdn.example/landing', 'https://cdn.example/landing/'],
    ['absolute, with two', 'https://cdn.example/landing//', 'https://cdn.example/landing/'],
    ['relative to the host, with a trailing slash', '/cdn/landing/', 'https://landing.example/cdn/landing/'],
    ['relative to the host, without one', '/cdn/landing', 'https://landing.example/cdn/landing/'],
    ['relative to the manifest, without one', '../landing-2.0', 'https://landing.example/landing-2.0/'],
    ['relative to the manifest, with one', 'v2/', 'https://landing.example/suscripciones/v2/'],
  ])('%s', (_case, publicPath, base) => {
    expect(manifestBase(manifest({ publicPath }), manifestUrl)).toBe(base);
    expect(remoteEntryOf(manifest({ publicPath }), manifestUrl).entry).toBe(`${base}remoteEntry.js`);
  });

  it.each([
    ['', 'remoteEntry.js'],
    ['entry', 'entry/remoteEntry.js'],
    ['entry/', 'entry/remoteEntry.js'],
    ['entry//', 'entry/remoteEntry.js'],
  ])('names the entry in its folder %j as %s', (path, file) => {
    expect(manifestEntry(manifest({ remoteEntry: { name: 'remoteEntry.js', path } }))).toEqual({ file, type: 'global' });
  });

  it('is no web address otherwise', () => {
    expect(manifestBase(manifest({ publicPath: 'ftp://files.example/landing/' }), manifestUrl)).toBeNull();
    expect(manifestBase(manifest({ publicPath: 'javascript:alert(1)//' }), manifestUrl)).toBeNull();
  });
});

describe("a remote's entry, from its manifest", () => {
  it("lies beside the manifest when the public path is 'auto', a global entry by the manifest's global name", () => {
    expect(remoteEntryOf(manifest({ publicPath: 'auto' }), manifestUrl)).toEqual({
      entry: 'https://landing.example/suscripciones/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'landing',
      version: null,
    });
  });

  it('follows a public path and an entry folder, and keeps an ES module entry a module', () => {
    const read = remoteEntryOf(
      manifest({ publicPath: 'https://cdn.example/landing/', remoteEntry: { name: 'remoteEntry.mjs', path: 'entry/', type: 'module' } }),
      manifestUrl,
    );
    expect(read).toEqual({ entry: 'https://cdn.example/landing/entry/remoteEntry.mjs', type: 'module', entryGlobalName: 'landing', version: null });
  });

  it("reads the remote's version from its build info, and none from a manifest without it", () => {
    expect(remoteEntryOf(manifest({ buildInfo: { buildVersion: '1.4.0', buildName: 'remote-landing' } }), manifestUrl).version).toBe('1.4.0');
    expect(remoteEntryOf(manifest({ buildInfo: {} }), manifestUrl).version).toBeNull();
    expect(remoteEntryOf(manifest({ buildInfo: { buildVersion: 14 } }), manifestUrl).version).toBeNull();
  });

  it("takes the entry that uses the page's federation runtime core when the manifest names one (our host provides it)", () => {
    const twoEntries = manifest({
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.0a1b2c3d4e.js', path: '', type: 'global' },
      externalRuntimeEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    });
    expect(remoteEntryOf(twoEntries, manifestUrl).entry).toBe('https://landing.example/suscripciones/remoteEntry.js');
    // A page that provides no runtime core (the loader in a portal's page) takes the entry that brings one.
    expect(remoteEntryOf(twoEntries, manifestUrl, 'standard').entry).toBe('https://landing.example/suscripciones/remoteEntry.0a1b2c3d4e.js');
    // A remote built before it had two entries names its lean one as its entry; an unnamed second one is none.
    expect(remoteEntryOf(manifest({ publicPath: 'auto' }), manifestUrl).entry).toBe('https://landing.example/suscripciones/remoteEntry.js');
    expect(remoteEntryOf(manifest({ externalRuntimeEntry: { name: '' } }), manifestUrl).entry).toBe('https://landing.example/suscripciones/remoteEntry.js');
  });

  it('reads a global entry when the manifest names no type', () => {
    expect(remoteEntryOf(manifest({ remoteEntry: { name: 'remoteEntry.js' } }), manifestUrl).type).toBe('global');
  });

  it.each([
    ['no metaData', {}],
    ['no entry name', manifest({ remoteEntry: { name: '', path: '' } })],
    ['no global name', manifest({ globalName: '' })],
    ['not an object', 'remoteEntry.js'],
    ['null', null],
  ])('refuses a manifest with %s', (_case, value) => {
    expect(() => remoteEntryOf(value, manifestUrl)).toThrow();
  });

  it('refuses an entry that is not a web address', () => {
    expect(() => remoteEntryOf(manifest({ publicPath: 'ftp://files.example/landing/' }), manifestUrl)).toThrow(/not a web address/);
    expect(() => remoteEntryOf(manifest({ publicPath: 'javascript:alert(1)//' }), manifestUrl)).toThrow(/not a web address/);
    expect(() => remoteEntryOf(manifest({ remoteEntry: { name: 'javascript:alert(1)' } }), manifestUrl)).toThrow(/not a web address/);
  });
});

describe('an exposed module’s files', () => {
  const exposes = [
    { name: 'LandingPage', assets: { js: { sync: ['a.js', 7], async: ['b.js'] }, css: { sync: ['c.css'], async: [] } } },
    { name: 'mount', assets: { js: { sync: ['d.js'] } } },
  ];

  it('are read by its name, each list only of file names', () => {
    expect(exposeFiles(manifest({}, { exposes }), 'LandingPage')).toEqual({ js: { sync: ['a.js'], async: ['b.js'] }, css: { sync: ['c.css'], async: [] } });
    expect(exposeFiles(manifest({}, { exposes }), 'mount')).toEqual({ js: { sync: ['d.js'], async: [] }, css: { sync: [], async: [] } });
    expect(exposeFiles(manifest({}, { exposes }), 'Nothing')).toBeNull();
    expect(exposeFiles(manifest({}, { exposes: 'none' }), 'mount')).toBeNull();
  });
});

describe('a manifest read whole', () => {
  it('names the remote, its version, its folder, what it exposes and the shared packages it asks for', () => {
    const read = readManifest(
      manifest(
        { publicPath: 'https://cdn.example/landing', buildInfo: { buildVersion: '2.1.0' } },
        {
          exposes: [{ name: 'LandingPage' }, { name: 'mount' }, { nameless: true }],
          shared: [
            { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
            { name: '@suscripciones/shared', version: '2.0.0', requiredVersion: false },
            { name: 'broken' },
          ],
        },
      ),
      manifestUrl,
    );
    expect(read).toEqual({
      name: 'landing',
      globalName: 'landing',
      version: '2.1.0',
      base: 'https://cdn.example/landing/',
      exposes: ['LandingPage', 'mount'],
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
        { name: '@suscripciones/shared', version: '2.0.0', requiredVersion: null, singleton: false },
      ],
    });
  });
});
