import { remoteEntryOf } from './remoteEntry';

const manifestUrl = 'https://landing.example/suscripciones/mf-manifest.json';
const manifest = (metaData: Record<string, unknown>) => ({
  id: 'landing',
  metaData: { name: 'landing', globalName: 'landing', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...metaData },
});

describe("a remote's entry, from its manifest", () => {
  it("lies beside the manifest when the public path is 'auto' (as our remotes build it)", () => {
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
    // A remote built before it had two entries names its lean one as its entry.
    expect(remoteEntryOf(manifest({ publicPath: 'auto' }), manifestUrl).entry).toBe('https://landing.example/suscripciones/remoteEntry.js');
    expect(() => remoteEntryOf(manifest({ externalRuntimeEntry: { name: '' } }), manifestUrl)).toThrow();
  });

  it('reads a global entry when the manifest names no type', () => {
    expect(remoteEntryOf(manifest({ remoteEntry: { name: 'remoteEntry.js' } }), manifestUrl).type).toBe('global');
  });

  it.each([
    ['no metaData', {}],
    ['no entry name', manifest({ remoteEntry: { name: '', path: '' } })],
    ['no global name', manifest({ globalName: '' })],
    ['not an object', 'remoteEntry.js'],
  ])('refuses a manifest with %s', (_case, value) => {
    expect(() => remoteEntryOf(value, manifestUrl)).toThrow();
  });

  it('refuses an entry that is not a web address', () => {
    expect(() => remoteEntryOf(manifest({ publicPath: 'ftp://files.example/landing/' }), manifestUrl)).toThrow(/not a web address/);
    expect(() => remoteEntryOf(manifest({ publicPath: 'javascript:alert(1)//' }), manifestUrl)).toThrow();
  });
});
