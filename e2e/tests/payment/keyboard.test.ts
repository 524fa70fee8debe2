import type { Page } from '@playwright/test';
import { skipTour } from '../../support/probes';
import { useReliability } from '../../support/tally';
import { orders } from '../payment/paymentSupport';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';
import { landingReady } from '../../support/pages';

/**
 * A whole purchase with the keyboard alone (Tab, Enter, Space and typing):
 * landing → subscribe → checkout → login dialog → identity site → checkout →
 * payment (card fields of the Stripe.js double, country, shipping form) →
 * thanks. Every control reached shows a visible focus indicator.
 */
const tally = useReliability();

/** At most this many Tab presses to reach the next control: more means a trap or a lost focus order. */
const maxTabs = 60;

interface Focused {
  tag: string;
  id: string;
  testId: string;
  text: string;
  name: string;
  /** The id of the card field's frame the control sits in, if any. */
  cardField: string;
  /** The control shows an outline or a focus ring. */
  indicator: boolean;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { tag: '', id: '', testId: '', text: '', name: '', cardField: '', indicator: false };
    // A focus style may arrive through a CSS transition: read each look at rest, not a frame into the
    // transition (where the new look still equals the old one and the ring seemed missing).
    const settle = () =>
      document.getAnimations().forEach((animation) => {
        if (animation instanceof CSSTransition) animation.finish();
      });
    settle();
    const style = getComputedStyle(element);
    const ring = (candidate: CSSStyleDeclaration) =>
      (candidate.outlineStyle !== 'none' && parseFloat(candidate.outlineWidth) > 0) || (candidate.boxShadow !== 'none' && candidate.boxShadow !== '');
    /** A control may show its ring on a wrapper (:focus-within, or a card field's frame): an ancestor whose look changes with focus. */
    const wrapperRing = (): boolean => {
      const ancestors: HTMLElement[] = [];
      for (let node = element.parentElement; node && ancestors.length < 3; node = node.parentElement) ancestors.push(node);
      const look = () =>
        ancestors.map((node) => {
          const css = getComputedStyle(node);
          return `${css.outlineStyle} ${css.outlineWidth} ${css.boxShadow} ${css.borderColor}`;
        });
      const withFocus = look();
      element.blur();
      settle();
      const without = look();
      element.focus({ preventScroll: true });
      settle();
      return withFocus.some((value, index) => value !== without[index]);
    };
    return {
      tag: element.tagName,
      id: element.id,
      testId: element.getAttribute('data-testid') ?? '',
      text: (element.textContent ?? '').trim(),
      name: element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '',
      cardField: element.closest('[id^="payment-card-"]')?.id ?? '',
      indicator: ring(style) || wrapperRing(),
    };
  });

/** Presses Tab until the focused element matches; fails past maxTabs. Returns what was focused on the way without a visible indicator. */
async function tabTo(page: Page, what: string, matches: (element: Focused) => boolean): Promise<string[]> {
  const unmarked: string[] = [];
  for (let presses = 0; presses < maxTabs; presses += 1) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (!element.indicator && element.tag !== 'BODY')
      unmarked.push(`${element.tag}#${element.id}[${element.testId}] "${element.name || element.text.slice(0, 40)}"`);
    if (matches(element)) return unmarked;
  }
  throw new Error(`${what} was not reached within ${maxTabs} Tab presses`);
}

test.describe('accessibility: a keyboard-only purchase', () => {
  test('from the landing to thanks, with visible focus on every control reached', ({ openPage }) =>
    tally.run('keyboard', async () => {
      const { page, context, errors } = await openPage('desktop');
      await skipTour(context);
      const unmarked: string[] = [];
      const go = async (what: string, matches: (element: Focused) => boolean) => unmarked.push(...(await tabTo(page, what, matches)));

      // Landing: the first membership's subscribe button.
      await page.goto(route('/', { lang: 'en' }));
      await landingReady(page);
      await go('a subscribe button', (element) => element.tag === 'BUTTON' && /subscribe/i.test(element.text));
      await page.keyboard.press('Enter');

      // Checkout, anonymous: proceed opens the login dialog; its Log in link leads to the identity site.
      await page.getByTestId('cart-item').waitFor();
      await expect(page.getByTestId('proceed')).toBeEnabled();
      await go('the proceed button', (element) => element.testId === 'proceed');
      await page.keyboard.press('Enter');
      await page.getByTestId('need-login-login').waitFor();
      await go('the dialog’s Log in link', (element) => element.testId === 'need-login-login');
      await page.keyboard.press('Enter');

      // The identity site (dev-api): sign in as the seeded guest with Space.
      await page.waitForURL((url) => url.pathname === '/identity/login');
      await go('the sign-in button', (element) => element.tag === 'BUTTON' && element.text.includes('Pablo Martín Ruiz'));
      await page.keyboard.press('Space');

      // Back on checkout, signed in: proceed to payment.
      await page.waitForURL((url) => url.pathname === '/suscripciones/checkout' && !url.searchParams.has('token'));
      await page.getByTestId('avatar-initials').waitFor();
      await expect(page.getByTestId('proceed')).toBeEnabled();
      await go('the proceed button', (element) => element.testId === 'proceed');
      await page.keyboard.press('Enter');

      // Payment: card fields, country, then the shipping address a membership needs.
      await page.getByTestId('payment-page').waitFor();
      await page.locator('#payment-card-number input').waitFor();
      await go('the card number', (element) => element.tag === 'INPUT' && element.cardField === 'payment-card-number');
      await page.keyboard.type('4242424242424242');
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page).then((element) => element.cardField)).toBe('payment-card-expiry');
      await page.keyboard.type(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page).then((element) => element.cardField)).toBe('payment-card-cvc');
      await page.keyboard.type('123');
      await go('the country select', (element) => element.id === 'payment-country');
      await page.keyboard.type('Spain');
      await expect(page.locator('#payment-country')).toHaveValue('Spain');

      const fields: Array<[string, string]> = [
        ['shipping-nombre', 'Pablo'],
        ['shipping-apellido', 'Martín Ruiz'],
        ['shipping-telefono', '612345678'],
        ['shipping-direccion', 'Calle Mayor 1'],
        ['shipping-codigoPostal', '28001'],
        ['shipping-ciudad', 'Madrid'],
        ['shipping-provincia', 'Madrid'],
      ];
      for (const [id, value] of fields) {
        await go(`#${id}`, (element) => element.id === id);
        await page.keyboard.type(value);
      }
      await go('#shipping-pais', (element) => element.id === 'shipping-pais');
      if (await page.locator('#shipping-pais').isEnabled()) await page.keyboard.type('Spain');
      await go('the save button', (element) => element.tag === 'BUTTON' && element.text === 'Save shipping address');
      await page.keyboard.press('Enter');
      await page.getByTestId('shipping-summary').waitFor();

      // Pay.
      await go('the pay button', (element) => element.testId === 'pay-button');
      await page.keyboard.press('Enter');
      await page.getByTestId('thanks-page').waitFor({ timeout: 15_000 });

      const [order] = await orders();
      expect(order).toEqual(
        expect.objectContaining({ token_id: 'guest-1', paymentStatus: 'succeeded', shippingData: expect.objectContaining({ ciudad: 'Madrid', pais: 'ES' }) }),
      );
      expect(unmarked).toEqual([]);
      expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    }));
});
