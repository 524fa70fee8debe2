import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { testPorts, repoRoot } from '../../support/env';
import { expect, test } from '../../support/fixtures';

// Its own ports (within its stack's range): a squad's dev page runs without the host or the rest of the stack.
const ports = () => ({ checkout: testPorts.host + 202, devApi: testPorts.host + 212 });
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  // The dev server compiles the checkout before it serves it.
  test.setTimeout(120_000);
  const { checkout, devApi } = ports();
  const started = spawn(process.execPath, [path.join(repoRoot, 'scripts/dev/remote.mjs'), 'checkout'], {
    cwd: repoRoot,
    env: { ...process.env, CHECKOUT_PORT: String(checkout), DEV_API_PORT: String(devApi) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = started;
  let output = '';
  // Ready once it has said where its dev page is and that the checkout compiled.
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/dev page: http/.test(output) && /compiled/i.test(output)) resolve();
    };
    started.stdout.on('data', read);
    started.stderr.on('data', read);
    started.once('exit', () => reject(new Error(`the checkout dev page did not start:\n${output}`)));
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
});

test.describe("a remote on its own dev page (its squad's)", () => {
  test('serves the checkout with dev-api, the shared atoms and live reload, without the host', async ({ openPage }) => {
    const { page, errors } = await openPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(`http://localhost:${ports().checkout}/suscripciones/checkout?ids=20&lang=es`);
    await page.getByTestId('checkout-page').waitFor();
    // Call 2 answered by dev-api through the dev server's own config, and the shared cart atom filled.
    await page.getByRole('button', { name: /^Quitar / }).waitFor();
    await expect.poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('agrishop') ?? '[]').length)).toBe(1);
    // The dev server's live-reload client is connected to it.
    await expect.poll(() => sockets.some((url) => url.startsWith(`ws://localhost:${ports().checkout}/`))).toBe(true);
    expect(errors).toEqual([]);
  });
});
