import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openPage, useBrowser } from '../../support/browser';
import { testPorts } from '../../support/env';

const browser = useBrowser();
const root = path.resolve(__dirname, '../../..');
// Its own ports: a squad's dev page runs without the host or the rest of the stack.
const ports = { checkout: testPorts.host + 202, devApi: testPorts.host + 212 };
let server: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  server = spawn(process.execPath, [path.join(root, 'scripts/dev/remote.mjs'), 'checkout'], {
    cwd: root,
    env: { ...process.env, CHECKOUT_PORT: String(ports.checkout), DEV_API_PORT: String(ports.devApi) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!/dev page: http/.test(output) || !/compiled/i.test(output)) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the checkout dev page did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
});

describe("a remote on its own dev page (its squad's)", () => {
  it('serves the checkout with dev-api, the shared atoms and live reload, without the host', async () => {
    const { page, context, errors } = await openPage(browser());
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(`http://localhost:${ports.checkout}/suscripciones/checkout?ids=20&lang=es`);
    await page.getByTestId('checkout-page').waitFor();
    // Call 2 answered by dev-api through the dev server's own config, and the shared cart atom filled.
    await page.getByRole('button', { name: /^Quitar / }).waitFor();
    await expect(page.evaluate(() => JSON.parse(window.localStorage.getItem('agrishop') ?? '[]').length)).resolves.toBe(1);
    // The dev server's live-reload client is connected to it.
    await page.waitForTimeout(500);
    expect(sockets.some((url) => url.startsWith(`ws://localhost:${ports.checkout}/`))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
