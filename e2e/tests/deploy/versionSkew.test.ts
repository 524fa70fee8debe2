import path from 'node:path';
import type { Server } from 'node:http';
import { installRendererCounter, rendererCount } from '../../support/reactRenderers';
import { buildRemoteVariant, removeVariant } from '../../support/variants';
import { testPorts } from '../../support/env';
import { closeServer, createStaticServer, listen } from '../../../scripts/stack/staticServer';
import { expect, test, type OpenPage } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

interface Variant {
  dir: string;
  server: Server;
  manifest: string;
}
const variants: Record<string, Variant> = {};

async function serveVariant(name: string, dependencies: Record<string, string>, port: number): Promise<void> {
  const dir = await buildRemoteVariant('remote-landing', name, { dependencies });
  const server = await listen(createStaticServer({ root: path.join(dir, 'dist'), cors: true }), port);
  variants[name] = { dir, server, manifest: `http://localhost:${port}/mf-manifest.json` };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Built against another minor of React (older and newer than the page's), and against a future major.
  await serveVariant('minor', { react: '^19.0.0', 'react-dom': '^19.0.0', jotai: '^3.0.0' }, testPorts.host + 111);
  await serveVariant('newer-minor', { react: '^19.99.0', 'react-dom': '^19.99.0' }, testPorts.host + 112);
  await serveVariant('major', { react: '^20.0.0', 'react-dom': '^20.0.0' }, testPorts.host + 113);
});

test.afterAll(async () => {
  for (const variant of Object.values(variants)) {
    await closeServer(variant.server);
    removeVariant(variant.dir);
  }
});

async function loadWith(openPage: OpenPage, name: string) {
  const { page, context, errors } = await openPage();
  const logs: Array<{ type: string; text: string }> = [];
  page.on('console', (message) => logs.push({ type: message.type(), text: message.text() }));
  await page.addInitScript(installRendererCounter);
  await page.goto(route('/', { lang: 'en', 'remote.landing': variants[name]?.manifest ?? '' }));
  await landingReady(page);
  const renderers = await rendererCount(page);
  await context.close();
  return { renderers, logs, errors };
}

test.describe('version skew between the host and a remote', () => {
  test('shares the single copy when the remote was built against another minor', async ({ openPage }) => {
    const { renderers, logs } = await loadWith(openPage, 'minor');
    expect(renderers).toBe(1);
    expect(logs.filter((log) => log.text.includes('MAJOR version mismatch'))).toEqual([]);
  });

  test('shares the single copy and says so when the remote needs a newer minor', async ({ openPage }) => {
    const { renderers, logs } = await loadWith(openPage, 'newer-minor');
    expect(renderers).toBe(1);
    expect(logs.some((log) => log.type === 'warning' && log.text.includes('"landing" was built for react ^19.99.0'))).toBe(true);
  });

  test('reports a major mismatch clearly in the console rather than loading a second React', async ({ openPage }) => {
    const { renderers, logs } = await loadWith(openPage, 'major');
    expect(renderers).toBe(1);
    const report = logs.find((log) => log.type === 'error' && log.text.includes('MAJOR version mismatch'));
    expect(report?.text).toContain('"landing" was built for react ^20.0.0');
    expect(report?.text).toContain('the page shares react 19.3.1');
  });
});
