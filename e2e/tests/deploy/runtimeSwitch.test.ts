import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { buildRemoteVariant, removeVariant } from '../../support/variants';
import { controlUrl, testPorts, repoRoot } from '../../support/env';
import { closeServer, createStaticServer, listen } from '../../../scripts/stack/staticServer';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

/** The canary's own server, within its stack's range of ports. */
const canaryPort = () => testPorts.host + 101;
const canaryManifest = () => `http://localhost:${canaryPort()}/mf-manifest.json`;
let variantDir = '';
let server: Server | undefined;

/** A fingerprint of the host's build: names, sizes and times of every file in host/dist. */
function hostBuildFingerprint(): string {
  const dist = path.join(repoRoot, 'host/dist');
  return readdirSync(dist)
    .map((name) => {
      const info = statSync(path.join(dist, name));
      return `${name}:${info.size}:${info.mtimeMs}`;
    })
    .sort()
    .join('|');
}

async function pointLanding(url: string): Promise<void> {
  const response = await fetch(`${controlUrl}/remote/landing`, { method: 'POST', body: url });
  if (!response.ok) throw new Error(await response.text());
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  variantDir = await buildRemoteVariant('remote-landing', 'canary', {
    replace: [{ file: 'src/i18n/locales/en/landing.json', from: '"title": "Choose your membership"', to: '"title": "Choose your membership (canary)"' }],
  });
  server = await listen(createStaticServer({ root: path.join(variantDir, 'dist'), cors: true }), canaryPort());
});

test.afterAll(async () => {
  await pointLanding('');
  if (server) await closeServer(server);
  removeVariant(variantDir);
});

test.describe('switching a remote at runtime', () => {
  test('picks up a new landing version through the served config alone, with no host rebuild', async ({ openPage }) => {
    const before = hostBuildFingerprint();
    const { page } = await openPage();
    await page.goto(route('/', { lang: 'en' }));
    await page.getByRole('heading', { level: 1, name: 'Choose your membership' }).waitFor();

    await pointLanding(canaryManifest());
    // The served HTML changed too: the server takes the prerendered first view from the landing's deployment.
    await expect.poll(() => fetch(route('/', { lang: 'en' })).then((answer) => answer.text())).toContain('>Choose your membership (canary)</h1>');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Choose your membership (canary)' }).waitFor();

    // Rolling back is the same: the config points at the previous manifest again.
    await pointLanding('');
    await expect.poll(() => fetch(route('/', { lang: 'en' })).then((answer) => answer.text())).toContain('>Choose your membership</h1>');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Choose your membership' }).waitFor();
    expect(hostBuildFingerprint()).toBe(before);
  });

  test('lets QA point one remote elsewhere, from allowed hosts only', async ({ openPage }) => {
    const { page } = await openPage();
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto(route('/', { lang: 'en', 'remote.landing': canaryManifest() }));
    await page.getByRole('heading', { level: 1, name: 'Choose your membership (canary)' }).waitFor();

    // The same server under a host name the config does not allow: refused, the configured landing loads.
    await page.goto(route('/', { lang: 'en', 'remote.landing': canaryManifest().replace('localhost', '127.0.0.1') }));
    await page.getByRole('heading', { level: 1, name: 'Choose your membership' }).waitFor();
    expect(warnings.some((text) => text.includes('remote override for "landing" refused'))).toBe(true);
  });

  test('stops and restarts apps through the control port', async ({ openPage, stack }) => {
    await stack.stop('landing');
    await stack.start('landing');
    const { page } = await openPage();
    await page.goto(route('/', { lang: 'en' }));
    await landingReady(page);
  });
});
