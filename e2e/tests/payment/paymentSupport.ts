import type { Page } from '@playwright/test';
import { devApiUrl } from '../../support/env';
import type { OpenPage, PageProbe } from '../../support/fixtures';
import { route } from '../../support/stack';

/**
 * Helpers of the payment browser tests: a cart as the checkout leaves it
 * (items at the price the price rule gave them), a sign-in through dev-api's
 * identity pages, the card fields of the Stripe.js test double, and dev-api's
 * records of orders and confirmations.
 */
export const ids = { courseES: 20, courseUSD: 24, magazine: 30, membershipES: 1 } as const;
export const keys = { ES: 'pk_test_devEsEntity0000000000000000', global: 'pk_test_devGlobalEntity00000000000' } as const;
const nextYearShort = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

interface SeedProduct {
  id: number;
  price: string;
  socio_price: string | null;
  stripe_id: string;
  stripe_id_socio: string;
  is_media_subscription: number;
  [field: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A checked list from dev-api: each entry must have the named fields with the given JavaScript types. */
function listOf<Entry>(value: unknown, fields: Record<string, string>, what: string): Entry[] {
  if (!Array.isArray(value)) throw new Error(`${what}: expected a list, got ${JSON.stringify(value).slice(0, 200)}`);
  return value.map((entry: unknown) => {
    if (!isRecord(entry)) throw new Error(`${what}: not an object`);
    for (const [field, type] of Object.entries(fields)) {
      const actual = entry[field] === null ? 'null' : typeof entry[field];
      if (!type.split('|').includes(actual)) throw new Error(`${what}: ${field} is ${actual}, expected ${type}`);
    }
    return entry as Entry;
  });
}

/** Cart items (key agrishop) for these ids; `partner` puts the non-membership ones at their partner price. */
export async function cartFor(productIds: readonly number[], { partner = false } = {}): Promise<Record<string, unknown>[]> {
  if (productIds.length === 0) return [];
  const response = await fetch(`${devApiUrl}/profile/checkout/products/?ids=${productIds.join(',')}`);
  const products = listOf<SeedProduct>(
    await response.json(),
    { id: 'number', price: 'string', socio_price: 'string|null', stripe_id: 'string', stripe_id_socio: 'string', is_media_subscription: 'number' },
    'products',
  );
  return products.map((product) => {
    const socio = partner && product.is_media_subscription === 0 && product.socio_price !== null;
    return {
      ...product,
      current_price: Number(socio ? product.socio_price : product.price),
      current_stripe_id: socio ? product.stripe_id_socio : product.stripe_id,
    };
  });
}

/** The address the identity site sends the browser back to, with a token signed by dev-api. */
export async function signedInUrl(user: string, returnUrl: string): Promise<string> {
  const response = await fetch(`${devApiUrl}/identity/login`, {
    method: 'POST',
    body: new URLSearchParams({ user, checkoutUrl: returnUrl }),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`login answered ${response.status}`);
  return location;
}

export interface PaymentVisit {
  user?: string | null;
  productIds?: readonly number[];
  partner?: boolean;
  lang?: 'es' | 'en' | 'pt';
  viewport?: 'phone' | 'desktop';
  query?: Record<string, string>;
}

/** Opens /payment with a stored cart, signed in (or not), and waits for the card fields (a visitor: for the sign-in request). */
export async function openPayment(openPage: OpenPage, visit: PaymentVisit = {}): Promise<PageProbe> {
  const { user = 'member-1', productIds = [ids.courseES], partner = true, lang = 'en', viewport = 'desktop', query = {} } = visit;
  const probe = await openPage(viewport);
  const cart = await cartFor(productIds, { partner });
  await probe.page.goto(route('/terms', { lang }));
  await probe.page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);
  const paymentUrl = route('/payment', { lang, ...query });
  await probe.page.goto(user ? await signedInUrl(user, paymentUrl) : paymentUrl);
  await probe.page.getByTestId('payment-page').waitFor();
  if (productIds.length > 0 && user) await cardNumber(probe.page, lang).waitFor();
  else if (productIds.length > 0) await probe.page.getByTestId('sign-in-gate').waitFor();
  return probe;
}

const cardLabels = {
  es: { number: 'Número de tarjeta', expiry: 'Fecha de caducidad', cvc: 'Código de seguridad (CVC)' },
  en: { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code (CVC)' },
  pt: { number: 'Número do cartão', expiry: 'Data de validade', cvc: 'Código de segurança (CVC)' },
} as const;

export const cardNumber = (page: Page, lang: keyof typeof cardLabels = 'en') => page.getByRole('textbox', { name: cardLabels[lang].number, exact: true });

/** Types a card into the test double's fields, as a buyer would. */
export async function fillCard(
  page: Page,
  number: string,
  { expiry = `12${nextYearShort}`, cvc, lang = 'en' }: { expiry?: string; cvc?: string; lang?: keyof typeof cardLabels } = {},
): Promise<void> {
  const labels = cardLabels[lang];
  await page.getByRole('textbox', { name: labels.number, exact: true }).pressSequentially(number);
  await page.getByRole('textbox', { name: labels.expiry, exact: true }).pressSequentially(expiry);
  await page.getByRole('textbox', { name: labels.cvc, exact: true }).pressSequentially(cvc ?? (number.startsWith('3') ? '1234' : '123'));
}

/** Picks the payment country by its name in the page's language. */
export async function chooseCountry(page: Page, name: string): Promise<void> {
  await page.locator('#payment-country').selectOption({ label: name });
}

export const payButton = (page: Page) => page.getByTestId('pay-button');
export const errorBanner = (page: Page) => page.getByTestId('payment-error');

/** Pays and waits for the thanks page. */
export async function payAndExpectThanks(page: Page): Promise<void> {
  await payButton(page).click();
  await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
}

export interface RecordedOrder {
  token_id: string;
  invoice: boolean;
  products: Array<{ id: number; price: number; stripe_id: string }>;
  currency: string;
  amount: number;
  account: string;
  paymentMethodId: string;
  session_id: string;
  facturaData: Record<string, unknown> | null;
  shippingData: Record<string, unknown> | null;
  paymentIntentId: string;
  paymentStatus: string | null;
}

/** The orders dev-api recorded (call 3), with the status of their payment intent. */
export async function orders(): Promise<RecordedOrder[]> {
  return listOf<RecordedOrder>(
    await (await fetch(`${devApiUrl}/__control/orders`)).json(),
    {
      token_id: 'string',
      invoice: 'boolean',
      products: 'object',
      currency: 'string',
      amount: 'number',
      account: 'string',
      paymentMethodId: 'string',
      session_id: 'string',
      facturaData: 'object|null',
      shippingData: 'object|null',
      paymentIntentId: 'string',
      paymentStatus: 'string|null',
    },
    'orders',
  );
}

export interface Intent {
  id: string;
  status: string;
  amount: number;
}

/** The payment intents dev-api's Stripe stand-in holds. */
export async function intents(): Promise<Intent[]> {
  return (await (await fetch(`${devApiUrl}/__control/payment-intents`)).json()) as Intent[];
}

/** The intents that charged the buyer. */
export const succeededIntents = async (): Promise<Intent[]> => (await intents()).filter((intent) => intent.status === 'succeeded');

export interface Confirmation {
  payment_intent: string;
  step: string;
  outcome: string;
  code?: string;
}

/** The attempts to confirm an intent that the Stripe.js test double saw. */
export async function confirmations(intentId: string): Promise<Confirmation[]> {
  const all = listOf<Confirmation>(
    await (await fetch(`${devApiUrl}/__control/stripe/confirmations`)).json(),
    { payment_intent: 'string', step: 'string', outcome: 'string' },
    'confirmations',
  );
  return all.filter((entry) => entry.payment_intent === intentId);
}

/** Requests to the provider's real host: there must be none. */
export const providerHostRequests = (requests: readonly string[]) => requests.filter((url) => /(^|\.)stripe\.com\b/.test(new URL(url).hostname));
export const doubleScriptRequests = (requests: readonly string[]) => requests.filter((url) => url.startsWith(`${devApiUrl}/stripe/v3`));
