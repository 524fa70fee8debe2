import type { BrowserContext, Page } from '@playwright/test';
import { testShipping } from '../../../dev-api/src/seed/address';
import { scan } from '../../support/axe';
import { devApiUrl } from '../../support/env';
import { shippingLabels } from '../../support/shipping';
import type { Lang } from '../../support/texts';
import { confirmations, errorBanner, ids, openPayment, orders, payButton, signedInUrl, succeededIntents } from './paymentSupport';
import { expect, test, type DevApi, type OpenPage } from '../../support/fixtures';
import { route } from '../../support/stack';
import { framesDrawn } from '../../support/pages';

/**
 * Apple Pay / Google Pay above the card form, through the spec's
 * own payment sequence. The browser's wallet is the Stripe.js double's, set
 * up at dev-api for each test (a plain browser has none); its sheet is a
 * dialog in the page that the test accepts or cancels. At phone width, in
 * es, en and pt.
 */

interface WalletSetup {
  wallets?: string[];
  card?: string;
  phone?: string | null;
  shippingAddress?: Record<string, string> | null;
}

async function setWallet(setup: WalletSetup = {}): Promise<void> {
  const response = await fetch(`${devApiUrl}/__control/stripe/wallet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ wallets: ['googlePay'], ...setup }),
  });
  if (!response.ok) throw new Error(`wallet set-up answered ${response.status}: ${await response.text()}`);
}

const walletNames: Record<Lang, string> = { es: 'Pagar con Google Pay', en: 'Pay with Google Pay', pt: 'Pagar com Google Pay' };
const walletButton = (page: Page) => page.getByTestId('wallet-button');
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Google Pay' });

/** Opens /payment with the wallet shown, at phone width. */
async function openWithWallet(openPage: OpenPage, lang: Lang, visit: Parameters<typeof openPayment>[1] = {}) {
  const probe = await openPayment(openPage, { lang, viewport: 'phone', ...visit });
  await walletButton(probe.page).waitFor();
  return probe;
}

/** One buyer (not a member) with the same cart on /payment in two tabs, the wallet shown in both. */
async function twoTabsWithWallet(openPage: OpenPage, lang: Lang): Promise<{ first: Awaited<ReturnType<typeof openWithWallet>>; second: Page }> {
  await setWallet();
  const first = await openWithWallet(openPage, lang, { user: 'guest-1', partner: false });
  const second = await first.context.newPage();
  await second.goto(await signedInUrl('guest-1', route('/payment', { lang })));
  await walletButton(second).waitFor();
  return { first, second };
}

async function payWithWallet(page: Page): Promise<void> {
  await walletButton(page).click();
  await sheet(page).getByRole('button', { name: 'Pay', exact: true }).click();
}

async function walletEvents(devApi: DevApi, context: BrowserContext): Promise<Array<Record<string, unknown>>> {
  return (await devApi.trackingEvents(context)).filter((event) => event.event_type === 'payment_method_chosen');
}

test.describe('the wallet on /payment', () => {
  test('shows no wallet button where the browser has no wallet, and shows it once the browser has one (en)', async ({ openPage }) => {
    const { page, requests } = await openPayment(openPage, { lang: 'en', viewport: 'phone' });
    // The wallet is asked (Stripe's canMakePayment) as the page loads, and says none: nothing shows, up to the
    // frames after its answer, and the card form is unchanged.
    const walletAnswered = page.waitForResponse((response) => response.url().startsWith(`${devApiUrl}/stripe/api/wallet`));
    await page.reload();
    await page.getByRole('textbox', { name: 'Card number', exact: true }).waitFor();
    await walletAnswered;
    await framesDrawn(page);
    await expect(walletButton(page)).toHaveCount(0);
    expect(requests.some((url) => url.startsWith(`${devApiUrl}/stripe/api/wallet?`))).toBe(true);
    await setWallet();
    await page.reload();
    await expect(walletButton(page)).toHaveText(walletNames.en);
  });

  test('pays with the wallet: one charge, the thanks page shows the order, the choice is tracked (es)', async ({ openPage, devApi }) => {
    await setWallet();
    const { page, context } = await openWithWallet(openPage, 'es');
    await expect(walletButton(page)).toHaveText(walletNames.es);
    await walletButton(page).click();
    const dialog = sheet(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The sheet shows the page's lines (in the page's language) and its total, in the entity's currency.
    await expect(dialog).toContainText('Curso de bioseguridad en granjas porcinas');
    await expect(dialog).toContainText('€90.00');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('order-reference')).toHaveText(/^[0-9A-Z]{8,}$/);
    await expect(page.getByTestId('order-item')).toHaveCount(1);
    const all = await orders();
    expect(all).toHaveLength(1);
    expect(all[0]?.amount).toBe(9000);
    await expect.poll(() => succeededIntents()).toHaveLength(1);
    expect((await confirmations(all[0]?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['succeeded']);
    await expect
      .poll(() => walletEvents(devApi, context))
      .toEqual([expect.objectContaining({ payment_method: 'wallet', event_target: 'wallet-button', token_id: 'member-1' })]);
  });

  test('a cancelled sheet leaves the page as it was: no payment, no error, focus back on the button (en)', async ({ openPage }) => {
    await setWallet();
    const { page } = await openWithWallet(openPage, 'en');
    await walletButton(page).click();
    await sheet(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet(page)).toHaveCount(0);
    await expect(errorBanner(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('wallet-button');
    await expect(walletButton(page)).toBeEnabled();
    await expect.poll(() => orders()).toEqual([]);
  });

  test('a declined wallet card shows the provider’s message; the wallet again pays the same intent once (pt)', async ({ openPage }) => {
    await setWallet({ card: '4000000000000002' });
    const { page } = await openWithWallet(openPage, 'pt');
    await payWithWallet(page);
    await expect(errorBanner(page)).toHaveText('Seu cartão foi recusado.');
    await expect(sheet(page)).toHaveCount(0);
    await expect(walletButton(page)).toBeEnabled();
    await expect.poll(() => succeededIntents()).toEqual([]);
    await setWallet({ card: '4242424242424242' });
    await payWithWallet(page);
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const all = await orders();
    expect(all).toHaveLength(1);
    expect((await confirmations(all[0]?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['declined', 'succeeded']);
  });

  test('3-D Secure asked by the bank: the sheet closes, the challenge shows, completing it pays (en)', async ({ openPage }) => {
    await setWallet({ card: '4000002760003184' });
    const { page } = await openWithWallet(openPage, 'en');
    await payWithWallet(page);
    const challenge = page.getByRole('dialog', { name: '3D Secure authentication' });
    await challenge.waitFor();
    await expect(sheet(page)).toHaveCount(0);
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const [order] = await orders();
    expect((await confirmations(order?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['requires_action', 'succeeded']);
  });

  test('takes the shipping address and phone from the wallet for a printed magazine (es)', async ({ openPage }) => {
    await setWallet();
    const { page } = await openWithWallet(openPage, 'es', { user: 'guest-1', productIds: [ids.magazine], partner: false });
    // Pay waits for a saved shipping address; the wallet gives one, so it is enabled.
    await expect(payButton(page)).toBeDisabled();
    await expect(walletButton(page)).toBeEnabled();
    await walletButton(page).click();
    await expect(sheet(page)).toContainText('Calle Mayor 1');
    await sheet(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const [order] = await orders();
    // The wallet holds the fake world's one address: call 3 carries it as shipping data.
    const { shipping_type: _, ...fromWallet } = testShipping;
    expect(order?.shippingData).toMatchObject(fromWallet);
  });

  test('a wallet without a phone: the buyer completes the shipping form, then the wallet pays with it (pt)', async ({ openPage }) => {
    await setWallet({ phone: null });
    const { page } = await openWithWallet(openPage, 'pt', { user: 'guest-1', productIds: [ids.magazine], partner: false });
    await payWithWallet(page);
    await expect(errorBanner(page)).toContainText('Complete e salve o endereço de entrega');
    await expect.poll(() => orders()).toEqual([]);
    const form = page.getByTestId('shipping-form');
    await expect(form.getByLabel(shippingLabels.pt.direccion, { exact: true })).toHaveValue('Calle Mayor 1');
    await form.getByRole('textbox', { name: shippingLabels.pt.telefono, exact: true }).pressSequentially('612345678');
    await form.getByRole('button', { name: shippingLabels.pt.save }).click();
    await page.getByTestId('shipping-summary').waitFor();
    await payWithWallet(page);
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const [order] = await orders();
    expect(order?.shippingData).toMatchObject({ nombre: 'Marta', telefono: '34612345678', direccion: 'Calle Mayor 1', pais: 'ES' });
  });

  test('is disabled exactly when Pay is: an invoice wanted without saved billing disables both (en)', async ({ openPage }) => {
    await setWallet();
    const { page } = await openWithWallet(openPage, 'en');
    await page.getByLabel('I want an invoice').check();
    await expect(payButton(page)).toBeDisabled();
    await expect(walletButton(page)).toBeDisabled();
    // A screen reader hears why, as for Pay: the summary's list of what is missing.
    await expect(walletButton(page)).toHaveAttribute('aria-describedby', (await payButton(page).getAttribute('aria-describedby')) ?? '');
    await expect(page.locator('#pay-blockers')).toHaveText(/billing/i, { useInnerText: true });
    await page.getByLabel('I want an invoice').uncheck();
    await expect(walletButton(page)).toBeEnabled();
  });

  test('two tabs of one buyer paying with the wallet at once charge once (es)', async ({ openPage }) => {
    const { first, second } = await twoTabsWithWallet(openPage, 'es');
    await walletButton(first.page).click();
    await walletButton(second).click();
    await Promise.all([
      sheet(first.page).getByRole('button', { name: 'Pay', exact: true }).click(),
      sheet(second).getByRole('button', { name: 'Pay', exact: true }).click(),
    ]);
    await first.page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await second.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await expect.poll(() => succeededIntents()).toHaveLength(1);
    await expect.poll(() => orders()).toHaveLength(1);
  });

  test('a sheet accepted after the other tab paid the cart closes with that payment: thanks, the same order, one charge (pt)', async ({ openPage }) => {
    const { first, second } = await twoTabsWithWallet(openPage, 'pt');
    await walletButton(second).click();
    await sheet(second).waitFor();
    // While the sheet is open in the second tab, the first pays the same cart: the second's cart empties under it.
    await payWithWallet(first.page);
    await first.page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const reference = await first.page.getByTestId('order-reference').textContent();
    await second.getByTestId('paid-elsewhere').waitFor();
    // The buyer accepts the sheet still open there: it must close with the payment made, not spin forever.
    await sheet(second).getByRole('button', { name: 'Pay', exact: true }).click();
    await second.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await expect(second.getByTestId('order-reference')).toHaveText(reference ?? '');
    await expect(sheet(second)).toHaveCount(0);
    await expect.poll(() => succeededIntents()).toHaveLength(1);
    await expect.poll(() => orders()).toHaveLength(1);
  });

  for (const lang of ['es', 'en', 'pt'] as const) {
    test(`passes axe with the wallet button and with its sheet open (${lang})`, async ({ openPage }) => {
      await setWallet();
      const { page } = await openWithWallet(openPage, lang);
      expect(await scan(page, `payment with wallet (${lang})`)).toEqual([]);
      await walletButton(page).click();
      await sheet(page).waitFor();
      expect(await scan(page, `wallet sheet (${lang})`)).toEqual([]);
    });
  }
});
