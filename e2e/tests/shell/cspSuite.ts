import type { ConsoleMessage, Page } from '@playwright/test';
import { cspViolations, recordCspViolations, skipTour, uncaught, type CspViolation } from '../../support/probes';
import { useReliability } from '../../support/tally';
import { fillShipping } from '../../support/shipping';
import { chooseCountry, fillCard, orders, payButton } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { landingReady } from '../../support/pages';
import { route } from '../../support/stack';

/** The strict CSP purchase: against the Node stack (csp.test.ts) and the nginx stack, with nginx's own policy (prod/csp.test.ts). */
export function describeStrictCsp(): void {
  /**
   * The product under a strict Content Security Policy (no inline script;
   * scripts only from its own origins and the configured Stripe.js origin):
   * a whole purchase from the landing to the thanks page, anonymous at first,
   * through the identity site's login, with no violation on any page.
   */
  const tally = useReliability();
  test.beforeAll(async ({ stack }) => {
    await stack.csp(true);
  });
  test.afterAll(async ({ stack }) => {
    await stack.csp(false);
  });

  test.describe('security: a strict Content Security Policy', () => {
    test('a purchase from the landing to thanks with zero violations', ({ openPage }) =>
      tally.run('csp-purchase', async () => {
        const { page, context, errors } = await openPage('desktop');
        await skipTour(context);
        await recordCspViolations(context);
        const consoleReports: string[] = [];
        page.on('console', (message: ConsoleMessage) => {
          if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleReports.push(message.text());
        });
        const seen: CspViolation[] = [];
        /** Collects the violations of the current document before it is left. */
        const collect = async (where: string, target: Page = page) => {
          seen.push(...(await cspViolations(target)).map((violation) => ({ ...violation, source: `${where}: ${violation.source}` })));
        };

        const landing = await page.goto(route('/', { lang: 'es' }));
        const policy = (await landing?.allHeaders())?.['content-security-policy'] ?? '';
        expect(policy).toContain("script-src 'self'");
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

        // Landing → subscribe → checkout (anonymous) → the login dialog → the identity site.
        const card = page.getByTestId('subscription-card').first();
        await landingReady(page);
        // The lazy sections, sliders and images load under the policy too: each slider brought into view, and shown.
        const sliders = page.locator('[data-slider]');
        await page.locator('#campus img').waitFor({ state: 'attached' });
        for (let index = 0; index < (await sliders.count()); index += 1) {
          await sliders.nth(index).scrollIntoViewIfNeeded();
          await sliders.nth(index).locator('.splide').first().waitFor();
        }
        await card.getByRole('button').last().click();
        await page.getByTestId('cart-item').waitFor();
        await page.getByRole('button', { name: 'Continuar con el pago' }).click();
        await collect('landing+checkout');
        await page.getByTestId('need-login-login').click();
        await page.waitForURL((url) => url.pathname === '/identity/login');
        await page.getByRole('button', { name: /Pablo Martín Ruiz/ }).click();

        // Back signed in: checkout → payment → thanks.
        await page.waitForURL((url) => url.pathname === '/suscripciones/checkout' && !url.searchParams.has('token'));
        await page.getByTestId('avatar-initials').waitFor();
        await expect(page.getByTestId('proceed')).toBeEnabled();
        await page.getByRole('button', { name: 'Continuar con el pago' }).click();
        await page.getByTestId('payment-page').waitFor();
        // A membership comes with the printed magazine: it needs a shipping address.
        await fillShipping(page, 'es');
        await fillCard(page, '4242424242424242', { lang: 'es' });
        await chooseCountry(page, 'España');
        await payButton(page).click();
        await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });
        await collect('checkout+payment+thanks');

        const [order] = await orders();
        expect(order).toEqual(expect.objectContaining({ token_id: 'guest-1', paymentStatus: 'succeeded' }));
        expect(seen).toEqual([]);
        expect(consoleReports).toEqual([]);
        expect(uncaught(errors)).toEqual([]);

        // The policy is really enforced: an inline script is refused and reported.
        const ran = await page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.__inlineRan = true';
          document.body.append(script);
          return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
        });
        expect(ran).toBe(false);
        await page.waitForFunction(() => ((window as unknown as { __cspViolations?: unknown[] }).__cspViolations ?? []).length > 0);
        await expect
          .poll(() => cspViolations(page).then((list) => list.map((violation) => violation.directive)))
          .toEqual([expect.stringMatching(/^script-src/)]);
      }));
  });
}
