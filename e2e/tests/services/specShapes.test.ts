import { fillShipping } from '../../support/shipping';
import { hostileStrings, injectedElements, injectionRan, uncaught } from '../../support/probes';
import { serveSpecShapes } from '../../support/specShapes';
import { chooseCountry, fillCard, ids, orders, payAndExpectThanks, signedInUrl } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

/**
 * The profile service answers calls 1, 2 and 4 with the
 * fields the spec lists and nothing more. Offers and suggestions carry no
 * type, no Stripe ids, no account: the landing must still list them, a
 * subscription must still reach the cart (its full product comes from call
 * 2), and the buyer must be able to pay.
 */

test.describe('services: outside answers shaped exactly as the spec says', () => {
  test('landing lists spec-minimal offers; subscribing puts the full product (call 2) in the cart; the purchase completes', async ({ openPage }) => {
    const { page, errors } = await openPage('desktop');
    const { calls } = await serveSpecShapes(page);
    await page.goto(route('/', { lang: 'es' }));
    const cards = page.getByRole('tabpanel').getByTestId('subscription-card');
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await expect(page.getByRole('tabpanel')).toContainText('Plan Premium porciNews España');

    const card = cards.filter({ hasText: 'Plan Premium porciNews España' });
    await card.getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/suscripciones/checkout');
    const item = page.getByTestId('cart-item');
    await item.waitFor();
    await expect(item).toContainText('Plan Premium porciNews España');
    await expect(page.getByTestId('cart-total')).toHaveText(/120/);
    // The full product came from call 2, asked with the offer's id.
    expect(calls.some((call) => call.startsWith('/profile/checkout/products/?ids=') && call.includes(String(ids.membershipES)))).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('agrishop') ?? '[]') as Array<Record<string, unknown>>);
    expect(stored).toEqual([expect.objectContaining({ id: ids.membershipES, stripe_id: expect.any(String), stripe_account: 'ES', type: 'Subscription' })]);

    // Signed in through the identity site, the buyer pays the membership (it ships the printed magazine).
    await page.goto(await signedInUrl('guest-1', page.url()));
    await page.getByTestId('avatar-initials').waitFor();
    await page.getByTestId('proceed').click();
    await page.getByTestId('payment-page').waitFor();
    await fillCard(page, '4242424242424242', { lang: 'es' });
    await chooseCountry(page, 'España');
    await fillShipping(page, 'es');
    await payAndExpectThanks(page);
    const [order, ...more] = await orders();
    expect(more).toEqual([]);
    expect(order).toEqual(
      expect.objectContaining({ products: [{ id: ids.membershipES, price: 120, stripe_id: 'price_plan_porcinews_es' }], paymentStatus: 'succeeded' }),
    );
    expect(uncaught(errors)).toEqual([]);
  });

  test('checkout shows a suggestion whose answer carries only id, image, price and currency, named from call 2, and adds it', async ({ openPage }) => {
    const { page, errors } = await openPage('desktop');
    await serveSpecShapes(page);
    await page.goto(route('/checkout', { lang: 'en', ids: String(ids.courseES) }));
    const suggestion = page.getByTestId('suggested-membership');
    await suggestion.waitFor();
    await expect(suggestion).toContainText('porciNews Premium Plan Spain');
    await suggestion.getByRole('button', { name: /add/i }).first().click();
    await page.getByTestId('cart-item').nth(1).waitFor();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await expect(page.getByTestId('cart-item').nth(1)).toContainText('porciNews Premium Plan Spain');
    expect(uncaught(errors)).toEqual([]);
  });

  test('a spec-minimal course link (call 2 with the cart product fields only) is paid at its price', async ({ openPage }) => {
    const { page, errors } = await openPage('desktop');
    await serveSpecShapes(page);
    const checkout = route('/checkout', { lang: 'en', ids: String(ids.courseES) });
    await page.goto(await signedInUrl('guest-1', checkout));
    await page.getByTestId('cart-item').waitFor();
    await expect(page.getByTestId('proceed')).toBeEnabled();
    await page.getByTestId('proceed').click();
    await page.getByTestId('payment-page').waitFor();
    await fillCard(page, '4242424242424242');
    await chooseCountry(page, 'Spain');
    await payAndExpectThanks(page);
    const [order] = await orders();
    expect(order).toEqual(
      expect.objectContaining({ products: [{ id: ids.courseES, price: 150, stripe_id: 'price_curso_porcino' }], paymentStatus: 'succeeded' }),
    );
    expect(uncaught(errors)).toEqual([]);
  });

  test('hostile values in spec-minimal offers: bad ones dropped, markup shown as text, the rest listed', async ({ openPage }) => {
    const { page, errors } = await openPage('desktop');
    let index = 0;
    await serveSpecShapes(page, {
      offer: (offer) => {
        index += 1;
        switch (index) {
          case 1:
            return { ...offer, name: hostileStrings.img, benefits: [hostileStrings.script, 'Revista trimestral'] };
          case 2:
            return { ...offer, price: 'gratis' };
          case 3:
            return { ...offer, id: -4 };
          case 4:
            return { ...offer, benefits: 'not a list', medio_vinculado: null, name_en: null };
          default:
            return offer;
        }
      },
    });
    await page.goto(route('/', { lang: 'es' }));
    await landingReady(page);
    await expect.poll(() => injectionRan(page)).toBe(false);
    await expect.poll(() => injectedElements(page)).toBe(0);
    const text = await page.getByTestId('subscribe-block').textContent();
    expect(text).toContain('<img src=x');
    expect(uncaught(errors)).toEqual([]);
  });
});
