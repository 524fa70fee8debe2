/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { contractMembers, type RemoteContracts, type RemoteModuleId } from '../../shared/src/contracts/remotes';

const root = path.resolve(__dirname, '../..');

/** Type-checks files the way `tsc -b` does (the base compiler options), offline. */
function typeErrors(files: string[]): string[] {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file && files.includes(path.resolve(diagnostic.file.fileName)))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** Writes a changed copy of a remote's exposed module beside the original, so its imports still resolve. */
function withChangedCopy(original: string, change: (source: string) => string, check: (file: string) => void): void {
  const dir = mkdtempSync(path.join(path.dirname(original), '.contract-'));
  const file = path.join(dir, path.basename(original));
  try {
    const source = readFileSync(original, 'utf8').replace(/from '\.\.\//g, "from '../../");
    writeFileSync(file, change(source));
    check(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const exposes = (remote: string, name: string) => path.join(root, remote, 'src/exposes', `${name}.ts`);

describe('typed contracts between the host, the portal and the remotes', () => {
  it('the exposed modules and their consumers type-check against the contract', () => {
    const consumers = [
      exposes('remote-landing', 'LandingPage'),
      exposes('remote-landing', 'mount'),
      exposes('remote-checkout', 'CheckoutPage'),
      exposes('remote-payment', 'PaymentPage'),
      exposes('remote-payment', 'ThanksPage'),
      path.join(root, 'remote-landing/src/embed/portalLoader.ts'),
      path.join(root, 'host/src/remotes/remoteLoader.ts'),
      path.join(root, 'host/src/app/App.tsx'),
    ];
    expect(typeErrors(consumers)).toEqual([]);
  }, 60_000);

  it('fails when a remote changes its mount in an incompatible way', () => {
    withChangedCopy(
      exposes('remote-landing', 'mount'),
      (source) =>
        `${source.replace(/export const mount[^\n]*/, "export const mount: RemoteContracts['landing/mount']['mount'] = (element: HTMLElement) => element.id;")}\n`,
      (file) => {
        const errors = typeErrors([file]);
        expect(errors.join('\n')).toMatch(/not assignable/);
      },
    );
  }, 60_000);

  it('fails when a remote exposes a page that needs props the host does not pass', () => {
    withChangedCopy(
      exposes('remote-checkout', 'CheckoutPage'),
      (source) => `${source}\nexport const needsProps: RemoteContracts['checkout/CheckoutPage']['default'] = (props: { cartId: string }) => props.cartId;\n`,
      (file) => {
        expect(typeErrors([file]).join('\n')).toMatch(/not assignable/);
      },
    );
  }, 60_000);

  it('lists every member of every contract for the release check, and nothing else', () => {
    type Unlisted = { [Id in RemoteModuleId]: Exclude<keyof RemoteContracts[Id], (typeof contractMembers)[Id][number]> }[RemoteModuleId];
    // Fails the type check when a contract gains a member the release check would not look for.
    const everyMemberListed: [Unlisted] extends [never] ? true : never = true;
    expect(everyMemberListed).toBe(true);
    expect(Object.keys(contractMembers).sort()).toEqual([
      'checkout/CheckoutPage',
      'landing/LandingPage',
      'landing/mount',
      'payment/PaymentPage',
      'payment/ThanksPage',
    ]);
  });
});
