import type { Locator, Page } from '@playwright/test';
import { scan, violationsIn } from '../../support/axe';
import { langs, type Lang } from '../../support/texts';
import { expect, test } from '../../support/fixtures';
import { route, unsignedToken } from '../../support/stack';
import { landingReady } from '../../support/pages';

/** Seed ids (dev-api/src/seed/catalogue.ts). */
const ids = { porciMembership: 1, porcinoCourse: 20, aviculturaCourse: 21, nutricionCourse: 22, globalCourse: 24, printedMagazine: 30 } as const;
const member = unsignedToken({ token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com', foto: null });
const guestToken = unsignedToken({ token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo.martin@example.com', foto: null });

const query = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const item = (page: Page, name: string): Locator => page.getByTestId('cart-item').filter({ has: page.getByRole('heading', { name, exact: true }) });
const currentPrice = (page: Page, name: string) => item(page, name).getByTestId('item-current-price');

/** The address's query names this value (null: it is not there). */
async function expectQuery(page: Page, name: string, value: string | null): Promise<void> {
  await expect(page).toHaveURL((url) => url.searchParams.get(name) === value);
}

test.describe('checkout', () => {
  test('sends an anonymous buyer to the login and brings them back with the same cart at partner prices', async ({ openPage }) => {
    const { page, errors } = await openPage('desktop');
    await page.goto(route('/checkout', { ids: `${ids.porcinoCourse},${ids.printedMagazine}`, lang: 'es' }));
    await expect(currentPrice(page, 'Curso de bioseguridad en granjas porcinas')).toContainText('150 €');
    await expect(currentPrice(page, 'Revista impresa porciNews (suscripción anual)')).toContainText('40 €');

    // Proceeding anonymously asks for a login first.
    await page.getByRole('button', { name: 'Continuar con el pago' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inicia sesión para continuar' });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Iniciar sesión' }).click();

    // dev-api's identity site: sign in as the seeded member.
    await page.waitForURL((url) => url.pathname === '/identity/login');
    const login = new URL(page.url());
    expect(login.searchParams.get('edicion')).toBe('es');
    expect(login.searchParams.get('medio')).toBe('agrinews');
    expect(new URL(login.searchParams.get('checkoutUrl') ?? '').searchParams.get('ids')).toBe('20,30');
    await page.getByRole('button', { name: 'Entrar como Marta García López' }).click();

    // Back on the checkout: the token is taken out of the address, the cart is the same, partner prices apply.
    await page.waitForURL((url) => url.pathname === '/suscripciones/checkout' && !url.searchParams.has('token'));
    expect(query(page, 'ids')).toBe('20,30');
    expect(query(page, 'lang')).toBe('es');
    await page.getByText('Revista impresa gratis para socios').waitFor();
    await expect(currentPrice(page, 'Curso de bioseguridad en granjas porcinas')).toContainText('90 €');
    await expect(item(page, 'Curso de bioseguridad en granjas porcinas').locator('s')).toContainText('150 €');
    await expect(currentPrice(page, 'Revista impresa porciNews (suscripción anual)')).toContainText('0 €');
    await expect(page.getByTestId('cart-total')).toHaveText('90 €');
    await expect(page.getByTestId('account-links')).toHaveCount(0);
    // The member holds porciNews: no membership is suggested.
    await expect(page.getByTestId('suggested-membership')).toHaveCount(0);

    await page.getByRole('button', { name: 'Continuar con el pago' }).click();
    await page.waitForURL((url) => url.pathname === '/suscripciones/payment');
    expect(query(page, 'lang')).toBe('es');
    expect(query(page, 'ids')).toBeNull();
    // dev-api's identity pages have no favicon: that 404 is the stand-in's, not the product's.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  test('comes back from the sign-up page with the cart too', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(route('/checkout', { ids: String(ids.aviculturaCourse), lang: 'en' }));
    await page.getByTestId('account-links').getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/identity/signup');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByRole('button', { name: /create/i }).click();
    await page.waitForURL((url) => url.pathname === '/suscripciones/checkout' && !url.searchParams.has('token'));
    expect(query(page, 'ids')).toBe('21');
    await item(page, 'Broiler management course').waitFor();
    await expect(page.getByTestId('account-links')).toHaveCount(0);
  });

  test('gives a newsletter reader the partner price on courses of the newsletter group only', async ({ openPage }) => {
    const readerToken = unsignedToken({ token_id: 'reader-1', nombre: 'Lucía', apellidos: 'Fernández Sanz', email: 'lucia.fernandez@example.com', foto: null });
    const { page } = await openPage('desktop');
    await page.goto(route('/checkout', { ids: `${ids.aviculturaCourse},${ids.porcinoCourse}`, lang: 'en', token: readerToken }));
    await item(page, 'Broiler management course').getByText('Partner price for newsletter subscribers').waitFor();
    await expect(currentPrice(page, 'Broiler management course')).toContainText('75 €');
    await expect(currentPrice(page, 'Biosecurity on pig farms course')).toContainText('150 €');
    await expect(page.getByTestId('cart-total')).toHaveText('225 €');
    // The pig course is still at its normal price, so its membership is suggested.
    await page.getByTestId('suggested-membership').getByText('porciNews Premium Plan Spain', { exact: true }).waitFor();
  });

  test('refuses a cart mixing regions with the mixRegion toast for 2.5 s and stays on checkout', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    // The page's clock: the toast's 2.5 s are the page's, whatever the machine's load.
    await page.clock.install();
    await page.goto(route('/checkout', { ids: `${ids.porcinoCourse},${ids.globalCourse}`, lang: 'en', token: guestToken }));
    const proceed = page.getByRole('button', { name: 'Proceed to payment' });
    await item(page, 'International poultry health course').waitFor();
    await expect(page.getByTestId('proceed')).toBeEnabled();
    await page.clock.pauseAt(Date.now() + 60_000);
    await proceed.click();
    // The same text also stands at the items: the toast is the one in the notifications region.
    const toast = page.getByRole('region', { name: /Notifications/ }).getByText('You cannot mix products from different regions in a single purchase.');
    // The toaster, fetched with the first toast, shows it from a timer of its own: the page's time runs until it does.
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(toast).toBeVisible({ timeout: 100 });
    }).toPass();
    await page.clock.runFor(2_200);
    await expect(toast).toBeVisible();
    // Its 2.5 s, then its way out.
    await page.clock.runFor(1_000);
    await expect(toast).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/suscripciones/checkout');
  });

  test('suggests the linked membership; adding it updates the query and the prices at once', async ({ openPage }) => {
    const { page, errors } = await openPage('phone');
    await page.goto(route('/checkout', { ids: String(ids.porcinoCourse), lang: 'en' }));
    const card = page.getByTestId('suggested-membership');
    await card.getByText('porciNews Premium Plan Spain', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'See benefits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benefits of porciNews Premium Plan Spain' });
    await dialog.waitFor();
    const images = dialog.locator('img');
    await expect(images).toHaveCount(6);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('dialog img')).every(
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
    await expect(images.first()).toHaveAttribute('src', /\/assets\/benefits\/magazine-porcinews\.svg$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: 'Add membership' }).click();
    await expectQuery(page, 'ids', `${ids.porcinoCourse},${ids.porciMembership}`);
    await expect(currentPrice(page, 'Biosecurity on pig farms course')).toContainText('90 €');
    await expect(page.getByTestId('cart-total')).toHaveText('210 €');
    await expect(page.getByTestId('suggested-membership')).toHaveCount(0);
    await expect(page.getByTestId('cart-count').first()).toHaveText('2');

    // Removing the membership reverts the partner price.
    await page.getByRole('button', { name: 'Remove porciNews Premium Plan Spain' }).click();
    await expectQuery(page, 'ids', String(ids.porcinoCourse));
    await expect(currentPrice(page, 'Biosecurity on pig farms course')).toContainText('150 €');
    expect(errors).toEqual([]);
  });

  test('shows the empty cart with a way back to the memberships', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(route('/checkout', { lang: 'pt' }));
    await page.getByText('Seu carrinho está vazio.').waitFor();
    await page.getByTestId('checkout-page').getByRole('link', { name: 'Ver assinaturas' }).click();
    await landingReady(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/suscripciones\/?$/);
    expect(query(page, 'lang')).toBe('pt');
  });

  test('shows errorFilteringProducts in place of the page when the product lookup fails', async ({ openPage, fault }) => {
    await fault('products', 'status-500');
    const { page } = await openPage('desktop');
    await page.goto(route('/checkout', { ids: String(ids.porcinoCourse), lang: 'en' }));
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load the products of your cart.' });
    await alert.waitFor();
    await expect(alert).toBeFocused();
    await expect(page.getByTestId('cart-item')).toHaveCount(0);
    expect(query(page, 'ids')).toBe('20');

    await fault('products', 'none');
    await page.getByRole('button', { name: 'Try again' }).click();
    await item(page, 'Biosecurity on pig farms course').waitFor();
  });

  test('keeps the ids query following removals, also after a reload', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(route('/checkout', { ids: `${ids.porcinoCourse},${ids.aviculturaCourse},${ids.printedMagazine}`, lang: 'en' }));
    await item(page, 'Broiler management course').waitFor();
    await page.getByRole('button', { name: 'Remove Broiler management course' }).click();
    await expectQuery(page, 'ids', '20,30');
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await page.reload();
    await item(page, 'Biosecurity on pig farms course').waitFor();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    expect(query(page, 'ids')).toBe('20,30');

    await page.getByRole('button', { name: 'Remove Biosecurity on pig farms course' }).click();
    await page.getByRole('button', { name: 'Remove porciNews printed magazine (annual subscription)' }).click();
    await page.getByText('Your cart is empty.').waitFor();
    expect(query(page, 'ids')).toBeNull();
  });

  test('drops a urlredirect to a foreign host and carries an allowed one to payment', async ({ openPage, devApi }) => {
    const { page } = await openPage('desktop');
    await page.goto(route('/checkout', { ids: String(ids.porcinoCourse), lang: 'en', urlredirect: 'https://evil.example/steal' }));
    await item(page, 'Biosecurity on pig farms course').waitFor();
    await expectQuery(page, 'urlredirect', null);
    const login = new URL((await page.getByTestId('account-links').getByRole('link', { name: 'Log in' }).getAttribute('href')) ?? '');
    expect(login.searchParams.get('checkoutUrl')).not.toContain('evil.example');

    const allowed = `${devApi.url}/portal/cursos`;
    await page.goto(route('/checkout', { ids: String(ids.porcinoCourse), lang: 'en', urlredirect: allowed, token: guestToken }));
    await item(page, 'Biosecurity on pig farms course').waitFor();
    await expect(page.getByTestId('proceed')).toBeEnabled();
    expect(query(page, 'urlredirect')).toBe(allowed);
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL((url) => url.pathname === '/suscripciones/payment');
    expect(query(page, 'urlredirect')).toBe(allowed);
    expect(query(page, 'ids')).toBeNull();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    test(`has no axe violations with a suggestion and partner prices (${viewport})`, async ({ openPage }) => {
      const { page } = await openPage(viewport);
      // A membership in the cart hides suggestions, so the partner price comes from a newsletter reader's own subscription.
      const readerToken = unsignedToken({
        token_id: 'reader-1',
        nombre: 'Lucía',
        apellidos: 'Fernández Sanz',
        email: 'lucia.fernandez@example.com',
        foto: null,
      });
      await page.goto(route('/checkout', { ids: `${ids.porcinoCourse},${ids.aviculturaCourse}`, lang: 'es', token: readerToken }));
      await page.getByTestId('suggested-membership').waitFor();
      await page.getByText('Precio de socio para suscriptores de la newsletter').waitFor();
      expect(await violationsIn(page, '#main')).toEqual([]);
    });
  }
});

/**
 * The checkout as a new buyer meets it: a total of 0 says why Proceed is disabled, next to the button; once the
 * buyer adds the suggested membership, no second membership pops up for the products it does not cover.
 */
const nothingToPay: Record<Lang, string> = {
  es: 'No hay nada que pagar: todo lo de tu carrito es gratis para ti, así que no hace falta ningún pago.',
  en: 'There is nothing to pay: everything in your cart is free for you, so no payment is needed.',
  pt: 'Não há nada a pagar: tudo no seu carrinho é gratuito para você, então nenhum pagamento é necessário.',
};
const addMembership: Record<Lang, string> = { es: 'Añadir membresía', en: 'Add membership', pt: 'Adicionar assinatura' };

test.describe('a total of 0', () => {
  for (const lang of langs) {
    test(`in ${lang}: Proceed is disabled and says why, next to it`, async ({ openPage }) => {
      const { page } = await openPage('phone');
      // A member gets the printed magazine free (partner price 0).
      await page.goto(route('/checkout', { ids: String(ids.printedMagazine), lang, token: member }));
      const reason = page.getByTestId('nothing-to-pay');
      await reason.waitFor();
      await expect(reason).toHaveText(nothingToPay[lang]);
      const proceed = page.getByTestId('proceed');
      await expect(proceed).toBeDisabled();
      await expect(proceed).toHaveAttribute('aria-describedby', (await reason.getAttribute('id')) ?? '');
      // Right under the button, not somewhere else on the page.
      const [button, text] = await Promise.all([proceed.boundingBox(), reason.boundingBox()]);
      expect((text?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))).toBeLessThan(24);
      await expect(scan(page, `checkout total 0 (${lang}, 375px)`)).resolves.toEqual([]);

      // With something to pay, no such sentence.
      await page.goto(route('/checkout', { ids: `${ids.printedMagazine},${ids.aviculturaCourse}`, lang, token: member }));
      await expect(page.getByTestId('proceed')).toBeEnabled();
      await expect(reason).toHaveCount(0);
    });
  }
});

test.describe('after adding the suggested membership', () => {
  for (const lang of langs) {
    test(`in ${lang}: no second suggestion for the products it does not cover`, async ({ openPage }) => {
      const { page } = await openPage('desktop');
      // Two courses linked to different memberships: the nutrition one is suggested first.
      await page.goto(route('/checkout', { ids: `${ids.nutricionCourse},${ids.aviculturaCourse}`, lang }));
      const suggestion = page.getByTestId('suggested-membership');
      await suggestion.waitFor();
      const suggestionCalls: string[] = [];
      page.on('request', (request) => request.url().includes('/product-suggestions') && suggestionCalls.push(request.url()));
      await suggestion.getByRole('button', { name: addMembership[lang], exact: true }).click();
      await page.getByTestId('cart-item').nth(2).waitFor();
      // A second suggestion could only come from call 4: with a membership in the cart, none is asked for.
      await expect(suggestion).toHaveCount(0);
      expect(suggestionCalls).toEqual([]);
    });
  }
});
