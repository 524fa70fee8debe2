import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Server } from 'node:http';
import type { CDPSession, Page } from '@playwright/test';
import AdmZip from 'adm-zip';
import { devApiUrl, hostUrl, testPorts, repoRoot } from '../../support/env';
import { installRendererCounter, rendererCount } from '../landing/support';
import { closeServer, createStaticServer, listen } from '../../../scripts/stack/staticServer';
import { expect, test } from '../../support/fixtures';

/**
 * The landing in portals built as portal teams build them (e2e/portals): each with the real bundler and
 * federation packages of the registry, pinned, and their default options, served on an origin of its own (not
 * the host's, not the landing's) with a strict Content Security Policy. Built here against this stack's landing.
 */
const landingOrigin = () => `http://localhost:${testPorts.landing}`;
const hostOrigin = () => new URL(hostUrl).origin;

/** Each portal is served on a port of its own, within its stack's range (`port` above the stack's host port). */
const portals = {
  /** React 19, Vite and @module-federation/vite, sharing React with the landing. */
  vite: { bin: 'vite', args: ['build'], port: 121, react: 'shared' },
  /** No framework, webpack 5 and @module-federation/enhanced. */
  webpack: { bin: 'webpack', args: [], port: 122, react: 'landing' },
  /** No framework and no federation plugin: the runtime API (createInstance, loadRemote), reading config.json. */
  runtime: { bin: 'vite', args: ['build'], port: 123, react: 'landing' },
} as const;
type PortalName = keyof typeof portals;
const portalPort = (name: PortalName) => testPorts.host + portals[name].port;
const portalFolder = (name: PortalName) => path.join(repoRoot, 'e2e/portals', name);
/** A portal whose code is typed by the landing's published types has a `typecheck` script, as a portal team runs it. */
const typeChecked = (name: PortalName) =>
  Boolean((JSON.parse(readFileSync(path.join(portalFolder(name), 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.typecheck);

/** A policy without 'unsafe-inline' or 'unsafe-eval': what the portal allows is its own, the shop's and the landing's. */
const strictPolicy = () =>
  [
    "default-src 'self'",
    `script-src 'self' ${landingOrigin()}`,
    `style-src 'self' ${landingOrigin()}`,
    `connect-src 'self' ${hostOrigin()} ${landingOrigin()} ${devApiUrl}`,
    `img-src 'self' data: ${devApiUrl}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const run = promisify(execFile);
const built: Partial<Record<PortalName, { dir: string; server: Server }>> = {};
const portalTeamEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('JEST_') && key !== 'VITEST'));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const [name, portal] of Object.entries(portals) as Array<[PortalName, (typeof portals)[PortalName]]>) {
    const folder = portalFolder(name);
    const dir = mkdtempSync(path.join(tmpdir(), `portal-${name}-`));
    // The types a portal is checked by are those its plugin downloads on this build, never an earlier build's.
    rmSync(path.join(folder, '@mf-types'), { recursive: true, force: true });
    // Not a synchronous spawn: the test's own idle connections must keep being looked after meanwhile.
    await run(path.join(folder, 'node_modules/.bin', portal.bin), portal.args, {
      cwd: folder,
      // As a portal team runs it: not as part of a test (Vite's federation plugin turns itself off under jest).
      env: { ...portalTeamEnv, LANDING_MANIFEST: `${landingOrigin()}/mf-manifest.json`, OUT_DIR: dir, NODE_ENV: 'production' },
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`The ${name} portal did not build:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    const policy = strictPolicy();
    built[name] = { dir, server: await listen(createStaticServer({ root: dir, spa: true, csp: () => policy }), portalPort(name)) };
  }
});

test.afterAll(async () => {
  for (const portal of Object.values(built)) {
    await closeServer(portal.server);
    rmSync(portal.dir, { recursive: true, force: true });
  }
});

const portalPage = (name: PortalName, language: string) =>
  `http://localhost:${portalPort(name)}/?lang=${language}&config=${encodeURIComponent(`${hostUrl}/config.json`)}&host=${encodeURIComponent(hostUrl)}`;

const target = (page: Page) => page.getByTestId('portal-embed-target');
const list = (page: Page) => target(page).getByTestId('landing-embed');

/** What the portal's document holds of the landing outside the list's shadow root, and the portal's element. */
function portalDocument(page: Page) {
  return page.evaluate((origin) => {
    const element = document.getElementById('offers');
    const rulesOf = (sheet: CSSStyleSheet) => {
      try {
        return [...sheet.cssRules];
      } catch {
        return [];
      }
    };
    return {
      html: document.documentElement.getAttributeNames().map((name) => `${name}=${document.documentElement.getAttribute(name)}`),
      landingElements: [...document.querySelectorAll('link, style, script')]
        .filter((node) => ((node as HTMLLinkElement).href ?? (node as HTMLScriptElement).src ?? '').startsWith(origin) || node.localName === 'style')
        .map((node) => node.outerHTML),
      rootTokens: [...getComputedStyle(document.documentElement)].filter((name) => name.startsWith('--sc-')),
      keyframes: [...document.styleSheets].flatMap(rulesOf).filter((rule) => rule instanceof CSSKeyframesRule).length,
      element: { attributes: element?.getAttributeNames().map((name) => `${name}=${element.getAttribute(name)}`), content: element?.innerHTML },
    };
  }, landingOrigin());
}

/** The listeners on the portal's window and document that the landing's scripts added (Chromium's DevTools protocol). */
async function landingListeners(session: CDPSession, scripts: Map<string, string>): Promise<string[]> {
  const types: string[] = [];
  for (const expression of ['window', 'document']) {
    const { result } = await session.send('Runtime.evaluate', { expression });
    const { listeners } = await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
    for (const listener of listeners) if (scripts.get(listener.scriptId)?.startsWith(landingOrigin())) types.push(`${expression}:${listener.type}`);
  }
  return types.sort();
}

for (const name of Object.keys(portals) as PortalName[]) {
  test.describe(`a portal built with ${name}, on another origin`, () => {
    if (typeChecked(name))
      test("type-checks its code by the landing's types, as the landing publishes them and its build downloads them", async () => {
        // What its federation plugin put in @mf-types/landing is the archive the landing's manifest names (metaData.types).
        const manifest = (await (await fetch(`${landingOrigin()}/mf-manifest.json`)).json()) as { metaData: { types: { zip: string } } };
        const archive = await fetch(new URL(manifest.metaData.types.zip, `${landingOrigin()}/`));
        const published = new AdmZip(Buffer.from(await archive.arrayBuffer()));
        expect(published.getEntries().map((entry) => entry.entryName)).toContain('mount.d.ts');
        for (const entry of published.getEntries())
          expect(readFileSync(path.join(portalFolder(name), '@mf-types/landing', entry.entryName), 'utf8'), entry.entryName).toBe(
            entry.getData().toString('utf8'),
          );
        // Its own check, as its team runs it: one tsc.
        await run('npm', ['run', '--silent', 'typecheck'], { cwd: portalFolder(name), env: portalTeamEnv }).catch(
          (error: { stdout?: string; stderr?: string }) => {
            throw new Error(`The ${name} portal's type check failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
          },
        );
      });

    test('shows the offers in the language it asks, under a strict policy, and Subscribe leads to the host checkout', async ({ openPage }) => {
      const { page, errors, requests } = await openPage();
      await page.addInitScript(installRendererCounter);
      await page.goto(portalPage(name, 'pt'));
      await expect(list(page).getByRole('heading', { level: 2 })).toHaveText('Assinaturas');
      await expect(list(page).getByRole('tab', { name: 'Brasil' })).toHaveAttribute('aria-selected', 'true');
      await expect(list(page).getByTestId('subscription-card')).toHaveCount(2);
      // The entry that brings its own federation runtime core: these pages provide none.
      expect(requests.filter((url) => url.startsWith(`${landingOrigin()}/remoteEntry`))).toEqual([expect.stringMatching(/\/remoteEntry\.[0-9a-f]{10}\.js$/)]);
      // One React: the portal's where it shares React 19 with the landing, the landing's where it has none.
      await expect.poll(() => rendererCount(page)).toBe(1);
      if (portals[name].react === 'shared') expect(requests.filter((url) => url.startsWith(landingOrigin()) && /react/i.test(url))).toEqual([]);

      await list(page).getByRole('button', { name: 'Assinar' }).first().click();
      await page.waitForURL((url) => url.origin === hostOrigin() && url.pathname === '/suscripciones/checkout');
      expect(new URL(page.url()).searchParams.get('lang')).toBe('pt');
      await page.getByTestId('checkout-page').waitFor();
      expect(errors).toEqual([]);
    });

    test('unmounts, leaving the document as it was', async ({ openPage }) => {
      const { page, context, errors } = await openPage('phone');
      const session = await context.newCDPSession(page);
      const scripts = new Map<string, string>();
      session.on('Debugger.scriptParsed', (script) => scripts.set(script.scriptId, script.url));
      await session.send('Debugger.enable');
      await page.goto(portalPage(name, 'en'));
      // The document as the portal made it: its element with its own content and attributes, nothing of ours.
      const asMade = {
        html: ['lang=en'],
        landingElements: [],
        rootTokens: [],
        keyframes: 0,
        element: {
          attributes: ['id=offers', 'data-testid=portal-embed-target'],
          content: `<a ${name === 'vite' ? '' : 'id="fallback" '}href="${hostUrl}/">Subscriptions</a>`,
        },
      };
      await expect(list(page).getByRole('heading', { level: 2 })).toHaveText('Memberships');
      // Nothing of ours outside the list's shadow root once its loads are done: the scripts that brought it are gone too
      // (a script element stays in the head while its chunk loads, and goes after).
      await expect.poll(() => portalDocument(page)).toEqual(asMade);

      await page.getByRole('button', { name: 'Hide the memberships' }).click();
      await expect(list(page)).toHaveCount(0);
      await expect(target(page).getByRole('link', { name: 'Subscriptions' })).toBeVisible();
      await expect.poll(() => portalDocument(page)).toEqual(asMade);
      // React DOM keeps one selectionchange listener on a document where a root was made (where the React is ours).
      await expect.poll(() => landingListeners(session, scripts)).toEqual(portals[name].react === 'shared' ? [] : ['document:selectionchange']);

      // And mounts again.
      await page.getByRole('button', { name: 'Show the memberships' }).click();
      await expect(list(page).getByRole('heading', { level: 2 })).toHaveText('Memberships');
      expect(errors).toEqual([]);
    });
  });
}
