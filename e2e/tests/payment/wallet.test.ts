import type { BrowserContext, Page } from 'playwright-core';
import { testShipping } from '../../../dev-api/src/seed/address';
import { devApi, route, useBrowser } from '../../support/browser';
import { scan } from '../../support/axe';
import { devApiUrl } from '../../support/env';
import { shippingLabels } from '../../support/shipping';
import type { Lang } from '../../support/texts';
import { confirmations, errorBanner, ids, openPayment, orders, payButton, signedInUrl, succeededIntents } from './paymentSupport';

/**
 * Apple Pay / Google Pay above the card form, through the spec's
 * own payment sequence. The browser's wallet is the Stripe.js double's, set
 * up at dev-api for each test (a plain browser has none); its sheet is a
 * dialog in the page that the test accepts or cancels. At phone width, in
 * es, en and pt.
 */
const browser = useBrowser();
beforeEach(() => devApi.reset());

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
async function openWithWallet(lang: Lang, visit: Parameters<typeof openPayment>[1] = {}) {
  const probe = await openPayment(browser(), { lang, viewport: 'phone', ...visit });
  await walletButton(probe.page).waitFor();
  return probe;
}

/** One buyer (not a member) with the same cart on /payment in two tabs, the wallet shown in both. */
async function twoTabsWithWallet(lang: Lang): Promise<{ first: Awaited<ReturnType<typeof openWithWallet>>; second: Page }> {
  await setWallet();
  const first = await openWithWallet(lang, { user: 'guest-1', partner: false });
  const second = await first.context.newPage();
  await second.goto(await signedInUrl('guest-1', route('/payment', { lang })));
  await walletButton(second).waitFor();
  return { first, second };
}

async function payWithWallet(page: Page): Promise<void> {
  await walletButton(page).click();
  await sheet(page).getByRole('button', { name: 'Pay', exact: true }).click();
}

async function walletEvents(context: BrowserContext): Promise<Array<Record<string, unknown>>> {
  return (await devApi.trackingEvents(context)).filter((event) => event.event_type === 'payment_method_chosen');
}

describe('the wallet on /payment', () => {
  it('shows no wallet button where the browser has no wallet, and shows it once the browser has one (en)', async () => {
    const { page, context, requests } = await openPayment(browser(), { lang: 'en', viewport: 'phone' });
    await page.getByRole('textbox', { name: 'Card number', exact: true }).waitFor();
    // The wallet was asked (Stripe's canMakePayment), and said none: nothing shows, the card form is unchanged.
    await page.waitForResponse((response) => response.url().startsWith(`${devApiUrl}/stripe/api/wallet`)).catch(() => undefined);
    await expect(walletButton(page).count()).resolves.toBe(0);
    expect(requests.some((url) => url.startsWith(`${devApiUrl}/stripe/api/wallet?`))).toBe(true);
    await setWallet();
    await page.reload();
    await expect(walletButton(page).textContent()).resolves.toBe(walletNames.en);
    await context.close();
  });

  it('pays with the wallet: one charge, the thanks page shows the order, the choice is tracked (es)', async () => {
    await setWallet();
    const { page, context } = await openWithWallet('es');
    await expect(walletButton(page).textContent()).resolves.toBe(walletNames.es);
    await walletButton(page).click();
    const dialog = sheet(page);
    await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
    // The sheet shows the page's lines (in the page's language) and its total, in the entity's currency.
    await expect(dialog.textContent()).resolves.toContain('Curso de bioseguridad en granjas porcinas');
    await expect(dialog.textContent()).resolves.toContain('€90.00');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('order-reference').textContent()).resolves.toMatch(/^[0-9A-Z]{8,}$/);
    await expect(page.getByTestId('order-item').count()).resolves.toBe(1);
    const all = await orders();
    expect(all).toHaveLength(1);
    expect(all[0]?.amount).toBe(9000);
    expect(await succeededIntents()).toHaveLength(1);
    expect((await confirmations(all[0]?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['succeeded']);
    expect(await walletEvents(context)).toEqual([expect.objectContaining({ payment_method: 'wallet', event_target: 'wallet-button', token_id: 'member-1' })]);
    await context.close();
  });

  it('a cancelled sheet leaves the page as it was: no payment, no error, focus back on the button (en)', async () => {
    await setWallet();
    const { page, context } = await openWithWallet('en');
    await walletButton(page).click();
    await sheet(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet(page).count()).resolves.toBe(0);
    await expect(errorBanner(page).count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('wallet-button');
    await expect(walletButton(page).isEnabled()).resolves.toBe(true);
    expect(await orders()).toEqual([]);
    await context.close();
  });

  it('a declined wallet card shows the provider’s message; the wallet again pays the same intent once (pt)', async () => {
    await setWallet({ card: '4000000000000002' });
    const { page, context } = await openWithWallet('pt');
    await payWithWallet(page);
    await expect(errorBanner(page).textContent()).resolves.toBe('Seu cartão foi recusado.');
    await expect(sheet(page).count()).resolves.toBe(0);
    await expect(walletButton(page).isEnabled()).resolves.toBe(true);
    expect(await succeededIntents()).toEqual([]);
    await setWallet({ card: '4242424242424242' });
    await payWithWallet(page);
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const all = await orders();
    expect(all).toHaveLength(1);
    expect((await confirmations(all[0]?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['declined', 'succeeded']);
    await context.close();
  });

  it('3-D Secure asked by the bank: the sheet closes, the challenge shows, completing it pays (en)', async () => {
    await setWallet({ card: '4000002760003184' });
    const { page, context } = await openWithWallet('en');
    await payWithWallet(page);
    const challenge = page.getByRole('dialog', { name: '3D Secure authentication' });
    await challenge.waitFor();
    await expect(sheet(page).count()).resolves.toBe(0);
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const [order] = await orders();
    expect((await confirmations(order?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['requires_action', 'succeeded']);
    await context.close();
  });

  it('takes the shipping address and phone from the wallet for a printed magazine (es)', async () => {
    await setWallet();
    const { page, context } = await openWithWallet('es', { user: 'guest-1', productIds: [ids.magazine], partner: false });
    // Pay waits for a saved shipping address; the wallet gives one, so it is enabled.
    await expect(payButton(page).isDisabled()).resolves.toBe(true);
    await expect(walletButton(page).isEnabled()).resolves.toBe(true);
    await walletButton(page).click();
    await expect(sheet(page).textContent()).resolves.toContain('Calle Mayor 1');
    await sheet(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const [order] = await orders();
    // The wallet holds the fake world's one address: call 3 carries it as shipping data.
    const { shipping_type: _, ...fromWallet } = testShipping;
    expect(order?.shippingData).toMatchObject(fromWallet);
    await context.close();
  });

  it('a wallet without a phone: the buyer completes the shipping form, then the wallet pays with it (pt)', async () => {
    await setWallet({ phone: null });
    const { page, context } = await openWithWallet('pt', { user: 'guest-1', productIds: [ids.magazine], partner: false });
    await payWithWallet(page);
    await expect(errorBanner(page).textContent()).resolves.toContain('Complete e salve o endereço de entrega');
    expect(await orders()).toEqual([]);
    const form = page.getByTestId('shipping-form');
    await expect(form.getByLabel(shippingLabels.pt.direccion, { exact: true }).inputValue()).resolves.toBe('Calle Mayor 1');
    await form.getByRole('textbox', { name: shippingLabels.pt.telefono, exact: true }).pressSequentially('612345678');
    await form.getByRole('button', { name: shippingLabels.pt.save }).click();
    await page.getByTestId('shipping-summary').waitFor();
    await payWithWallet(page);
    await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    const [order] = await orders();
    expect(order?.shippingData).toMatchObject({ nombre: 'Marta', telefono: '34612345678', direccion: 'Calle Mayor 1', pais: 'ES' });
    await context.close();
  });

  it('is disabled exactly when Pay is: an invoice wanted without saved billing disables both (en)', async () => {
    await setWallet();
    const { page, context } = await openWithWallet('en');
    await page.getByLabel('I want an invoice').check();
    await expect(payButton(page).isDisabled()).resolves.toBe(true);
    await expect(walletButton(page).isDisabled()).resolves.toBe(true);
    // A screen reader hears why, as for Pay: the summary's list of what is missing.
    await expect(walletButton(page).getAttribute('aria-describedby')).resolves.toBe(await payButton(page).getAttribute('aria-describedby'));
    await expect(page.locator('#pay-blockers').innerText()).resolves.toMatch(/billing/i);
    await page.getByLabel('I want an invoice').uncheck();
    await expect(walletButton(page).isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it('two tabs of one buyer paying with the wallet at once charge once (es)', async () => {
    const { first, second } = await twoTabsWithWallet('es');
    await walletButton(first.page).click();
    await walletButton(second).click();
    await Promise.all([
      sheet(first.page).getByRole('button', { name: 'Pay', exact: true }).click(),
      sheet(second).getByRole('button', { name: 'Pay', exact: true }).click(),
    ]);
    await first.page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    await second.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
    expect(await succeededIntents()).toHaveLength(1);
    expect(await orders()).toHaveLength(1);
    await first.context.close();
  });

  it('a sheet accepted after the other tab paid the cart closes with that payment: thanks, the same order, one charge (pt)', async () => {
    const { first, second } = await twoTabsWithWallet('pt');
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
    await expect(second.getByTestId('order-reference').textContent()).resolves.toBe(reference);
    await expect(sheet(second).count()).resolves.toBe(0);
    expect(await succeededIntents()).toHaveLength(1);
    expect(await orders()).toHaveLength(1);
    await first.context.close();
  });

  it.each(['es', 'en', 'pt'] as const)('passes axe with the wallet button and with its sheet open (%s)', async (lang) => {
    await setWallet();
    const { page, context } = await openWithWallet(lang);
    expect(await scan(page, `payment with wallet (${lang})`)).toEqual([]);
    await walletButton(page).click();
    await sheet(page).waitFor();
    expect(await scan(page, `wallet sheet (${lang})`)).toEqual([]);
    await context.close();
  });
});
