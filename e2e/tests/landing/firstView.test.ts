import { landingReady, layoutShiftTotal, openPage, recordLayoutShifts, route, useBrowser, viewports } from '../../support/browser';
import { langs, type Lang } from '../../support/texts';
import { skipTour } from './support';

/**
 * The landing painted from HTML: the server puts the host's shell and the
 * landing's first view in the page's language into the page, with the
 * offers' snapshot the landing's job rendered (offersSnapshot.test.ts); the
 * scripts hydrate it. The texts are the landing's and the host's
 * translations as a visitor reads them.
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

/** The offers of the language's region as the snapshot in the HTML shows them (the seed's, as call 1 answers them). */
const offers: Record<Lang, { tab: string; ids: number[]; first: { name: string; price: string; benefit: string } }> = {
  es: { tab: 'España', ids: [1, 2, 3, 4], first: { name: 'Plan Premium porciNews España', price: '120 €', benefit: 'Revista impresa trimestral' } },
  en: { tab: 'Global', ids: [8], first: { name: 'nutriNews Premium Plan International', price: '$130', benefit: 'Over 100 training capsules' } },
  pt: { tab: 'Brasil', ids: [6, 7], first: { name: 'Plano Premium aviNews Brasil', price: '$89', benefit: 'Revista impressa trimestral' } },
};
const subscribeText: Record<Lang, string> = { es: 'Suscribirme', en: 'Subscribe', pt: 'Assinar' };

interface JsonLdProduct {
  '@type': string;
  name: string;
  image: string;
  offers: { '@type': string; price: string; priceCurrency: string; availability: string; url: string };
}

/** The amount a card shows ("120 €", "$89", "99,50 €") as a number. */
const shownAmount = (text: string): number => Number(text.replace(/[^\d,.]/g, '').replace(',', '.'));

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
        // The offers of the language's region, before any script: tabs, cards, prices, benefits, and Subscribe
        // as a link to the checkout with the offer in the page's language.
        const expected = offers[lang];
        await expect(page.getByRole('tab', { name: expected.tab, exact: true }).getAttribute('aria-selected')).resolves.toBe('true');
        const cards = page.getByRole('tabpanel').getByTestId('subscription-card');
        await expect(cards.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-offer-id'))))).resolves.toEqual(expected.ids);
        const first = cards.first();
        await expect(first.getByRole('heading', { level: 3 }).textContent()).resolves.toBe(expected.first.name);
        await expect(first.getByTestId('offer-price').isVisible()).resolves.toBe(true);
        await expect(first.getByTestId('offer-price').textContent()).resolves.toContain(expected.first.price);
        await expect(first.getByText(expected.first.benefit, { exact: true }).isVisible()).resolves.toBe(true);
        for (const [index, id] of expected.ids.entries()) {
          await expect(cards.nth(index).getByRole('link', { name: subscribeText[lang] }).getAttribute('href')).resolves.toBe(
            `/suscripciones/checkout?ids=${id}&lang=${lang}`,
          );
        }
        if (viewport === 'desktop') {
          // Search engines read each offer as a schema.org Product with its Offer, at the price its card shows.
          const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
          expect(jsonLd).toHaveLength(1);
          const graph = (JSON.parse(jsonLd[0] ?? '') as { '@context': string; '@graph': JsonLdProduct[] })['@graph'];
          expect(graph).toHaveLength(9);
          for (const product of graph) {
            expect(product).toEqual({
              '@type': 'Product',
              name: expect.any(String),
              image: expect.stringMatching(/^http:\/\/localhost:\d+\/.+/),
              offers: {
                '@type': 'Offer',
                price: expect.stringMatching(/^\d+\.\d{2}$/),
                priceCurrency: expect.stringMatching(/^(EUR|USD)$/),
                availability: 'https://schema.org/InStock',
                url: expect.stringMatching(new RegExp(`^/suscripciones/checkout\\?ids=\\d+&lang=${lang}$`)),
              },
            });
          }
          for (const [index, id] of expected.ids.entries()) {
            const product = graph.find((candidate) => candidate.offers.url === `/suscripciones/checkout?ids=${id}&lang=${lang}`);
            await expect(cards.nth(index).getByRole('heading', { level: 3 }).textContent()).resolves.toBe(product?.name);
            const shown = (await cards.nth(index).locator('[data-testid="offer-price"] > span').first().textContent()) ?? '';
            expect(Number(product?.offers.price)).toBe(shownAmount(shown));
          }
        }
        // Styled, not raw HTML: the title is the page's display type, and nothing is wider than the screen.
        const fontSize = await page.getByRole('heading', { level: 1 }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(fontSize).toBeGreaterThanOrEqual(24);
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewports[viewport].width);
        if (viewport === 'phone') {
          // Subscribe leads to the checkout with the offer, scripts or not.
          await cards.first().getByRole('link', { name: subscribeText[lang] }).click();
          await page.waitForURL((url) => url.pathname === '/suscripciones/checkout');
          expect(new URL(page.url()).search).toBe(`?ids=${expected.ids[0]}&lang=${lang}`);
        }
        await context.close();
      }
    },
  );

  it('is served as HTML: the page of each language has its first view before any script runs', async () => {
    const descriptions = new Set<string>();
    for (const lang of langs) {
      const html = await (await fetch(route('/', { lang }))).text();
      expect(html).toContain(`<html lang="${lang}"`);
      // A description for search engines, in the page's language.
      const description = /<meta name="description" content="([^"]{60,160})"/.exec(html)?.[1];
      expect(description).toBeDefined();
      descriptions.add(description ?? '');
      expect(html).toContain(`>${firstView[lang].title}</h1>`);
      // The offers, not their placeholders: the snapshot's cards, its data for the hydration, and its JSON-LD.
      expect(html).not.toContain('data-testid="offers-placeholder"');
      expect(html).toContain('data-testid="subscription-card"');
      expect(html).toMatch(/<script type="application\/json" data-offers-snapshot="">\{"takenAt":"[^"]+","offers":\[/);
      expect(html).toContain('<script type="application/ld+json">');
    }
    expect(descriptions.size).toBe(langs.length);
    // Other routes get the shell only, never the landing.
    const checkout = await (await fetch(route('/checkout', { lang: 'pt' }))).text();
    expect(checkout).toContain('<html lang="pt"');
    expect(checkout).not.toContain('landing-title');
  });

  it.each(langs)('hydrates the prerendered page in %s: the same elements, the offers from the HTML on, no placeholder, no errors', async (lang) => {
    const { page, context, errors } = await openPage(browser(), 'phone');
    await skipTour(context);
    // Keeps the title and first card elements the HTML parser made, before any script of the page runs, and
    // notes any placeholder of the offers that ever shows.
    await page.addInitScript(() => {
      const seen = window as unknown as { prerenderedTitle?: Element; prerenderedCard?: Element; placeholderShown?: boolean };
      const keep = () => {
        seen.prerenderedTitle ??= document.getElementById('landing-title') ?? undefined;
        seen.prerenderedCard ??= document.querySelector('[data-testid="subscription-card"]') ?? undefined;
        if (document.querySelector('[data-testid="offers-placeholder"]')) seen.placeholderShown = true;
      };
      new MutationObserver(keep).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route('/', { lang }));
    await landingReady(page);
    // Hydrated, not rendered again: React adopted the elements the HTML made, the snapshot's cards among them.
    const kept = await page.evaluate(() => {
      const seen = window as unknown as { prerenderedTitle?: Element; prerenderedCard?: Element; placeholderShown?: boolean };
      return {
        title: seen.prerenderedTitle === document.getElementById('landing-title'),
        card: seen.prerenderedCard !== undefined && seen.prerenderedCard === document.querySelector('[data-testid="subscription-card"]'),
        placeholder: seen.placeholderShown === true,
      };
    });
    expect(kept).toEqual({ title: true, card: true, placeholder: false });
    // After the hydration Subscribe is the spec's button (add once, toast, checkout).
    await expect(page.getByRole('tabpanel').getByRole('button', { name: subscribeText[lang] }).count()).resolves.toBe(offers[lang].ids.length);
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
