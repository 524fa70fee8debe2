/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AdmZip from 'adm-zip';
import ts from 'typescript';
import { contractMembers } from '../../shared/src/contracts/remotes';
import { apiTypesSource, contractEntrySource, contractTypeNames, contractsFile, exposedDeclarations, typesArchive } from './federatedTypes.mjs';

/** Type errors of `files` compiled as a portal's project would: strict, the browser's library, its own React types. */
function typeErrors(files) {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.dom.d.ts', 'lib.es2022.d.ts'],
    types: [],
    // The portal's @types/react, as one with React has it (these tests' own).
    typeRoots: [path.resolve(__dirname, '../../node_modules/@types')],
    baseUrl: path.dirname(files[0]),
    paths: { 'landing/*': ['./@mf-types/landing/*'] },
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe("a remote's published types (Module Federation 2's @mf-types)", () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'federated-types-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("names each exposed module's contract type from the contracts' source", () => {
    expect(contractTypeNames(readFileSync(contractsFile, 'utf8'))).toEqual({
      'landing/LandingPage': 'PageModule',
      'landing/mount': 'LandingMountModule',
      'checkout/CheckoutPage': 'PageModule',
      'payment/PaymentPage': 'PageModule',
      'payment/ThanksPage': 'PageModule',
    });
  });

  it('declares each member of the contract, the default one as the default export', () => {
    expect(contractEntrySource('PageModule', ['default'], '/c/remotes.ts')).toBe(
      'import type { PageModule } from "/c/remotes";\ndeclare const exposedDefault: PageModule[\'default\'];\nexport default exposedDefault;\n',
    );
    expect(contractEntrySource('LandingMountModule', ['mount'], '/c/remotes.ts')).toContain('export declare const mount: LandingMountModule["mount"];');
  });

  it('types loadRemote as the federation plugin does, by the alias a consumer gives the remote', () => {
    const api = apiTypesSource(['LandingPage', 'mount']);
    expect(api).toContain("export type RemoteKeys = 'REMOTE_ALIAS_IDENTIFIER/LandingPage' | 'REMOTE_ALIAS_IDENTIFIER/mount';");
    expect(api).toContain(
      "T extends 'REMOTE_ALIAS_IDENTIFIER/LandingPage' ? typeof import('REMOTE_ALIAS_IDENTIFIER/LandingPage') : T extends 'REMOTE_ALIAS_IDENTIFIER/mount'",
    );
  });

  it('zips a declaration per module at the archive’s root, as consumers unpack it', () => {
    const zip = new AdmZip(typesArchive({ mount: 'export declare const mount: () => void;\n' }));
    expect(zip.getEntries().map((entry) => entry.entryName)).toEqual(['mount.d.ts']);
    expect(zip.readAsText('mount.d.ts')).toBe('export declare const mount: () => void;\n');
  });

  it('are self-contained: a portal type-checks against them with nothing of ours, and a wrong call fails', async () => {
    const declarations = await exposedDeclarations('landing', ['./LandingPage', './mount'], {
      cacheDir: path.join(dir, 'cache'),
      members: async () => contractMembers,
    });
    for (const source of Object.values(declarations)) expect(source).not.toMatch(/@suscripciones|\/shared\/|\/kit\//);
    expect(declarations.mount).not.toContain("from 'react'");
    const typesDir = path.join(dir, 'portal/@mf-types/landing');
    mkdirSync(typesDir, { recursive: true });
    new AdmZip(typesArchive(declarations)).extractAllTo(typesDir, true);
    const portal = path.join(dir, 'portal/main.ts');
    writeFileSync(
      portal,
      [
        "import { mount } from 'landing/mount';",
        "import Page from 'landing/LandingPage';",
        "const unmount = await mount(document.body, { configUrl: '/config.json', hostUrl: '/suscripciones', language: 'pt' });",
        "await unmount.setLanguage('es');",
        'unmount();',
        'export const page: unknown = Page;',
      ].join('\n'),
    );
    expect(typeErrors([portal])).toEqual([]);
    writeFileSync(portal, "import { mount } from 'landing/mount';\nvoid mount(document.body, { configUrl: '/config.json', language: 'fr' });\nexport {};\n");
    expect(typeErrors([portal]).join('\n')).toMatch(/hostUrl|"fr"/);
  }, 60_000);
});
