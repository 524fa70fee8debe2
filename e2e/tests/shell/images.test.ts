import type { Page } from '@playwright/test';
import { devApiUrl } from '../../support/env';
import { skipTour } from '../../support/probes';
import { langs, type Lang } from '../../support/texts';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

/**
 * Pictures on es, en and pt pages: the landing's slides
 * and section pictures, the cart's product pictures and the six benefit
 * pictures of the suggested membership carry no words (their captions and
 * alt texts are the page's, in its language), so no Spanish page shows an
 * English picture. Logos (a brand) and user photos (initials) are not
 * pictures of this kind.
 */
const seeBenefits: Record<Lang, string> = { es: 'Ver beneficios', en: 'See benefits', pt: 'Ver benefícios' };

/** Every dev-api picture the page shows now (images and loaded slides). */
const pictures = (page: Page): Promise<string[]> =>
  page.evaluate(
    (api) =>
      Array.from(document.images, (image) => image.currentSrc || image.src).filter(
        (src) => src.startsWith(`${api}/assets/`) && !/\/assets\/(logos|users)\//.test(src),
      ),
    devApiUrl,
  );

async function wordsIn(src: string): Promise<string[]> {
  const svg = await (await fetch(src)).text();
  return Array.from(svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g), (match) => `${src}: ${match[1] ?? ''}`);
}

test.describe('pictures carry no words', () => {
  for (const lang of langs) {
    test(`in ${lang}: landing slides and sections, cart products, the benefits modal`, async ({ openPage }) => {
      const { page, context } = await openPage('desktop');
      await skipTour(context);
      const seen = new Set<string>();

      await page.goto(route('/', { lang }));
      await landingReady(page);
      const sliders = page.locator('[data-slider]');
      for (let index = 0; index < (await sliders.count()); index += 1) {
        await sliders.nth(index).scrollIntoViewIfNeeded();
        await sliders.nth(index).locator('.splide').first().waitFor();
      }
      for (const src of await pictures(page)) seen.add(src);

      await page.goto(route('/checkout', { lang, ids: '20,30' }));
      const suggestion = page.getByTestId('suggested-membership');
      await suggestion.waitFor();
      await suggestion.getByRole('button', { name: seeBenefits[lang] }).click();
      await page.getByRole('dialog').waitFor();
      for (const src of await pictures(page)) seen.add(src);

      const kinds = new Set(Array.from(seen, (src) => /\/assets\/([a-z]+)\//.exec(src)?.[1]));
      expect([...kinds].sort()).toEqual(['benefits', 'products', 'sections', 'sliders']);
      const words = (await Promise.all(Array.from(seen, wordsIn))).flat();
      expect(words).toEqual([]);
    });
  }
});
