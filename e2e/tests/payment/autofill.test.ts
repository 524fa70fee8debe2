import { autocompleteProblem, type FormControl } from '../../support/autocomplete';
import { langs } from '../../support/texts';
import { ids, openPayment } from './paymentSupport';
import { expect, test } from '../../support/fixtures';

/**
 * Autofill on the page where the buyer pays (WCAG 1.3.5): every form control's `autocomplete` follows the HTML
 * rules, so a conforming browser fills it; a phone takes the phone keypad on a control its token is allowed on.
 */

test.describe('the HTML rules the check applies', () => {
  for (const [control, problem] of [
    [{ tag: 'input', type: 'tel', autocomplete: 'shipping tel-national' }, '"tel-national" is not allowed on <input type="tel">'],
    [{ tag: 'input', type: 'text', autocomplete: 'shipping tel-national' }, null],
    [{ tag: 'input', type: 'tel', autocomplete: 'billing mobile tel' }, null],
    [{ tag: 'input', type: 'email', autocomplete: 'section-a shipping email' }, null],
    [{ tag: 'input', type: 'text', autocomplete: 'shipping street-address' }, '"street-address" needs a textarea or select, not an input'],
    [{ tag: 'input', type: 'text', autocomplete: 'home postal-code' }, '"home" before "postal-code", which is no contact field'],
    [{ tag: 'input', type: 'text', autocomplete: 'shipping phone' }, '"phone" is no autofill field'],
    [{ tag: 'select', type: '', autocomplete: 'billing country' }, null],
    [{ tag: 'input', type: 'text', autocomplete: 'billing shipping name' }, 'unexpected tokens in "billing shipping name"'],
    [{ tag: 'input', type: 'text', autocomplete: 'off' }, null],
  ] satisfies [FormControl, string | null][]) {
    test(`<${control.tag}${control.type ? ` type="${control.type}"` : ''} autocomplete="${control.autocomplete}">: ${problem}`, () => {
      expect(autocompleteProblem(control)).toBe(problem);
    });
  }
});

test.describe('every form of the payment page', () => {
  for (const lang of langs) {
    test(`in ${lang}: every autocomplete is valid, and each phone is a text input with the phone keypad`, async ({ openPage }) => {
      const { page } = await openPayment(openPage, { user: 'guest-1', productIds: [ids.magazine], partner: false, lang, viewport: 'phone' });
      await page.locator('#payment-invoice').check();
      await page.getByTestId('billing-form').waitFor();
      await page.getByTestId('shipping-form').waitFor();
      const controls = await page.locator('input, select, textarea').evaluateAll((elements) =>
        elements.map((element) => ({
          id: element.id,
          tag: element.tagName.toLowerCase(),
          type: element instanceof HTMLInputElement ? element.type : '',
          autocomplete: element.getAttribute('autocomplete'),
          inputMode: element.getAttribute('inputmode'),
        })),
      );
      const withAutocomplete = controls.flatMap(({ autocomplete, ...control }) => (autocomplete === null ? [] : [{ ...control, autocomplete }]));
      // The shipping and billing addresses, their phones and countries, and the payment's country.
      expect(withAutocomplete.length).toBeGreaterThanOrEqual(20);
      expect(withAutocomplete.map((control) => [control.id, autocompleteProblem(control)]).filter(([, problem]) => problem !== null)).toEqual([]);
      for (const section of ['shipping', 'billing']) {
        expect(controls.find((control) => control.id === `${section}-telefono`)).toEqual(
          expect.objectContaining({ tag: 'input', type: 'text', inputMode: 'tel', autocomplete: `${section} tel-national` }),
        );
      }
    });
  }
});
