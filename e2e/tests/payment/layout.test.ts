import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chooseCountry, errorBanner, fillCard, ids, openPayment, payButton } from './paymentSupport';
import { violationsIn } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';

/**
 * The payment and thanks pages at phone and desktop widths in the three languages: no horizontal scrolling, no axe
 * violations on the payment page with its forms, a declined card and an error (thanks is scanned with every other
 * screen in shell/axeScreens), and, when PAYMENT_SCREENSHOTS names a folder, screenshots to look at.
 */
const shotDir = process.env.PAYMENT_SCREENSHOTS;
if (shotDir) mkdirSync(shotDir, { recursive: true });

/** A screenshot to look at, when asked for. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  if (shotDir) await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage });
}

const countryOf = { es: 'España', en: 'Spain', pt: 'Espanha' } as const;
const invoiceOf = { es: 'Quiero factura', en: 'I want an invoice', pt: 'Quero nota fiscal' } as const;

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await violationsIn(page, '#main')).toEqual([]);
}

for (const lang of ['es', 'en', 'pt'] as const) {
  test.describe(`payment page in ${lang}`, () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      test(`at ${viewport} width: accessible, no sideways scroll, with the forms and an error`, async ({ openPage }) => {
        const { page, errors } = await openPayment(openPage, {
          lang,
          viewport,
          productIds: [ids.courseES, ids.magazine],
          partner: false,
          user: 'guest-1',
        });
        // The page whole: the card fields (openPayment) and the countries of its selects.
        await page.locator('#payment-country:not([aria-busy])').waitFor();
        await expectNoHorizontalScroll(page);
        await shoot(page, `payment-${lang}-${viewport}`);

        await page.getByLabel(invoiceOf[lang]).check();
        await page.getByTestId('billing-form').getByRole('button').first().click();
        await errorBanner(page).waitFor();
        await fillCard(page, '4000000000000002', { lang });
        await chooseCountry(page, countryOf[lang]);
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page);
        await shoot(page, `payment-forms-${lang}-${viewport}`);
        await expect(payButton(page)).toBeDisabled();
        expect(errors).toEqual([]);
      });

      test(`thanks at ${viewport} width`, async ({ openPage }) => {
        const { page } = await openPage(viewport);
        await page.goto(route('/thanks', { lang }));
        await page.getByTestId('thanks-page').waitFor();
        await expectNoHorizontalScroll(page);
        await shoot(page, `thanks-${lang}-${viewport}`);
      });
    }
  });
}

test.describe('a declined card on a phone', () => {
  test('shows the banner at the top, in view', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { lang: 'es', viewport: 'phone' });
    await fillCard(page, '4000000000000002', { lang: 'es' });
    await chooseCountry(page, 'España');
    await payButton(page).click();
    await errorBanner(page).waitFor();
    // Brought into view: its top within the phone's screen once the page has scrolled to it.
    await expect(async () => {
      const box = await errorBanner(page).boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(box?.y ?? 9999).toBeLessThan(740);
    }).toPass();
    await shoot(page, 'payment-declined-es-phone', false);
  });
});
