import type { Page } from '@playwright/test';
import { scan } from '../../support/axe';
import { uncaught } from '../../support/probes';
import { cartFor, ids } from '../payment/paymentSupport';
import { expect, test, type OpenPage } from '../../support/fixtures';
import { framesDrawn } from '../../support/pages';
import { route, unsignedToken, viewports } from '../../support/stack';

/**
 * Any well-formed `?token` link replaced the signed-in
 * buyer, so a crafted link signed the victim in as someone else (who would
 * receive what the victim then pays for). Another buyer's link now asks
 * first, naming both accounts; until answered, and when kept, the current
 * buyer, the cart and the address without token stay as they were. The same
 * buyer's token is taken silently; with nobody signed in, the spec's rule
 * holds (the token is taken).
 */

const hour = () => Math.floor(Date.now() / 1000) + 3600;
const marta = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta.garcia@example.com', foto: null };
const pablo = { token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo.martin@example.com', foto: null };
const tokenOf = (user: typeof marta) => unsignedToken({ ...user, exp: hour() });

/** Who the page holds: the stored user, this tab's copy and the cart, and the header's initials. */
const sessionOf = (page: Page) =>
  page.evaluate(() => ({
    stored: JSON.parse(localStorage.getItem('decodedToken') ?? 'null') as { token_id: string } | null,
    tab: JSON.parse(sessionStorage.getItem('decodedToken') ?? 'null') as { token_id: string } | null,
    cart: localStorage.getItem('agrishop'),
    initials: document.querySelector('[data-testid="avatar-initials"]')?.textContent ?? null,
  }));

/** A tab signed in as Marta with a course in the cart, on checkout. */
async function signedInAsMarta(openPage: OpenPage, viewport: keyof typeof viewports = 'desktop') {
  const probe = await openPage(viewport);
  const { page } = probe;
  await page.goto(route('/terms', { lang: 'es' }));
  await page.evaluate((items) => localStorage.setItem('agrishop', JSON.stringify(items)), await cartFor([ids.courseES]));
  // The checkout refreshes the stored cart from call 2 when it opens: the state to compare with is the one after it.
  const refreshed = page.waitForResponse((response) => response.url().includes('/profile/checkout/products/?'));
  await page.goto(route('/checkout', { lang: 'es', token: tokenOf(marta) }));
  await page.getByTestId('cart-item').waitFor();
  // Attached, not visible: on a phone the header's account entry is in the closed menu.
  await page.getByTestId('avatar-initials').waitFor({ state: 'attached' });
  await refreshed;
  await framesDrawn(page);
  return { ...probe, before: await sessionOf(page) };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: '¿Cambiar de cuenta?' });

test.describe('security: a ?token link for another buyer', () => {
  test('asks, naming both accounts; until answered and after "keep current", the buyer, the cart and a clean address stay', async ({ openPage }) => {
    const { page, errors, before } = await signedInAsMarta(openPage);
    expect(before.stored?.token_id).toBe('member-1');

    await page.goto(route('/checkout', { lang: 'es', token: tokenOf(pablo) }));
    await dialog(page).waitFor();
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await expect(page.getByTestId('session-switch-current')).toHaveText('Sesión iniciada ahoraMarta García Lópezmarta.garcia@example.com');
    await expect(page.getByTestId('session-switch-offered')).toHaveText('Cuenta del enlacePablo Martín Ruizpablo.martin@example.com');
    // Unanswered: still Marta, everywhere.
    await expect.poll(() => sessionOf(page)).toEqual(before);
    expect(await scan(page, 'session switch dialog')).toEqual([]);

    await page.getByRole('button', { name: 'Seguir como Marta García López' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => sessionOf(page)).toEqual(before);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    // A reload does not ask again: the link's token has left the address.
    await page.reload();
    await page.getByTestId('cart-item').waitFor();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => sessionOf(page)).toEqual(before);
    expect(uncaught(errors)).toEqual([]);
  });

  test('Escape keeps the current buyer too (keyboard)', async ({ openPage }) => {
    const { page, before } = await signedInAsMarta(openPage);
    await page.goto(route('/checkout', { lang: 'es', token: tokenOf(pablo) }));
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => sessionOf(page)).toEqual(before);
  });

  test('"switch" signs in the link\'s buyer and keeps the cart', async ({ openPage }) => {
    const { page, errors, before } = await signedInAsMarta(openPage, 'phone');
    await page.goto(route('/checkout', { lang: 'es', token: tokenOf(pablo) }));
    await dialog(page).waitFor();
    await page.getByRole('button', { name: 'Cambiar a Pablo Martín Ruiz' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect(page.getByTestId('avatar-initials')).toHaveText('PM');
    await expect.poll(() => sessionOf(page)).toEqual({ ...before, stored: pablo, tab: pablo, initials: 'PM' });
    expect(uncaught(errors)).toEqual([]);
  });

  test("the same buyer's new token is taken silently (a refresh of the data)", async ({ openPage }) => {
    const { page, before } = await signedInAsMarta(openPage);
    const renamed = { ...marta, nombre: 'Marta Isabel' };
    await page.goto(route('/checkout', { lang: 'es', token: tokenOf(renamed) }));
    await page.getByTestId('cart-item').waitFor();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => sessionOf(page)).toEqual({ ...before, stored: renamed, tab: renamed });
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  });

  test('with nobody signed in, the token is taken (the spec), without asking', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(route('/checkout', { lang: 'es', token: tokenOf(pablo) }));
    await page.getByTestId('avatar-initials').waitFor();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => sessionOf(page)).toMatchObject({ stored: pablo, tab: pablo, initials: 'PM' });
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  });
});
