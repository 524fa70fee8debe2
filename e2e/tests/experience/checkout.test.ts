import { devApi, openPage, route, unsignedToken, useBrowser } from '../../support/browser';
import { scan } from '../../support/axe';
import { langs, type Lang } from '../../support/texts';

/**
 * The checkout as a new buyer meets it: a total of 0 says why
 * Proceed is disabled, next to the button (item 6); once the buyer adds the
 * suggested membership, no second membership pops up for the products it
 * does not cover (item 10).
 */
const browser = useBrowser();
beforeEach(() => devApi.reset());

const member = unsignedToken({ token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com', foto: null });
const ids = { aviculturaCourse: 21, nutricionCourse: 22, porcinoCourse: 20, printedMagazine: 30 } as const;
const nothingToPay: Record<Lang, string> = {
  es: 'No hay nada que pagar: todo lo de tu carrito es gratis para ti, así que no hace falta ningún pago.',
  en: 'There is nothing to pay: everything in your cart is free for you, so no payment is needed.',
  pt: 'Não há nada a pagar: tudo no seu carrinho é gratuito para você, então nenhum pagamento é necessário.',
};
const addMembership: Record<Lang, string> = { es: 'Añadir membresía', en: 'Add membership', pt: 'Adicionar assinatura' };

describe('a total of 0', () => {
  it.each(langs)('in %s: Proceed is disabled and says why, next to it', async (lang) => {
    const { page, context } = await openPage(browser(), 'phone');
    // A member gets the printed magazine free (partner price 0).
    await page.goto(route('/checkout', { ids: String(ids.printedMagazine), lang, token: member }));
    const reason = page.getByTestId('nothing-to-pay');
    await reason.waitFor();
    await expect(reason.textContent()).resolves.toBe(nothingToPay[lang]);
    const proceed = page.getByTestId('proceed');
    await expect(proceed.isDisabled()).resolves.toBe(true);
    await expect(proceed.getAttribute('aria-describedby')).resolves.toBe(await reason.getAttribute('id'));
    // Right under the button, not somewhere else on the page.
    const [button, text] = await Promise.all([proceed.boundingBox(), reason.boundingBox()]);
    expect((text?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))).toBeLessThan(24);
    await expect(scan(page, `checkout total 0 (${lang}, 375px)`)).resolves.toEqual([]);

    // With something to pay, no such sentence.
    await page.goto(route('/checkout', { ids: `${ids.printedMagazine},${ids.aviculturaCourse}`, lang, token: member }));
    await page.waitForFunction(() => !(document.querySelector('[data-testid="proceed"]') as HTMLButtonElement | null)?.disabled);
    await expect(reason.count()).resolves.toBe(0);
    await context.close();
  });
});

describe('after adding the suggested membership', () => {
  it.each(langs)('in %s: no second suggestion for the products it does not cover', async (lang) => {
    const { page, context } = await openPage(browser(), 'desktop');
    // Two courses linked to different memberships: the nutrition one is suggested first.
    await page.goto(route('/checkout', { ids: `${ids.nutricionCourse},${ids.aviculturaCourse}`, lang }));
    const suggestion = page.getByTestId('suggested-membership');
    await suggestion.waitFor();
    await suggestion.getByRole('button', { name: addMembership[lang], exact: true }).click();
    await page.getByTestId('cart-item').nth(2).waitFor();
    // Give a second suggestion every chance to arrive (call 4 answers in a few ms locally).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await expect(suggestion.count()).resolves.toBe(0);
    await context.close();
  });
});
