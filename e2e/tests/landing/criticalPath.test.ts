import type { Request } from 'playwright-core';
import { openPage, route, useBrowser } from '../../support/browser';
import { testPorts } from '../../support/env';

/**
 * What the landing's first view downloads: the page's language only (each app's texts are a
 * chunk per language), and no style sheet whose rules the page already has inline. Another language is
 * downloaded when the buyer switches to it, and the page then speaks it with no key showing.
 */
const browser = useBrowser();

const localeOf = (url: string) => /\/locale-(es|en|pt)-([a-z]+)\.[0-9a-f]+\.js$/.exec(url);

/** The checkout's files, which the landing loads once it is ready (the next step, shell/nextStep.test.ts): not its own. */
const nextStep = `http://localhost:${testPorts.checkout}/`;

async function landing(language: 'es' | 'en' | 'pt', viewport: 'phone' | 'desktop' = 'phone') {
  const probe = await openPage(browser(), viewport);
  const requested: string[] = [];
  probe.page.on('request', (request: Request) => {
    if (!request.url().startsWith(nextStep)) requested.push(request.url());
  });
  await probe.page.goto(route('/', { lang: language }));
  await probe.page.getByTestId('subscription-card').first().waitFor();
  // Until the page is idle: anything the first view fetches late counts too.
  await probe.page.waitForLoadState('networkidle');
  return { ...probe, requested };
}

describe("performance: the landing's first view downloads only what it shows", () => {
  it.each(['es', 'en', 'pt'] as const)('%s: only that language, the texts of the shell, the shared UI and the landing', async (language) => {
    const { context, requested } = await landing(language);
    const locales = requested.flatMap((url) => {
      const match = localeOf(url);
      return match ? [`${match[1]}-${match[2]}`] : [];
    });
    expect(locales.sort()).toEqual([`${language}-common`, `${language}-host`, `${language}-landing`]);
    await context.close();
  });

  it('fetches no style sheet: the page has the rules of the shell, the shared UI and the landing inline', async () => {
    const { page, context, requested } = await landing('es');
    expect(requested.filter((url) => /\.css(\?|$)/.test(url))).toEqual([]);
    // The rules are there all the same: the offers are laid out by the landing's own sheet.
    const display = await page
      .getByTestId('subscription-card')
      .first()
      .evaluate((card) => getComputedStyle(card).display);
    expect(display).not.toBe('inline');
    await context.close();
  });

  it('downloads another language when the buyer switches to it, and shows it with no key', async () => {
    const { page, context, requested } = await landing('es', 'desktop');
    expect(requested.some((url) => localeOf(url)?.[1] === 'pt')).toBe(false);
    await page.getByTestId('language-menu').click();
    await page.getByRole('button', { name: 'Português' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'pt');
    expect(requested.filter((url) => localeOf(url)?.[1] === 'pt').length).toBeGreaterThanOrEqual(3);
    const text = await page.locator('body').innerText();
    // No i18n key (namespace:path or a dotted path) in place of a text.
    expect(text).not.toMatch(/\b(landing|host|common):[a-z]/);
    expect(text).not.toMatch(/\b[a-z]+\.[a-z]+[A-Z][A-Za-z]+\b/);
    await context.close();
  });

  it('keeps the sections the page came with while their code arrives: hydrated in place, never removed and drawn again', async () => {
    const probe = await openPage(browser(), 'phone');
    await probe.page.addInitScript(() => {
      const state = window as unknown as { sectionsRemoved: number };
      state.sectionsRemoved = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && (node.id === 'campus' || node.querySelector('#campus'))) state.sectionsRemoved += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await probe.page.goto(route('/', { lang: 'es' }));
    await probe.page.getByTestId('subscription-card').first().waitFor();
    await probe.page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/landing-sections.')));
    await probe.page.waitForLoadState('networkidle');
    await expect(probe.page.evaluate(() => (window as unknown as { sectionsRemoved: number }).sectionsRemoved)).resolves.toBe(0);
    await expect(probe.page.locator('#campus').count()).resolves.toBe(1);
    await probe.context.close();
  });
});
