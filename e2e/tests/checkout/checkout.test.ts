import type { Browser, Locator, Page } from 'playwright-core';
import { devApi, launchBrowser, openPage, route, unsignedToken, landingReady } from '../../support/browser';
import { scan, violationsIn } from '../../support/axe';
import { langs, type Lang } from '../../support/texts';

/** Seed ids (dev-api/src/seed/catalogue.ts). */
const ids = { porciMembership: 1, porcinoCourse: 20, aviculturaCourse: 21, nutricionCourse: 22, globalCourse: 24, printedMagazine: 30 } as const;
const member = unsignedToken({ token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com', foto: null });
const guestToken = unsignedToken({ token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo.martin@example.com', foto: null });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  await devApi.reset();
});

const query = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const item = (page: Page, name: string): Locator => page.getByTestId('cart-item').filter({ has: page.getByRole('heading', { name, exact: true }) });
const currentPrice = (page: Page, name: string) => item(page, name).getByTestId('item-current-price');

async function waitForQuery(page: Page, name: string, value: string | null): Promise<void> {
  await page.waitForFunction(([key, expected]) => new URL(window.location.href).searchParams.get(key as string) === expected, [name, value]);
}

describe('checkout', () => {
  it('sends an anonymous buyer to the login and brings them back with the same cart at partner prices', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await page.goto(route('/checkout', { ids: `${ids.porcinoCourse},${ids.printedMagazine}`, lang: 'es' }));
    await expect(currentPrice(page, 'Curso de bioseguridad en granjas porcinas').textContent()).resolves.toContain('150 €');
    await expect(currentPrice(page, 'Revista impresa porciNews (suscripción anual)').textContent()).resolves.toContain('40 €');

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
    await expect(currentPrice(page, 'Curso de bioseguridad en granjas porcinas').textContent()).resolves.toContain('90 €');
    await expect(item(page, 'Curso de bioseguridad en granjas porcinas').locator('s').textContent()).resolves.toContain('150 €');
    await expect(currentPrice(page, 'Revista impresa porciNews (suscripción anual)').textContent()).resolves.toContain('0 €');
    await expect(page.getByTestId('cart-total').textContent()).resolves.toBe('90 €');
    await expect(page.getByTestId('account-links').count()).resolves.toBe(0);
    // The member holds porciNews: no membership is suggested.
    await expect(page.getByTestId('suggested-membership').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Continuar con el pago' }).click();
    await page.waitForURL((url) => url.pathname === '/suscripciones/payment');
    expect(query(page, 'lang')).toBe('es');
    expect(query(page, 'ids')).toBeNull();
    // dev-api's identity pages have no favicon: that 404 is the stand-in's, not the product's.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });

  it('comes back from the sign-up page with the cart too', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto(route('/checkout', { ids: String(ids.aviculturaCourse), lang: 'en' }));
    await page.getByTestId('account-links').getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/identity/signup');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByRole('button', { name: /create/i }).click();
    await page.waitForURL((url) => url.pathname === '/suscripciones/checkout' && !url.searchParams.has('token'));
    expect(query(page, 'ids')).toBe('21');
    await item(page, 'Broiler management course').waitFor();
    await expect(page.getByTestId('account-links').count()).resolves.toBe(0);
    await context.close();
  });

  it('gives a newsletter reader the partner price on courses of the newsletter group only', async () => {
    const readerToken = unsignedToken({ token_id: 'reader-1', nombre: 'Lucía', apellidos: 'Fernández Sanz', email: 'lucia.fernandez@example.com', foto: null });
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(route('/checkout', { ids: `${ids.aviculturaCourse},${ids.porcinoCourse}`, lang: 'en', token: readerToken }));
    await item(page, 'Broiler management course').getByText('Partner price for newsletter subscribers').waitFor();
    await expect(currentPrice(page, 'Broiler management course').textContent()).resolves.toContain('75 €');
    await expect(currentPrice(page, 'Biosecurity on pig farms course').textContent()).resolves.toContain('150 €');
    await expect(page.getByTestId('cart-total').textContent()).resolves.toBe('225 €');
    // The pig course is still at its normal price, so its membership is suggested.
    await page.getByTestId('suggested-membership').getByText('porciNews Premium Plan Spain', { exact: true }).waitFor();
    await context.close();
  });

  it('refuses a cart mixing regions with the mixRegion toast for 2.5 s and stays on checkout', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(route('/checkout', { ids: `${ids.porcinoCourse},${ids.globalCourse}`, lang: 'en', token: guestToken }));
    const proceed = page.getByRole('button', { name: 'Proceed to payment' });
    await item(page, 'International poultry health course').waitFor();
    await page.waitForFunction(() => !(document.querySelector('[data-testid="proceed"]') as HTMLButtonElement | null)?.disabled);
    await proceed.click();
    // The same text also stands at the items: the toast is the one in the notifications region.
    const toast = page.getByRole('region', { name: /Notifications/ }).getByText('You cannot mix products from different regions in a single purchase.');
    await toast.waitFor();
    const shownAt = Date.now();
    await toast.waitFor({ state: 'detached', timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1800);
    expect(shownFor).toBeLessThan(4500);
    expect(new URL(page.url()).pathname).toBe('/suscripciones/checkout');
    await context.close();
  });

  it('suggests the linked membership; adding it updates the query and the prices at once', async () => {
    const { page, context, errors } = await openPage(browser, 'phone');
    await page.goto(route('/checkout', { ids: String(ids.porcinoCourse), lang: 'en' }));
    const card = page.getByTestId('suggested-membership');
    await card.getByText('porciNews Premium Plan Spain', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'See benefits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benefits of porciNews Premium Plan Spain' });
    await dialog.waitFor();
    const images = dialog.locator('img');
    await expect(images.count()).resolves.toBe(6);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('dialog img')).every(
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
    await expect(images.first().getAttribute('src')).resolves.toMatch(/\/assets\/benefits\/magazine-porcinews\.svg$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: 'Add membership' }).click();
    await waitForQuery(page, 'ids', `${ids.porcinoCourse},${ids.porciMembership}`);
    await expect(currentPrice(page, 'Biosecurity on pig farms course').textContent()).resolves.toContain('90 €');
    await expect(page.getByTestId('cart-total').textContent()).resolves.toBe('210 €');
    await expect(page.getByTestId('suggested-membership').count()).resolves.toBe(0);
    await expect(page.getByTestId('cart-count').first().textContent()).resolves.toBe('2');

    // Removing the membership reverts the partner price.
    await page.getByRole('button', { name: 'Remove porciNews Premium Plan Spain' }).click();
    await waitForQuery(page, 'ids', String(ids.porcinoCourse));
    await expect(currentPrice(page, 'Biosecurity on pig farms course').textContent()).resolves.toContain('150 €');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the empty cart with a way back to the memberships', async () => {
    const { page, context } = await openPage(browser, 'phone');
    await page.goto(route('/checkout', { lang: 'pt' }));
    await page.getByText('Seu carrinho está vazio.').waitFor();
    await page.getByTestId('checkout-page').getByRole('link', { name: 'Ver assinaturas' }).click();
    await landingReady(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/suscripciones\/?$/);
    expect(query(page, 'lang')).toBe('pt');
    await context.close();
  });

  it('shows errorFilteringProducts in place of the page when the product lookup fails', async () => {
    await devApi.fault('products', 'status-500');
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(route('/checkout', { ids: String(ids.porcinoCourse), lang: 'en' }));
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load the products of your cart.' });
    await alert.waitFor();
    await expect(alert.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(page.getByTestId('cart-item').count()).resolves.toBe(0);
    expect(query(page, 'ids')).toBe('20');

    await devApi.fault('products', 'none');
    await page.getByRole('button', { name: 'Try again' }).click();
    await item(page, 'Biosecurity on pig farms course').waitFor();
    await context.close();
  });

  it('keeps the ids query following removals, also after a reload', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(route('/checkout', { ids: `${ids.porcinoCourse},${ids.aviculturaCourse},${ids.printedMagazine}`, lang: 'en' }));
    await item(page, 'Broiler management course').waitFor();
    await page.getByRole('button', { name: 'Remove Broiler management course' }).click();
    await waitForQuery(page, 'ids', '20,30');
    await expect(page.getByTestId('cart-item').count()).resolves.toBe(2);
    await page.reload();
    await item(page, 'Biosecurity on pig farms course').waitFor();
    await expect(page.getByTestId('cart-item').count()).resolves.toBe(2);
    expect(query(page, 'ids')).toBe('20,30');

    await page.getByRole('button', { name: 'Remove Biosecurity on pig farms course' }).click();
    await page.getByRole('button', { name: 'Remove porciNews printed magazine (annual subscription)' }).click();
    await page.getByText('Your cart is empty.').waitFor();
    expect(query(page, 'ids')).toBeNull();
    await context.close();
  });

  it('drops a urlredirect to a foreign host and carries an allowed one to payment', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(route('/checkout', { ids: String(ids.porcinoCourse), lang: 'en', urlredirect: 'https://evil.example/steal' }));
    await item(page, 'Biosecurity on pig farms course').waitFor();
    await waitForQuery(page, 'urlredirect', null);
    const login = new URL((await page.getByTestId('account-links').getByRole('link', { name: 'Log in' }).getAttribute('href')) ?? '');
    expect(login.searchParams.get('checkoutUrl')).not.toContain('evil.example');

    const allowed = `${devApi.url}/portal/cursos`;
    await page.goto(route('/checkout', { ids: String(ids.porcinoCourse), lang: 'en', urlredirect: allowed, token: guestToken }));
    await item(page, 'Biosecurity on pig farms course').waitFor();
    await page.waitForFunction(() => !(document.querySelector('[data-testid="proceed"]') as HTMLButtonElement | null)?.disabled);
    expect(query(page, 'urlredirect')).toBe(allowed);
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL((url) => url.pathname === '/suscripciones/payment');
    expect(query(page, 'urlredirect')).toBe(allowed);
    expect(query(page, 'ids')).toBeNull();
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)('has no axe violations with a suggestion and partner prices (%s)', async (viewport) => {
    const { page, context } = await openPage(browser, viewport);
    // A membership in the cart hides suggestions, so the partner price comes from a newsletter reader's own subscription.
    const readerToken = unsignedToken({ token_id: 'reader-1', nombre: 'Lucía', apellidos: 'Fernández Sanz', email: 'lucia.fernandez@example.com', foto: null });
    await page.goto(route('/checkout', { ids: `${ids.porcinoCourse},${ids.aviculturaCourse}`, lang: 'es', token: readerToken }));
    await page.getByTestId('suggested-membership').waitFor();
    await page.getByText('Precio de socio para suscriptores de la newsletter').waitFor();
    expect(await violationsIn(page, '#main')).toEqual([]);
    await context.close();
  });
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

describe('a total of 0', () => {
  it.each(langs)('in %s: Proceed is disabled and says why, next to it', async (lang) => {
    const { page, context } = await openPage(browser, 'phone');
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
    const { page, context } = await openPage(browser, 'desktop');
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
