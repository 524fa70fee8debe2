import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import { viewports } from '../../support/stack';
import { webkitDriverPath } from '../../support/env';
import { reportsMark, type Engine, type EnginePage } from './engine';

const hostScript = path.join(__dirname, 'webkitHost.py');
/** Debian's Python, which python3-gi belongs to (PATH may put another python3 first). */
const systemPython = '/usr/bin/python3';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A virtual X display of its own (Xvfb picks a free number and writes it to fd 3). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    const fd = xvfb.stdio[3];
    if (!fd) return reject(new Error('Xvfb has no display pipe'));
    fd.once('data', (chunk: Buffer) => resolve({ display: `:${chunk.toString().trim()}`, process: xvfb }));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
}

/** WebKitGTK through Debian's WebKitWebDriver and selenium-webdriver, in webkitHost.py's windows under Xvfb. */
export async function launchWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const port = await freePort();
  // No sandbox: the tests run as root in a container, where bubblewrap cannot make its namespaces.
  const env = { ...process.env, DISPLAY: xvfb.display, WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1', LIBGL_ALWAYS_SOFTWARE: '1' };
  // selenium-webdriver starts the driver and waits until it answers.
  const driverService = new DriverService(webkitDriverPath, { port, args: [`--port=${port}`], env, loopback: true });
  const server = await driverService.start(10_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'webkit-errors-'));
  let tabs = 0;
  return {
    name: 'webkit',
    async open(viewport) {
      tabs += 1;
      const errorsFile = path.join(folder, `tab-${tabs}.txt`);
      writeFileSync(errorsFile, '');
      // One session per tab: a new browser process with empty (ephemeral) storage.
      const driver = await new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: 'suscripciones-webkit-host',
          'webkitgtk:browserOptions': { binary: systemPython, args: [hostScript, `--errors-file=${errorsFile}`] },
        })
        .build();
      await driver
        .manage()
        .window()
        .setRect({ ...viewports[viewport], x: 0, y: 0 });
      return webkitPage(driver, errorsFile);
    },
    async quit() {
      await driverService.kill();
      xvfb.process.kill();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function webkitPage(driver: WebDriver, errorsFile: string): EnginePage {
  const element = async (selector: string) => {
    const found = await driver.findElement(By.css(selector));
    // The sticky header must not cover what is clicked.
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', found);
    return found;
  };
  return {
    goto: (url) => driver.get(url),
    evaluate: <T>(expression: string) => driver.executeScript(`return (${expression});`) as Promise<T>,
    waitFor: (expression, timeoutMs) =>
      driver
        .wait(() => driver.executeScript<boolean>(`return !!(${expression});`).catch(() => false), timeoutMs)
        .then(
          () => true,
          () => false,
        ),
    click: async (selector) => (await element(selector)).click(),
    clickInShadow: async (host, selector) => {
      // Found by the page's own querySelector, then clicked by the driver as any element.
      const found = await driver.executeScript<WebElement | null>(
        'const found = document.querySelector(arguments[0])?.shadowRoot?.querySelector(arguments[1]); found?.scrollIntoView({ block: "center", behavior: "instant" }); return found ?? null;',
        host,
        selector,
      );
      if (!found) throw new Error(`No ${selector} in the shadow root of ${host}`);
      await found.click();
    },
    type: async (selector, text) => (await element(selector)).sendKeys(text),
    select: async (selector, value) => (await element(`${selector} option[value="${value}"]`)).click(),
    errors: async () =>
      readFileSync(errorsFile, 'utf8')
        .split('\n')
        .filter((line) => line && !line.includes(reportsMark)),
    reportsIn: async () => {
      await driver.executeScript(`console.error(${JSON.stringify(reportsMark)});`);
      await driver.wait(() => readFileSync(errorsFile, 'utf8').includes(reportsMark), 10_000);
    },
    screenshot: async (file) => writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64')),
    close: () => driver.quit(),
  };
}
