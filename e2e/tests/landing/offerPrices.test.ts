import { skipTour, uncaught } from '../../support/probes';
import { serveSpecShapes } from '../../support/specShapes';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

/**
 * Call 1 may price an offer as a number or as a decimal
 * string of another length than "NNN.NN". The landing once showed 120 as
 * "€" and "99.5" as "9 €" (the spec trims the last 3 characters). Every
 * price the landing accepts shows its true amount; one it cannot read
 * without guessing ("1.234,50") is refused, never shown.
 */

const pricedAs: Record<string, string | number> = {
  'porciNews España': 120,
  'rumiNews España': '99.5',
  'aviNews España': '99',
  'nutriNews España': '1.234,50',
};

const cardPrices = (page: import('@playwright/test').Page) =>
  page
    .getByRole('tabpanel')
    .getByTestId('subscription-card')
    .evaluateAll((cards) =>
      cards.map((card) => `${card.querySelector('h3')?.textContent ?? ''}: ${card.querySelector('[data-testid="offer-price"] > span')?.textContent ?? ''}`),
    );

test.describe('services: offer prices of every shape call 1 may send', () => {
  for (const [lang, spain, shown] of [
    ['es', 'España', ['Plan Premium porciNews España: 120 €', 'Plan Premium rumiNews España: 99,50 €', 'Plan Premium aviNews España: 99 €']],
    ['en', 'Spain', ['porciNews Premium Plan Spain: 120 €', 'rumiNews Premium Plan Spain: 99.50 €', 'aviNews Premium Plan Spain: 99 €']],
  ] as const) {
    test(`a number, "99.5" and "99" show their amounts in ${lang}; "1.234,50" is left out`, async ({ openPage }) => {
      const { page, context, errors } = await openPage('desktop');
      await skipTour(context);
      await serveSpecShapes(page, {
        offer: (offer) => {
          const priced = Object.entries(pricedAs).find(([medio]) => offer.medio_vinculado === medio);
          return priced ? { ...offer, price: priced[1] } : offer;
        },
      });
      await page.goto(route('/', { lang }));
      await landingReady(page);
      await page.getByRole('tab', { name: spain }).click();
      await page.getByRole('tabpanel').getByTestId('subscription-card').first().waitFor();
      await expect.poll(() => cardPrices(page)).toEqual(shown);
      expect(uncaught(errors)).toEqual([]);
    });
  }

  test('an answer whose every price is unreadable gives the landing\'s "Error: …", not wrong prices', async ({ openPage }) => {
    const { page, context, errors } = await openPage('desktop');
    await skipTour(context);
    await serveSpecShapes(page, { offer: (offer) => ({ ...offer, price: '1.234,50' }) });
    await page.goto(route('/', { lang: 'es' }));
    const alert = page.getByTestId('subscribe-block').getByRole('alert');
    await alert.waitFor();
    await expect(alert).toHaveText(/^Error: \S/);
    await expect(page.getByTestId('subscription-card')).toHaveCount(0);
    expect(uncaught(errors)).toEqual([]);
  });
});
