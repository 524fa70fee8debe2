import puppeteer, { type Browser, type ConsoleMessage, type ElementHandle, type Page } from 'puppeteer-core';
import { viewports } from '../../support/stack';
import { firefoxPath } from '../../support/env';
import { reportsMark, type Engine, type EnginePage } from './engine';

/** Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no browser download). */
export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true });
  return {
    name: 'firefox',
    async open(viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewports[viewport]);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      return firefoxPage(page, errors, () => context.close());
    },
    quit: () => browser.close(),
  };
}

function firefoxPage(page: Page, errors: string[], close: () => Promise<void>): EnginePage {
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    waitFor: (expression, timeoutMs) =>
      page.waitForFunction(`!!(${expression})`, { timeout: timeoutMs, polling: 'raf' }).then(
        () => true,
        () => false,
      ),
    click: (selector) => page.click(selector),
    clickInShadow: async (host, selector) => {
      // Found by the page's own querySelector (an Element or null: asElement only widens it to a Node).
      const found = (
        await page.evaluateHandle((hostSelector, inner) => document.querySelector(hostSelector)?.shadowRoot?.querySelector(inner) ?? null, host, selector)
      ).asElement() as ElementHandle<Element> | null;
      if (!found) throw new Error(`No ${selector} in the shadow root of ${host}`);
      await found.click();
    },
    type: (selector, text) => page.type(selector, text),
    select: async (selector, value) => {
      await page.select(selector, value);
    },
    errors: async () => errors.filter((error) => !error.includes(reportsMark)),
    reportsIn: async () => {
      const arrived = new Promise<void>((resolve) => {
        const listener = (message: ConsoleMessage) => {
          if (!message.text().includes(reportsMark)) return;
          page.off('console', listener);
          resolve();
        };
        page.on('console', listener);
      });
      await page.evaluate(`console.error(${JSON.stringify(reportsMark)})`);
      await arrived;
    },
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    close,
  };
}
