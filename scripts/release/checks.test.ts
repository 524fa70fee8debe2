/** @jest-environment node */
import AdmZip from 'adm-zip';
import {
  directiveSources,
  exposesCheck,
  manifestCheck,
  membersCheck,
  originCheck,
  parseManifest,
  sharedCheck,
  typesArchiveUrl,
  typesCheck,
  versionCheck,
} from './checks';
import type { RemoteManifest } from '../../kit/src/federation/manifest';
import { skewVerdict } from './skewPolicy';
import { pageWithCandidate, withCandidate } from './smoke';

const manifestUrl = 'https://cdn.test/landing/1.5.0/mf-manifest.json';
/** A landing built as 1.5.0, as the kit reads its manifest. */
const built = (overrides: Partial<RemoteManifest> = {}): RemoteManifest => ({
  name: 'landing',
  globalName: 'landing',
  version: '1.5.0',
  base: 'https://cdn.test/landing/1.5.0/',
  exposes: ['LandingPage', 'mount'],
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: '@suscripciones/shared', version: '2.0.0', requiredVersion: '^2.0.0', singleton: true },
  ],
  ...overrides,
});
const pageVersions = { react: '19.3.1', '@suscripciones/shared': '2.0.0' };
/** The same landing's manifest as its build writes it. */
const served = JSON.stringify({
  id: 'landing',
  name: 'landing',
  metaData: {
    name: 'landing',
    globalName: 'landing',
    publicPath: 'auto',
    buildInfo: { buildVersion: '1.5.0', buildName: 'remote-landing' },
    remoteEntry: { name: 'remoteEntry.0a1b2c3d4e.js', path: '', type: 'global' },
    externalRuntimeEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  exposes: [
    { id: 'landing:LandingPage', name: 'LandingPage', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } },
    { id: 'landing:mount', name: 'mount', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } },
  ],
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: '@suscripciones/shared', version: '2.0.0', requiredVersion: '^2.0.0', singleton: true },
  ],
});

describe('the singletons a remote asks the page for', () => {
  it.each([
    ['2.0.0', '2.0.0', true],
    ['2.0.0', '2.1.0', true],
    ['2.1.0', '2.1.0', true],
    ['2.1.0', '2.0.0', false],
    ['2.0.0', '2.2.0', false],
    ['1.9.0', '2.0.0', false],
    ['3.0.0', '2.9.0', false],
  ])('of ours: built against %s, the page has %s: %s (its current and previous minor)', (version, page, ok) => {
    expect(skewVerdict({ name: '@suscripciones/shared', version, requiredVersion: `^${version}` }, page).ok).toBe(ok);
  });

  it('frameworks: another major is refused, a newer minor than the page has is allowed with a note', () => {
    expect(skewVerdict({ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }, '19.3.1')).toEqual({
      ok: false,
      reason: expect.stringContaining('another major') as unknown,
    });
    expect(skewVerdict({ name: 'react', version: '19.0.0', requiredVersion: '^19.0.0' }, '19.3.1')).toEqual({ ok: true });
    expect(skewVerdict({ name: 'react', version: '19.99.0', requiredVersion: '^19.99.0' }, '19.3.1')).toEqual({
      ok: true,
      note: expect.stringContaining('same major') as unknown,
    });
    expect(skewVerdict({ name: 'new-lib', version: '1.0.0' }, undefined)).toEqual({ ok: true, note: expect.stringContaining('brings its own') as unknown });
  });

  it('checks every one of a manifest', () => {
    expect(sharedCheck(built(), pageVersions).ok).toBe(true);
    const react20 = built({ shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }] });
    expect(sharedCheck(react20, pageVersions)).toMatchObject({ name: 'shared', ok: false, detail: expect.stringContaining('react') as unknown });
  });
});

describe('the manifest, its version and its contract', () => {
  it('reads a federation manifest, and says why not', () => {
    expect(parseManifest(200, served, manifestUrl)).toEqual({ ok: true, manifest: built(), raw: JSON.parse(served) });
    expect(parseManifest(404, 'missing', manifestUrl)).toEqual({ ok: false, reason: 'answered 404' });
    expect(parseManifest(200, '{"metaData":', manifestUrl)).toEqual({ ok: false, reason: 'is not JSON' });
    expect(parseManifest(200, '{"name":"x"}', manifestUrl)).toEqual({
      ok: false,
      reason: 'is not a federation manifest (the manifest names no global (metaData.globalName))',
    });
  });

  it("is the app's, and its entry answers as a script", () => {
    const answer = parseManifest(200, served, manifestUrl);
    const entry = { url: 'https://cdn.test/landing/1.5.0/remoteEntry.js', status: 200, contentType: 'application/javascript' };
    expect(manifestCheck('landing', manifestUrl, answer, entry).ok).toBe(true);
    expect(manifestCheck('checkout', manifestUrl, answer, entry).detail).toContain('is the manifest of "landing"');
    expect(manifestCheck('landing', manifestUrl, answer, { ...entry, status: 404, contentType: 'text/html' }).ok).toBe(false);
  });

  it('was built as the version released', () => {
    expect(versionCheck(built(), '1.5.0').ok).toBe(true);
    expect(versionCheck(built(), '1.6.0').detail).toBe('built as 1.5.0, released as 1.6.0: the reports would carry 1.5.0');
    expect(versionCheck(built({ version: null }), '1.6.0').ok).toBe(false);
  });

  it("exposes every module of the app's contract, each with its members", () => {
    expect(exposesCheck('landing', built()).ok).toBe(true);
    expect(exposesCheck('landing', built({ exposes: ['LandingPage'] })).detail).toBe('does not expose landing/mount');
    expect(membersCheck('landing', { 'landing/LandingPage': { types: { default: 'function' } }, 'landing/mount': { types: { mount: 'function' } } }).ok).toBe(
      true,
    );
    expect(
      membersCheck('landing', { 'landing/LandingPage': { types: { default: 'function' } }, 'landing/mount': { types: { mount: 'undefined' } } }).detail,
    ).toBe("landing/mount's mount is undefined");
    expect(membersCheck('landing', { 'landing/LandingPage': { error: 'Failed to locate remote' } }).detail).toBe(
      'landing/LandingPage did not load: Failed to locate remote; landing/mount was not loaded',
    );
  });
});

describe("the candidate's published types against the host's contract", () => {
  const url = 'https://cdn.test/landing/1.5.0/@mf-types.zip';
  /** An archive as Module Federation 2 publishes one: a declaration per exposed module at its root. */
  const archive = (declarations: Record<string, string>) => {
    const zip = new AdmZip();
    for (const [name, source] of Object.entries(declarations)) zip.addFile(`${name}.d.ts`, Buffer.from(source));
    return { ok: true as const, url, archive: new Uint8Array(zip.toBuffer()) };
  };
  const landingPage = "import { ComponentType } from 'react';\ndeclare const page: ComponentType;\nexport default page;\n";
  const mount = (declaration: string) =>
    [
      "export interface MountOptions { configUrl: string; language?: 'es' | 'en' | 'pt'; hostUrl: string }",
      "export type MountedLanding = (() => void) & { setLanguage(language: 'es' | 'en' | 'pt'): Promise<void> };",
      declaration,
    ].join('\n');
  const fits = 'export declare const mount: (element: HTMLElement, options: MountOptions) => Promise<MountedLanding>;';

  it("is found as a consumer's federation plugin finds it: metaData.types.zip, beside the manifest's files", () => {
    const withTypes = JSON.parse(served) as { metaData: Record<string, unknown> };
    withTypes.metaData.types = { path: '', name: '', zip: '@mf-types.zip', api: '@mf-types.d.ts' };
    expect(typesArchiveUrl(parseManifest(200, JSON.stringify(withTypes), manifestUrl), manifestUrl)).toBe(url);
    withTypes.metaData.publicPath = 'https://static.test/landing/';
    expect(typesArchiveUrl(parseManifest(200, JSON.stringify(withTypes), manifestUrl), manifestUrl)).toBe('https://static.test/landing/@mf-types.zip');
    expect(typesArchiveUrl(parseManifest(200, served, manifestUrl), manifestUrl)).toBeNull();
  });

  it('fits: each exposed module declares what the contract asks, of the types it asks', () => {
    expect(typesCheck('landing', archive({ LandingPage: landingPage, mount: mount(fits) }))).toEqual({
      name: 'types',
      ok: true,
      detail: `${url}: landing/LandingPage, landing/mount typed as the host's contract asks`,
    });
    // A page's component taking no props fits; one the host cannot call as it does, not.
    expect(typesCheck('checkout', archive({ CheckoutPage: landingPage })).ok).toBe(true);
  }, 30_000);

  it('refuses a member missing, with the compiler’s first message', () => {
    const result = typesCheck('landing', archive({ LandingPage: landingPage, mount: mount(fits.replace('const mount:', 'const mountList:')) }));
    expect(result).toMatchObject({ name: 'types', ok: false });
    expect(result.detail).toMatch(/^landing\/mount: Property 'mount' is missing in type 'typeof import\(.*\)' but required in type 'LandingMountModule'/);
  }, 30_000);

  it('refuses a member of the wrong type', () => {
    const wrong = mount('export declare const mount: (element: string, options: MountOptions) => Promise<MountedLanding>;');
    const result = typesCheck('landing', archive({ LandingPage: landingPage, mount: wrong }));
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(
      /^landing\/mount: Type 'typeof import\(.*\)' is not assignable to type 'LandingMountModule'\. Types of property 'mount' are incompatible\..* Type 'HTMLElement' is not assignable to type 'string'\.$/,
    );
    const needsProps = "import { ComponentType } from 'react';\ndeclare const page: ComponentType<{ cartId: string }>;\nexport default page;\n";
    expect(typesCheck('checkout', archive({ CheckoutPage: needsProps })).detail).toMatch(/^checkout\/CheckoutPage: .*cartId/);
  }, 30_000);

  it('lets a rollback return to a version from before the remotes published types, never past broken ones', () => {
    const none = { ok: false, reason: 'the manifest names no types (metaData.types.zip)', published: false } as const;
    expect(typesCheck('landing', none)).toMatchObject({ name: 'types', ok: false });
    expect(typesCheck('landing', none, { releasedBefore: true })).toEqual({
      name: 'types',
      ok: true,
      detail: 'none published (the manifest names no types (metaData.types.zip)): released before types were',
    });
    expect(typesCheck('landing', { ok: false, reason: `${url} answered 404` }, { releasedBefore: true }).ok).toBe(false);
    const wrong = mount(fits.replace('const mount:', 'const mountList:'));
    expect(typesCheck('landing', archive({ LandingPage: landingPage, mount: wrong }), { releasedBefore: true }).ok).toBe(false);
  }, 30_000);

  it('refuses no archive, an unreadable one, a module it does not declare, and a declaration a portal cannot read', () => {
    expect(typesCheck('landing', { ok: false, reason: 'the manifest names no types (metaData.types.zip)' })).toEqual({
      name: 'types',
      ok: false,
      detail: 'the manifest names no types (metaData.types.zip)',
    });
    expect(typesCheck('landing', { ok: true, url, archive: new TextEncoder().encode('<html>not found</html>') }).detail).toMatch(
      /^https:\/\/cdn\.test\/landing\/1\.5\.0\/@mf-types\.zip is not a zip archive/,
    );
    expect(typesCheck('landing', archive({ LandingPage: landingPage })).detail).toBe(`${url} has no mount.d.ts (landing/mount)`);
    // Our private packages are nowhere a portal's compiler looks.
    const privateImport = mount("import type { LandingMountModule } from '@suscripciones/shared';\nexport declare const mount: LandingMountModule['mount'];");
    expect(typesCheck('landing', archive({ LandingPage: landingPage, mount: privateImport })).detail).toMatch(
      /^landing\/mount: Cannot find module '@suscripciones\/shared'/,
    );
  }, 30_000);
});

describe("the page's policy and the remote's CORS", () => {
  const csp = "default-src 'self'; script-src 'self' 'sha256-x' https://cdn.test; connect-src 'self' https://cdn.test";
  const page = 'https://www.agrinews.test/suscripciones/';

  it('reads a directive', () => {
    expect(directiveSources(csp, 'script-src')).toEqual(["'self'", "'sha256-x'", 'https://cdn.test']);
    expect(directiveSources(csp, 'frame-src')).toEqual([]);
  });

  it("lets in a remote whose origin the page names and which answers the page's origins", () => {
    const cors = [{ origin: 'https://www.agrinews.test', allowed: 'https://www.agrinews.test' }];
    expect(originCheck(manifestUrl, page, csp, cors).ok).toBe(true);
    expect(originCheck('https://other.test/landing/mf-manifest.json', page, csp, cors).detail).toContain('script-src does not allow https://other.test');
    expect(originCheck(manifestUrl, page, csp, [{ origin: 'https://www.agrinews.test', allowed: null }]).detail).toContain(
      'does not answer CORS for https://www.agrinews.test',
    );
    expect(originCheck(manifestUrl, page, '', cors).detail).toContain('no Content-Security-Policy');
    // On the page's own origin, 'self' lets it in.
    expect(originCheck('https://www.agrinews.test/landing/mf-manifest.json', page, csp, cors).ok).toBe(true);
  });
});

describe("the page's config in the smoke run's browser", () => {
  const config = {
    profileApi: 'https://api.test',
    remotes: { landing: 'https://cdn.test/landing/1.4.0/mf-manifest.json', checkout: 'https://cdn.test/checkout/1.0.0/mf-manifest.json' },
    canary: { landing: { manifest: 'https://cdn.test/landing/1.4.1/mf-manifest.json', percent: 10 } },
  };

  it('has the candidate in place of the released version and of any canary of it, the rest as it was', () => {
    expect(JSON.parse(withCandidate(JSON.stringify(config), 'landing', manifestUrl))).toEqual({
      ...config,
      remotes: { ...config.remotes, landing: manifestUrl },
      canary: {},
    });
  });

  it("is rewritten in the page's data block, `<` escaped as the server writes it", () => {
    const html = `<head><script type="application/json" id="runtime-config" data-runtime-config>${JSON.stringify({ ...config, note: '</script>' }).replace(/</g, '\\u003c')}</script><script>boot()</script></head>`;
    const rewritten = pageWithCandidate(html, 'landing', manifestUrl);
    const block = /data-runtime-config>([\s\S]*?)<\/script>/.exec(rewritten)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toMatchObject({ remotes: { landing: manifestUrl }, note: '</script>' });
    expect(rewritten).toContain('<script>boot()</script>');
    expect(pageWithCandidate('<head></head>', 'landing', manifestUrl)).toBe('<head></head>');
  });
});
