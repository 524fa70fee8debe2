import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { devApi, openPage, route, useBrowser } from '../../support/browser';
import { chooseCountry, errorBanner, fillCard, ids, openPayment, payButton } from './paymentSupport';
import { violationsIn } from '../../support/axe';

/**
 * The payment and thanks pages at phone and desktop widths in the three languages: no horizontal scrolling, no axe
 * violations on the payment page with its forms, a declined card and an error (thanks is scanned with every other
 * screen in shell/axeScreens), and, when PAYMENT_SCREENSHOTS names a folder, screenshots to look at.
 */
const browser = useBrowser();
beforeEach(() => devApi.reset());
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

describe.each(['es', 'en', 'pt'] as const)('payment page in %s', (lang) => {
  it.each(['phone', 'desktop'] as const)('at %s width: accessible, no sideways scroll, with the forms and an error', async (viewport) => {
    const { page, context, errors } = await openPayment(browser(), {
      lang,
      viewport,
      productIds: [ids.courseES, ids.magazine],
      partner: false,
      user: 'guest-1',
    });
    await page.waitForLoadState('networkidle');
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
    await expect(payButton(page).isDisabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)('thanks at %s width', async (viewport) => {
    const { page, context } = await openPage(browser(), viewport);
    await page.goto(route('/thanks', { lang }));
    await page.getByTestId('thanks-page').waitFor();
    await expectNoHorizontalScroll(page);
    await shoot(page, `thanks-${lang}-${viewport}`);
    await context.close();
  });
});

describe('a declined card on a phone', () => {
  it('shows the banner at the top, in view', async () => {
    const { page, context } = await openPayment(browser(), { lang: 'es', viewport: 'phone' });
    await fillCard(page, '4000000000000002', { lang: 'es' });
    await chooseCountry(page, 'España');
    await payButton(page).click();
    await errorBanner(page).waitFor();
    await page.waitForTimeout(600);
    const box = await errorBanner(page).boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(box?.y ?? 9999).toBeLessThan(740);
    await shoot(page, 'payment-declined-es-phone', false);
    await context.close();
  });
});
