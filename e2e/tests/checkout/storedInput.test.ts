import type { Page } from '@playwright/test';
import { devApiUrl } from '../../support/env';
import { skipTour, uncaught } from '../../support/probes';
import { useReliability } from '../../support/tally';
import { cartFor } from '../payment/paymentSupport';
import { expect, test, type OpenPage, type PageProbe } from '../../support/fixtures';
import { route } from '../../support/stack';

/**
 * What a visitor's browser or address can hold: the stored cart (`agrishop`)
 * with bad JSON, wrong shapes, bad prices, duplicate ids and 10,000 lines,
 * and `?ids` with junk, duplicates and thousands of values. Valid lines are
 * kept, the rest dropped, nothing throws, and the checkout stays fast.
 */
const tally = useReliability();

/** The checkout renders within this bound even for the largest input, and a click answers within clickBoundMs. */
const renderBoundMs = 3000;
const clickBoundMs = 1000;

async function openWithStoredCart(
  openPage: OpenPage,
  stored: string | null,
  path = '/checkout',
  query: Record<string, string> = { lang: 'en' },
): Promise<PageProbe> {
  const probe = await openPage('desktop');
  await skipTour(probe.context);
  await probe.page.goto(route('/terms', { lang: 'en' }));
  await probe.page.evaluate((value) => {
    if (value === null) localStorage.removeItem('agrishop');
    else localStorage.setItem('agrishop', value);
  }, stored);
  await probe.page.goto(route(path, query));
  return probe;
}

const cartLines = (page: Page) => page.getByTestId('cart-item');
const headerCount = (page: Page) => page.locator('header').getByTestId('cart-count').first();
const idsQuery = (page: Page) => new URL(page.url()).searchParams.get('ids');
/** The address's ids are these (null: none). */
const expectIds = (page: Page, value: string | null) => expect(page).toHaveURL((url) => url.searchParams.get('ids') === value);

test.describe('security: a stored cart that is not a cart', () => {
  for (const [what, stored] of [
    ['bad JSON', '[{"id": 20, "name": '],
    ['an object', '{"id": 20}'],
    ['a string', '"20"'],
    ['a number', '42'],
    ['null', 'null'],
    ['a list of non-objects', '[1, "a", null, [], true]'],
  ] as const) {
    test(`${what}: an empty cart, no crash`, ({ openPage }) =>
      tally.run('bad-input', async () => {
        const { page, errors } = await openWithStoredCart(openPage, stored);
        await page.getByTestId('empty-cart').waitFor();
        await expect(headerCount(page)).toHaveText('0');
        expect(uncaught(errors)).toEqual([]);
      }));
  }

  test('keeps the valid lines and drops bad prices, bad ids, duplicates and broken lines', ({ openPage }) =>
    tally.run('bad-input', async () => {
      const [course, broiler, nutrition, ruminants, magazine] = await cartFor([20, 21, 22, 23, 30]);
      const lines: unknown[] = [
        course,
        { ...magazine, price: '-40.00' },
        { ...broiler, current_price: 'abc' },
        { ...nutrition, price: '1e3' },
        { ...course, price: '1.00', current_price: 1 },
        { ...ruminants, id: 0 },
        { ...ruminants, id: -23 },
        { ...ruminants, id: 'abc' },
        { ...ruminants, id: 2 ** 60 },
        { ...ruminants, stripe_account: undefined },
        { ...ruminants, name: 'x'.repeat(301) },
        { ...ruminants, current_price: -1 },
        { ...ruminants, price: null },
        ruminants,
      ];
      const { page, errors } = await openWithStoredCart(openPage, JSON.stringify(lines));
      await expectIds(page, '20,23');
      await expect(cartLines(page)).toHaveCount(2);
      await expect(headerCount(page)).toHaveText('2');
      // 150 € + the ruminants course at its own price: the duplicate's 1 € never counts.
      const expected = 150 + Number((ruminants as { current_price: number }).current_price);
      await expect(page.getByTestId('cart-total')).toHaveText(`${expected} €`);
      expect(uncaught(errors)).toEqual([]);
    }));

  test('10,000 stored lines: the first 100 valid ones are kept, the checkout renders in time and answers clicks', ({ openPage }) =>
    tally.run('bad-input', async () => {
      const lines = Array.from({ length: 10_000 }, (_, index) => {
        const id = 1000 + index;
        // Every tenth line is junk.
        if (index % 10 === 9) return { id, name: 42 };
        return {
          id,
          name: `Producto ${id}`,
          type: 'Curso',
          price: '10.00',
          stripe_id: `price_${id}`,
          stripe_account: 'ES',
          currency: 'EUR',
          current_price: 10,
          current_stripe_id: `price_${id}`,
        };
      });
      const stored = JSON.stringify(lines);
      const probe = await openPage('desktop');
      const { page, errors } = probe;
      await page.goto(route('/terms', { lang: 'en' }));
      await page.evaluate((value) => localStorage.setItem('agrishop', value), stored);

      const started = Date.now();
      await page.goto(route('/checkout', { lang: 'en' }));
      await page.getByTestId('cart-item').nth(99).waitFor();
      const renderMs = Date.now() - started;
      expect(renderMs).toBeLessThan(renderBoundMs);
      await expect(cartLines(page)).toHaveCount(100);
      await expect(headerCount(page)).toHaveText('100');
      await expect(page.getByTestId('cart-total')).toHaveText('1,000 €');

      // A click answers at once: removing the first line.
      const clicked = Date.now();
      await page.getByRole('button', { name: 'Remove Producto 1000' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-item"]').length === 99);
      expect(Date.now() - clicked).toBeLessThan(clickBoundMs);
      // The store now holds only the cart as it is: 99 valid lines.
      await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('agrishop') ?? '[]') as unknown[]).length)).toBe(99);
      expect(uncaught(errors)).toEqual([]);
      console.log(`10,000 stored lines: checkout rendered in ${renderMs} ms`);
    }));
});

test.describe('security: ?ids that is not a list of ids', () => {
  test('junk, signs, decimals, hex, exponents, script and out-of-range values are dropped', ({ openPage }) =>
    tally.run('bad-input', async () => {
      const junk = ['abc', '', '-1', '1.5', '0', '20', '20', ' 30 ', '<script>window.__pwned=1</script>', '99999999999999999999', '0x15', '1e1', '21'].join(
        ',',
      );
      const { page, errors } = await openWithStoredCart(openPage, null, '/checkout', { lang: 'en', ids: junk });
      await expectIds(page, '20,30,21');
      await expect(cartLines(page)).toHaveCount(3);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(uncaught(errors)).toEqual([]);
    }));

  test('one id repeated 2,000 times is one line', ({ openPage }) =>
    tally.run('bad-input', async () => {
      const { page, errors } = await openWithStoredCart(openPage, null, '/checkout', { lang: 'en', ids: Array(2000).fill('20').join(',') });
      await expectIds(page, '20');
      await expect(cartLines(page)).toHaveCount(1);
      expect(uncaught(errors)).toEqual([]);
    }));

  test('2,500 ids: at most 100 are asked for, the found ones shown in time', ({ openPage }) =>
    tally.run('bad-input', async () => {
      const probe = await openPage('desktop');
      const { page, errors, requests } = probe;
      const started = Date.now();
      // Commas kept as they are (as a link would carry them): about 11 KB of address.
      await page.goto(`${route('/checkout', { lang: 'en' })}&ids=${Array.from({ length: 2500 }, (_, index) => index + 1).join(',')}`);
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="cart-item"]').length > 0 && !document.querySelector('[aria-busy="true"] [aria-hidden="true"]'),
      );
      expect(Date.now() - started).toBeLessThan(renderBoundMs);
      const lookups = requests.filter((url) => url.startsWith(`${devApiUrl}/profile/checkout/products/?`));
      expect(lookups).toHaveLength(1);
      const asked = new URL(lookups[0] ?? '').searchParams.get('ids')?.split(',') ?? [];
      expect(asked).toHaveLength(100);
      // The query follows the cart: only ids that exist remain.
      await expect(page).toHaveURL((url) => (url.searchParams.get('ids') ?? '').split(',').length < 100);
      const shown = (idsQuery(page) ?? '').split(',').map(Number);
      await expect(cartLines(page)).toHaveCount(shown.length);
      expect(shown.every((id) => id >= 1 && id <= 100)).toBe(true);
      expect(uncaught(errors)).toEqual([]);
    }));

  test('ids that do not exist: the empty cart, not an error', ({ openPage }) =>
    tally.run('bad-input', async () => {
      const { page, errors } = await openWithStoredCart(openPage, null, '/checkout', { lang: 'en', ids: '424242,515151' });
      await page.getByTestId('empty-cart').waitFor();
      await expectIds(page, null);
      expect(uncaught(errors)).toEqual([]);
    }));
});
