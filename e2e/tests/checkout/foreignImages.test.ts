import { uncaught } from '../../support/probes';
import { serveSpecShapes } from '../../support/specShapes';
import { cartFor, ids, signedInUrl } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';

/**
 * A product picture on a foreign host (a tracking pixel)
 * would tell that host about every buyer. The landing never showed one;
 * checkout and payment did. The same rule now holds everywhere: the stored
 * cart and call 2 name `https://tracker.example/pixel.gif`, and no page asks
 * that host for anything; the landing's placeholder shows instead.
 */

const pixel = 'https://tracker.example/pixel.gif';

test.describe('security: product pictures from a foreign host', () => {
  test('are never requested on checkout (cart lines, suggestion) nor on payment (order summary); the placeholder shows', async ({ openPage }) => {
    const { page, errors, requests } = await openPage('desktop');
    // The closed network would fail the request anyway: answer it, so only our own rule keeps it from being made.
    await page.route(
      (url) => url.hostname === 'tracker.example',
      (handle) => handle.fulfill({ status: 200, contentType: 'image/gif', body: '' }),
    );
    await serveSpecShapes(page, { product: (product) => ({ ...product, image: pixel }) });
    const cart = (await cartFor([ids.courseES])).map((item) => ({ ...item, image: pixel }));
    await page.goto(route('/terms', { lang: 'en' }));
    await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), cart);

    await page.goto(await signedInUrl('guest-1', route('/checkout', { lang: 'en' })));
    const line = page.getByTestId('cart-item');
    await line.getByTestId('image-placeholder').waitFor();
    const suggestion = page.getByTestId('suggested-membership');
    await suggestion.getByTestId('image-placeholder').waitFor();
    await expect(line.locator('img')).toHaveCount(0);
    await expect(suggestion.locator('img')).toHaveCount(0);

    await expect(page.getByTestId('proceed')).toBeEnabled();
    await page.getByTestId('proceed').click();
    const item = page.getByTestId('payment-item');
    await item.getByTestId('image-placeholder').waitFor();
    await expect(item.locator('img')).toHaveCount(0);
    await expect(item.getByTestId('image-placeholder')).toHaveText(/^\p{Lu}$/u);

    expect(requests.filter((url) => new URL(url).hostname === 'tracker.example')).toEqual([]);
    expect(uncaught(errors)).toEqual([]);
  });
});
