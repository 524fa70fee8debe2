import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { buildRemoteVariant, removeVariant, type VariantOptions } from '../../support/variants';
import { controlUrl, devApiUrl, hostUrl, testPorts, repoRoot } from '../../support/env';
import { cardNumber, ids, openPayment } from '../payment/paymentSupport';
import { closeServer, createStaticServer, listen } from '../../../scripts/stack/staticServer';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

/**
 * Each squad ships a change of its own code with its remote alone. The code that left the shared singleton for
 * its app (the landing's offer schema, the checkout's call 4, the payment's billing rule) is changed in a copy of
 * that remote only, built, and served as a new version folder; the served runtime config is pointed at it through
 * the stack's control port, and the page shows the change, while the host and the other two remotes are the very
 * same builds as before. Then the config points back, as a rollback would.
 */

type RemoteName = 'landing' | 'checkout' | 'payment';
const appFolders = { landing: 'remote-landing', checkout: 'remote-checkout', payment: 'remote-payment' } as const;
const remoteNames = Object.keys(appFolders) as RemoteName[];
/** The new version's folder under its server, as a squad's deployment would add it beside the previous ones. */
const version = '2.0.1';
/** Each new version's server, within its stack's range of ports. */
const ports = (): Record<RemoteName, number> => ({ landing: testPorts.host + 141, checkout: testPorts.host + 142, payment: testPorts.host + 143 });

/** Each squad's change, to code that lived in shared/ and is now its app's own. */
const changes: Record<RemoteName, NonNullable<VariantOptions['replace']>> = {
  // The landing's offer schema (call 1): an offer keeps its first two benefits, in every language.
  landing: [
    {
      file: 'src/api/offersSchema.ts',
      from: 'const benefitList = z.array(text(500)).check(z.maxLength(50));',
      to: 'const benefitList = z.pipe(z.array(text(500)).check(z.maxLength(50)), z.transform((list: string[]) => list.slice(0, 2)));',
    },
  ],
  // The checkout's call 4: the query says where the suggestions are shown.
  checkout: [
    {
      file: 'src/suggestion/suggestionsCall.ts',
      from: '`${profileApi}${suggestionsPath(productIds)}`',
      to: '`${profileApi}${suggestionsPath(productIds)}&source=checkout`',
    },
  ],
  // The payment's billing rule: the tax id is no longer required to save the billing details.
  payment: [{ file: 'src/address/addressData.ts', from: '  nif: requiredField,', to: '  nif: optionalField,' }],
};

interface Deployment {
  dir: string;
  server?: Server;
  manifest: string;
}
const deployments: Partial<Record<RemoteName, Deployment>> = {};
/** The remotes of the stack's own runtime config, which every case returns to. */
let stackRemotes: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stackRemotes = await servedRemotes();
  // The three side by side, each into its own folder (the host port in its name: runs on other ports never build
  // into each other's), then each served as the new version of its remote.
  const dirs = await Promise.allSettled(remoteNames.map((name) => buildRemoteVariant(appFolders[name], `ship-${testPorts.host}`, { replace: changes[name] })));
  for (const [index, name] of remoteNames.entries()) {
    const built = dirs[index];
    if (built?.status === 'fulfilled') deployments[name] = { dir: built.value, manifest: `http://localhost:${ports()[name]}/${version}/mf-manifest.json` };
  }
  const failed = dirs.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  for (const name of remoteNames) {
    const deployment = deployments[name];
    if (deployment)
      deployment.server = await listen(createStaticServer({ root: path.join(deployment.dir, 'dist'), basePath: `/${version}`, cors: true }), ports()[name]);
  }
});

// A case that failed half way leaves no remote pointed at its new version. One at a time, as every change of the
// config reads and rewrites the whole file.
test.afterEach(async () => {
  for (const name of remoteNames) await pointRemote(name, '');
});

test.afterAll(async () => {
  const failures: unknown[] = [];
  for (const name of remoteNames) await retire(name).catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
});

/** Points a remote of the served runtime config at a manifest ('' puts back the stack's own). */
async function pointRemote(name: RemoteName, manifest: string): Promise<void> {
  const response = await fetch(`${controlUrl}/remote/${name}`, { method: 'POST', body: manifest });
  if (!response.ok) throw new Error(`pointing ${name} at ${manifest || 'its own build'}: ${response.status} ${await response.text()}`);
}

/** The config points back at the remote's own build; the new version's server is closed and its folder removed. */
async function retire(name: RemoteName): Promise<void> {
  const deployment = deployments[name];
  delete deployments[name];
  try {
    await pointRemote(name, '');
  } finally {
    if (deployment?.server) await closeServer(deployment.server);
    if (deployment) removeVariant(deployment.dir);
  }
}

/** The remotes' manifests in the runtime config the host serves. */
async function servedRemotes(): Promise<Record<string, string>> {
  const config = (await (await fetch(`${hostUrl}/config.json`)).json()) as { remotes: Record<string, string> };
  return config.remotes;
}

/** Every file of a build: path, size and time, so a rebuild or any change shows. */
function buildFingerprint(folder: string): string[] {
  const dist = path.join(repoRoot, folder, 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .flatMap((file) => {
      const info = statSync(path.join(dist, file));
      return info.isFile() ? [`${file}:${info.size}:${info.mtimeMs}`] : [];
    })
    .sort();
}

/** The host's build and the other remotes' builds, which a squad's deployment must not touch. */
function untouchedBuilds(name: RemoteName): Record<string, string[]> {
  const folders = ['host', ...remoteNames.filter((other) => other !== name).map((other) => appFolders[other])];
  return Object.fromEntries(folders.map((folder) => [folder, buildFingerprint(folder)]));
}

/**
 * Switches the runtime config to the remote's new version and reloads the page, and returns the addresses the
 * reloaded page requested; the config then says the new version for this remote only.
 */
async function shipAndReload(page: Page, requests: readonly string[], name: RemoteName): Promise<() => string[]> {
  const manifest = deployments[name]?.manifest ?? '';
  await pointRemote(name, manifest);
  await expect.poll(() => servedRemotes()).toEqual({ ...stackRemotes, [name]: manifest });
  const from = requests.length;
  await page.reload();
  return () => requests.slice(from);
}

/** The benefits of each card of the landing's region tab, as shown. */
function benefitsShown(page: Page): Promise<string[][]> {
  return page
    .getByTestId('landing-page')
    .getByRole('tabpanel')
    .getByTestId('subscription-card')
    .evaluateAll((cards) => cards.map((card) => Array.from(card.querySelectorAll('ul > li'), (item) => item.textContent?.trim() ?? '')));
}

const isSuggestionsCall = (url: string): boolean => url.startsWith(`${devApiUrl}/profile/checkout/products/product-suggestions?`);
const queryOf = (url: string): Record<string, string> => Object.fromEntries(new URL(url).searchParams);

/** Fills the billing form as a buyer would, every required field but the tax id, and presses Save. */
async function saveBillingWithoutNif(page: Page): Promise<void> {
  await page.locator('#payment-invoice').check();
  const billing = page.getByTestId('billing-form');
  // The country first: the phone's country follows it, so the number typed is a Spanish one.
  await billing.getByLabel('Country', { exact: true }).selectOption('ES');
  await billing.getByLabel('First name', { exact: true }).fill('Marta');
  await billing.getByLabel('Last name', { exact: true }).fill('García López');
  await billing.getByRole('textbox', { name: 'Phone', exact: true }).pressSequentially('612345678');
  await billing.getByLabel('Address', { exact: true }).fill('Gran Vía 2');
  await billing.getByLabel('City', { exact: true }).fill('Madrid');
  await billing.getByLabel('Province or state', { exact: true }).fill('Madrid');
  await billing.getByRole('button', { name: 'Save billing details' }).click();
}

test.describe('each squad ships a change of its own code with its remote alone', () => {
  test('landing: its offer schema keeps two benefits per offer, and the cards show two', async ({ openPage }) => {
    const before = untouchedBuilds('landing');
    const { page, context, errors, requests } = await openPage();
    await page.goto(route('/', { lang: 'en' }));
    await landingReady(page);
    const shipped = await benefitsShown(page);
    expect(shipped.length).toBeGreaterThan(0);
    for (const benefits of shipped) expect(benefits.length).toBeGreaterThan(2);

    const reloaded = await shipAndReload(page, requests, 'landing');
    await landingReady(page);
    // The same offers, each with its first two benefits: the new version parsed call 1's answer.
    await expect.poll(() => benefitsShown(page)).toEqual(shipped.map((benefits) => benefits.slice(0, 2)));
    expect(reloaded()).toContain(deployments.landing?.manifest);

    // The buyer leaves before the version is retired: the page's lazy chunks (sections below the offers) never meet
    // a server being closed.
    await context.close();
    expect(errors).toEqual([]);
    // Rolled back: the config names the stack's own builds again.
    await retire('landing');
    await expect.poll(() => servedRemotes()).toEqual(stackRemotes);
    expect(untouchedBuilds('landing')).toEqual(before);
  });

  test('checkout: its call 4 sends the new query parameter, and the suggestion still shows', async ({ openPage }) => {
    const before = untouchedBuilds('checkout');
    const { page, context, errors, requests } = await openPage();
    const suggestionCalls: string[] = [];
    page.on('request', (request) => {
      if (isSuggestionsCall(request.url())) suggestionCalls.push(request.url());
    });
    const suggested = page.getByTestId('suggested-membership').getByText('porciNews Premium Plan Spain', { exact: true });
    await page.goto(route('/checkout', { ids: String(ids.courseES), lang: 'en' }));
    // The card shows call 4's answer: the call was sent.
    await suggested.waitFor();
    const shipped = suggestionCalls.splice(0);
    expect(shipped.length).toBeGreaterThan(0);
    for (const url of shipped) expect(queryOf(url)).toEqual({ product_ids: String(ids.courseES) });

    const reloaded = await shipAndReload(page, requests, 'checkout');
    await suggested.waitFor();
    expect(suggestionCalls.length).toBeGreaterThan(0);
    for (const url of suggestionCalls) expect(queryOf(url)).toEqual({ product_ids: String(ids.courseES), source: 'checkout' });
    expect(reloaded()).toContain(deployments.checkout?.manifest);

    await context.close();
    expect(errors).toEqual([]);
    // Rolled back: the config names the stack's own builds again.
    await retire('checkout');
    await expect.poll(() => servedRemotes()).toEqual(stackRemotes);
    expect(untouchedBuilds('checkout')).toEqual(before);
  });

  test('payment: its billing rule no longer requires the tax id, and the billing form saves without one', async ({ openPage }) => {
    const before = untouchedBuilds('payment');
    const { page, context, errors, requests } = await openPayment(openPage, { user: 'member-1', productIds: [ids.courseES], lang: 'en' });
    await saveBillingWithoutNif(page);
    // The rule as shipped: the tax id, and nothing else, is marked as missing, and the form stays open.
    await page.locator('#billing-nif[aria-invalid="true"]').waitFor();
    await expect(page.getByTestId('billing-form').locator('[aria-invalid="true"]')).toHaveCount(1);
    await expect(page.getByTestId('billing-summary')).toHaveCount(0);

    const reloaded = await shipAndReload(page, requests, 'payment');
    await cardNumber(page).waitFor();
    await saveBillingWithoutNif(page);
    const summary = page.getByTestId('billing-summary');
    await summary.waitFor();
    await expect(summary).toContainText('Marta García López');
    expect(reloaded()).toContain(deployments.payment?.manifest);

    await context.close();
    expect(errors).toEqual([]);
    // Rolled back: the config names the stack's own builds again.
    await retire('payment');
    await expect.poll(() => servedRemotes()).toEqual(stackRemotes);
    expect(untouchedBuilds('payment')).toEqual(before);
  });
});
