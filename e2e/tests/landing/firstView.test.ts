import { landingReady, layoutShiftTotal, openPage, recordLayoutShifts, route, useBrowser, viewports } from '../../support/browser';
import { langs, type Lang } from '../../support/texts';
import { skipTour } from './support';

/**
 * The landing painted from HTML: the server puts the host's shell
 * and the landing's first view, prerendered at build time in the page's
 * language, into the page; the scripts hydrate it. The texts are the
 * landing's and the host's translations as a visitor reads them.
 */
const firstView: Record<Lang, { title: string; subtitle: string; sections: string[]; noScript: string; memberships: string; openMenu: string }> = {
  es: {
    title: 'Elige tu membresía',
    subtitle: 'Formación, noticias y eventos para los profesionales del sector agropecuario.',
    sections: [
      'Campus de formación',
      'Eventos y congresos',
      'Revista impresa trimestral',
      'Tu biblioteca personal',
      'Ofertas de empleo',
      'Todo nuestro contenido, una sola membresía',
    ],
    noScript: 'Activa JavaScript en tu navegador para ver las membresías y comprar: el carrito y el pago con tarjeta lo necesitan.',
    memberships: 'Membresías',
    openMenu: 'Abrir menú',
  },
  en: {
    title: 'Choose your membership',
    subtitle: 'Training, news and events for professionals of the agricultural sector.',
    sections: [
      'Training campus',
      'Events and congresses',
      'Quarterly printed magazine',
      'Your personal library',
      'Job offers',
      'All our content, one membership',
    ],
    noScript: 'Turn on JavaScript in your browser to see the memberships and to buy: the cart and the card payment need it.',
    memberships: 'Memberships',
    openMenu: 'Open menu',
  },
  pt: {
    title: 'Escolha sua assinatura',
    subtitle: 'Formação, notícias e eventos para os profissionais do setor agropecuário.',
    sections: [
      'Campus de formação',
      'Eventos e congressos',
      'Revista impressa trimestral',
      'Sua biblioteca pessoal',
      'Ofertas de emprego',
      'Todo o nosso conteúdo, uma só assinatura',
    ],
    noScript: 'Ative o JavaScript no seu navegador para ver as assinaturas e comprar: o carrinho e o pagamento com cartão precisam dele.',
    memberships: 'Assinaturas',
    openMenu: 'Abrir menu',
  },
};

const browser = useBrowser();

describe('the landing painted from HTML', () => {
  it.each(langs)(
    'with scripts off, shows the header, title, intro and section headings in %s, with <html lang> and a translated no-script message',
    async (lang) => {
      for (const viewport of ['phone', 'desktop'] as const) {
        const { page, context } = await openPage(browser(), viewport, { javaScriptEnabled: false });
        await page.goto(route('/', { lang }));
        const texts = firstView[lang];
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
        // The header: its menu on a phone, its links on a desktop.
        const header = page.getByRole('banner');
        const headerEntry =
          viewport === 'phone' ? header.getByRole('button', { name: texts.openMenu }) : header.getByRole('link', { name: texts.memberships, exact: true });
        await expect(headerEntry.isVisible()).resolves.toBe(true);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(texts.title);
        await expect(page.getByText(texts.subtitle, { exact: true }).isVisible()).resolves.toBe(true);
        for (const heading of texts.sections) await expect(page.getByRole('heading', { level: 2, name: heading }).isVisible()).resolves.toBe(true);
        // The no-script message opens the page, where it is read first.
        const message = page.getByText(texts.noScript, { exact: true });
        await expect(message.isVisible()).resolves.toBe(true);
        await expect(message.evaluate((element) => element.getBoundingClientRect().top)).resolves.toBeLessThan(10);
        // Styled, not raw HTML: the title is the page's display type, and nothing is wider than the screen.
        const fontSize = await page.getByRole('heading', { level: 1 }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(fontSize).toBeGreaterThanOrEqual(24);
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewports[viewport].width);
        await context.close();
      }
    },
  );

  it('is served as HTML: the page of each language has its first view before any script runs', async () => {
    for (const lang of langs) {
      const html = await (await fetch(route('/', { lang }))).text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`>${firstView[lang].title}</h1>`);
      expect(html).toContain('data-testid="offers-placeholder"');
    }
    // Other routes get the shell only, never the landing.
    const checkout = await (await fetch(route('/checkout', { lang: 'pt' }))).text();
    expect(checkout).toContain('<html lang="pt"');
    expect(checkout).not.toContain('landing-title');
  });

  it.each(langs)('hydrates the prerendered page in %s: the same elements, no errors, and the offers in place of the placeholders', async (lang) => {
    const { page, context, errors } = await openPage(browser(), 'phone');
    await skipTour(context);
    // Keeps the title element the HTML parser made, before any script of the page runs.
    await page.addInitScript(() => {
      const keep = () => {
        const title = document.getElementById('landing-title');
        if (title) (window as unknown as { prerenderedTitle?: Element }).prerenderedTitle ??= title;
      };
      new MutationObserver(keep).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route('/', { lang }));
    await landingReady(page);
    await page.getByTestId('subscription-card').first().waitFor();
    await expect(page.getByTestId('offers-placeholder').count()).resolves.toBe(0);
    // Hydrated, not rendered again: React adopted the element the HTML made.
    await expect(
      page.evaluate(() => (window as unknown as { prerenderedTitle?: Element }).prerenderedTitle === document.getElementById('landing-title')),
    ).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(firstView[lang].title);
    // The host logs a hydration mismatch (onRecoverableError) as a console error.
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)('does not shift its layout while the scripts and offers arrive (%s)', async (viewport) => {
    const { page, context } = await openPage(browser(), viewport);
    await skipTour(context);
    await recordLayoutShifts(page);
    await page.goto(route('/', { lang: 'es' }));
    await page.getByTestId('subscription-card').first().waitFor();
    await page.waitForTimeout(1000);
    await expect(layoutShiftTotal(page)).resolves.toBeLessThanOrEqual(0.02);
    await context.close();
  });
});
