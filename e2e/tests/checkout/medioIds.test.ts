import type { Page } from '@playwright/test';
import { fillShipping } from '../../support/shipping';
import { chooseCountry, fillCard, ids, orders, payAndExpectThanks, signedInUrl } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';

/**
 * A membership whose `medio_id` names more medios than its `id_medio`, which our seed never has (it writes one
 * medio in both): a buyer holds a membership only through its `id_medio`, so a buyer holding one of the extra
 * medios only is offered it and pays for it (docs/decisions/0020-membership-held-by-id-medio.md). The catalogue is
 * changed through dev-api's control, so the checkout, the payment and the profile service's checks all see it.
 */
/** reader-1 holds one paid subscription, id_suscripcion 2 (a newsletter of the avicultura group). */
const reader = 'reader-1';
const extraMedio = 2;
const porciNewsSpain = 'porciNews Premium Plan Spain';

const item = (page: Page, name: string) => page.getByTestId('cart-item').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('a membership whose medio_id names more medios than its id_medio', () => {
  test('is suggested to a buyer holding only an extra medio, not marked held, and paying charges it', async ({ openPage, devApi }) => {
    // porciNews Spain: id_medio 8, and now medio_id 8 and the reader's medio 2.
    await devApi.changeProduct(ids.membershipES, { medio_id: `8,${extraMedio}` });
    const { page, errors } = await openPage('desktop');
    await page.goto(await signedInUrl(reader, route('/checkout', { ids: String(ids.courseES), lang: 'en' })));

    // The pig course is not partner-priced for the reader (medios 8, 9, 15, 11; porcino group): its membership is suggested.
    const suggestion = page.getByTestId('suggested-membership');
    await suggestion.getByText(porciNewsSpain, { exact: true }).waitFor();
    await suggestion.getByRole('button', { name: 'Add membership' }).click();
    await item(page, porciNewsSpain).waitFor();
    await expect(page).toHaveURL((url) => url.searchParams.get('ids') === '20,1');

    // In the cart it is bought, not held: no notice, its price in the total (course at its partner price, 90 + 120).
    await expect(page.getByTestId('held-membership')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('210 €');
    await expect(page.getByTestId('proceed')).toBeEnabled();
    await page.getByTestId('proceed').click();

    await page.getByTestId('payment-page').waitFor();
    await expect(page.getByTestId('held-membership')).toHaveCount(0);
    // A membership includes the printed magazine: it is shipped.
    await fillShipping(page, 'en');
    await page.getByTestId('shipping-summary').waitFor();
    await fillCard(page, '4242424242424242');
    await chooseCountry(page, 'Spain');
    await payAndExpectThanks(page);

    const [order, ...more] = await orders();
    expect(more).toEqual([]);
    expect(order).toEqual(
      expect.objectContaining({
        token_id: reader,
        products: [
          { id: ids.courseES, price: 90, stripe_id: 'price_curso_porcino_socio' },
          { id: ids.membershipES, price: 120, stripe_id: 'price_plan_porcinews_es' },
        ],
        amount: 21000,
        currency: 'EUR',
        paymentStatus: 'succeeded',
      }),
    );
    expect(errors).toEqual([]);
  });
});
