import { chromium, type Page, type Route } from 'playwright-core';
import { chromiumFlags, ensureHeadlessShell } from '../lib/chromium';
import { contractMembers, type RemoteModuleId } from '../../shared/src/contracts/remotes';
import type { RemoteName } from '../../shared/src/config/runtimeConfig';
import { routeRemotes } from '../../host/src/remotes/routeRemotes';
import { contractModulesOf, failed, membersCheck, passed, type LoadedMembers } from './checks';
import type { CheckResult } from './history';

/**
 * The remote's routes in a real page before buyers get them: headless Chromium opens the live host page with the
 * candidate in place of the released version (the page's config rewritten in this browser only, the way a QA
 * override points one visit elsewhere, without opening production to overrides), shows each route of the app,
 * loads each exposed module through the page's federation, and reads the singletons the page shares.
 */

/** The root element of each route page once it is shown. */
const pageRoots: Record<(typeof routeRemotes)[keyof typeof routeRemotes], string> = {
  'landing/LandingPage': '[data-testid="landing-page"]',
  'checkout/CheckoutPage': '[data-testid="checkout-page"]',
  'payment/PaymentPage': '[data-testid="payment-page"]',
  'payment/ThanksPage': '[data-testid="thanks-page"]',
};

const dataBlock = /(<script type="application\/json"[^>]*\bdata-runtime-config\b[^>]*>)([\s\S]*?)(<\/script>)/;

/** A runtime config with the candidate in place of the app's released version (and of any canary of it). */
export function withCandidate(configText: string, app: RemoteName, manifestUrl: string): string {
  const config = JSON.parse(configText) as { remotes?: Record<string, string>; canary?: Record<string, unknown> };
  const canary = { ...config.canary };
  delete canary[app];
  return JSON.stringify({ ...config, remotes: { ...config.remotes, [app]: manifestUrl }, canary });
}

/** The host page with the candidate written into its config block (`<` escaped, as the server writes it). */
export function pageWithCandidate(html: string, app: RemoteName, manifestUrl: string): string {
  return html.replace(dataBlock, (all, open: string, text: string, close: string) => {
    if (text.trim() === '') return all;
    return `${open}${withCandidate(text, app, manifestUrl).replace(/</g, '\\u003c')}${close}`;
  });
}

export interface SmokeRun {
  results: CheckResult[];
  /** The singletons the page shares, by name: the version the host provides. */
  pageVersions: Record<string, string>;
}

async function candidateInPlace(route: Route, app: RemoteName, manifestUrl: string, configUrl: string): Promise<void> {
  const request = route.request();
  const isConfig = request.url().split('?')[0] === configUrl;
  if (request.resourceType() !== 'document' && !isConfig) return route.continue();
  const response = await route.fetch();
  const text = await response.text();
  if (!response.ok()) return route.fulfill({ response, body: text });
  return route.fulfill({ response, body: isConfig ? withCandidate(text, app, manifestUrl) : pageWithCandidate(text, app, manifestUrl) });
}

const readPageVersions = (page: Page) =>
  page.evaluate(() => {
    type Shared = Record<string, Record<string, Record<string, { from?: string }>>>;
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Shared> } }).__FEDERATION__;
    const versions: Record<string, string> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {}))
      for (const packages of Object.values(scopes))
        for (const [name, byVersion] of Object.entries(packages))
          for (const [version, shared] of Object.entries(byVersion)) if (shared.from === 'host') versions[name] = version;
    return versions;
  });

const loadMembers = (page: Page, ids: RemoteModuleId[]) =>
  page.evaluate(
    async ({ ids, members }) => {
      type Instance = { name: string; loadRemote(id: string): Promise<Record<string, unknown> | null> };
      const instances = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__?.__INSTANCES__ ?? [];
      const host = instances.find((instance) => instance.name === 'host');
      const loaded: Record<string, { types: Record<string, string> } | { error: string }> = {};
      for (const id of ids) {
        try {
          if (!host) throw new Error("the page's federation has no host instance");
          const module = await host.loadRemote(id);
          loaded[id] = { types: Object.fromEntries((members[id] ?? []).map((name) => [name, typeof module?.[name]])) };
        } catch (error) {
          loaded[id] = { error: error instanceof Error ? error.message : String(error) };
        }
      }
      return loaded;
    },
    { ids, members: contractMembers as Record<string, readonly string[]> },
  ) as Promise<LoadedMembers>;

export async function smokeRun({
  app,
  manifestUrl,
  pageUrl,
  timeoutMs = 30_000,
}: {
  app: RemoteName;
  manifestUrl: string;
  pageUrl: string;
  timeoutMs?: number;
}): Promise<SmokeRun> {
  // A page this browser fulfilled has no address of its own, so Chromium takes it for a public one and would
  // refuse its requests to a private network (a staging or local stack's services): that check is switched off.
  const browser = await chromium.launch({
    executablePath: ensureHeadlessShell(),
    args: [...chromiumFlags, '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessRespectPreflightResults,BlockInsecurePrivateNetworkRequests'],
  });
  try {
    const context = await browser.newContext();
    const configUrl = new URL('config.json', pageUrl).href;
    await context.route(
      (url) => url.href.startsWith(pageUrl) || url.href.split('?')[0] === configUrl,
      (route) => candidateInPlace(route, app, manifestUrl, configUrl),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    let candidateRequested = false;
    page.on('request', (request) => {
      if (request.url() === manifestUrl) candidateRequested = true;
    });

    const shown: string[] = [];
    const notShown: string[] = [];
    const routes = Object.entries(routeRemotes).filter(([, id]) => id.startsWith(`${app}/`));
    for (const [path, id] of routes) {
      const address = new URL(`${path.slice(1)}?lang=es`, pageUrl).href;
      try {
        await page.goto(address, { timeout: timeoutMs });
        // The page, or the host's word that its remote failed (a route that throws, a module that does not load).
        await page.locator(`${pageRoots[id]}, [data-testid="remote-failure"]`).first().waitFor({ timeout: timeoutMs });
        if (await page.getByTestId('remote-failure').count()) throw new Error('the host shows its remote failed');
        shown.push(path);
      } catch (error) {
        notShown.push(`${path} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      }
    }
    const loaded = await loadMembers(page, contractModulesOf(app));
    const pageVersions = await readPageVersions(page);
    // What the page logs a moment after: a late render error, a failed chunk.
    await page.waitForTimeout(1_000);

    const problems = [...notShown.map((route) => `${route} not shown`), ...errors];
    if (!candidateRequested) problems.unshift(`the page never asked for ${manifestUrl}`);
    const smoke = problems.length === 0 ? passed('smoke', `${shown.join(', ')} shown with no console error`) : failed('smoke', problems.join('; '));
    return { results: [smoke, membersCheck(app, loaded)], pageVersions };
  } finally {
    await browser.close();
  }
}
