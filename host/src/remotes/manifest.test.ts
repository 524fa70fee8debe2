import { remoteEntryOf } from './manifest';

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
