import { langs, type Lang } from '../../support/texts';
import { skipTour } from './support';
import { expect, test } from '../../support/fixtures';
import { route, viewports } from '../../support/stack';
import { framesDrawn, landingReady, layoutShiftTotal, recordLayoutShifts } from '../../support/pages';

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

/** The first view's tests: against the Node stack (firstView.test.ts) and the nginx stack (prod/landing.test.ts). */
export function describeFirstView(): void {
  test.describe('the landing painted from HTML', () => {
    for (const lang of langs) {
      test(`with scripts off, shows the header, title, intro and section headings in ${lang}, with <html lang> and a translated no-script message`, async ({
        openPage,
      }) => {
        for (const viewport of ['phone', 'desktop'] as const) {
          const { page, context } = await openPage(viewport, { javaScriptEnabled: false });
          await page.goto(route('/', { lang }));
          const texts = firstView[lang];
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          // The header: its menu on a phone, its links on a desktop.
          const header = page.getByRole('banner');
          const headerEntry =
            viewport === 'phone' ? header.getByRole('button', { name: texts.openMenu }) : header.getByRole('link', { name: texts.memberships, exact: true });
          await expect(headerEntry).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
          await expect(page.getByText(texts.subtitle, { exact: true })).toBeVisible();
          for (const heading of texts.sections) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
          // The no-script message opens the page, where it is read first.
          const message = page.getByText(texts.noScript, { exact: true });
          await expect(message).toBeVisible();
          await expect.poll(() => message.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(10);
          // The offers of the language's region, before any script: tabs, cards, prices, benefits, and Subscribe
          // as a link to the checkout with the offer in the page's language.
          const expected = offers[lang];
          await expect(page.getByRole('tab', { name: expected.tab, exact: true })).toHaveAttribute('aria-selected', 'true');
          const cards = page.getByRole('tabpanel').getByTestId('subscription-card');
          await expect
            .poll(() => cards.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-offer-id')))))
            .toEqual(expected.ids);
          const first = cards.first();
          await expect(first.getByRole('heading', { level: 3 })).toHaveText(expected.first.name);
          await expect(first.getByTestId('offer-price')).toBeVisible();
          await expect(first.getByTestId('offer-price')).toContainText(expected.first.price);
          await expect(first.getByText(expected.first.benefit, { exact: true })).toBeVisible();
          for (const [index, id] of expected.ids.entries()) {
            await expect(cards.nth(index).getByRole('link', { name: subscribeText[lang] })).toHaveAttribute(
              'href',
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
              await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(product?.name ?? '');
              const shown = (await cards.nth(index).locator('[data-testid="offer-price"] > span').first().textContent()) ?? '';
              expect(Number(product?.offers.price)).toBe(shownAmount(shown));
            }
          }
          // Styled, not raw HTML: the title is the page's display type, and nothing is wider than the screen.
          const fontSize = await page.getByRole('heading', { level: 1 }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
          expect(fontSize).toBeGreaterThanOrEqual(24);
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports[viewport].width);
          if (viewport === 'phone') {
            // Subscribe leads to the checkout with the offer, scripts or not.
            await cards.first().getByRole('link', { name: subscribeText[lang] }).click();
            await page.waitForURL((url) => url.pathname === '/suscripciones/checkout');
            expect(new URL(page.url()).search).toBe(`?ids=${expected.ids[0]}&lang=${lang}`);
          }
          await context.close();
        }
      });
    }

    test('is served as HTML: the page of each language has its first view before any script runs', async () => {
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

    for (const lang of langs) {
      test(`hydrates the prerendered page in ${lang}: the same elements, the offers from the HTML on, no placeholder, no errors`, async ({ openPage }) => {
        const { page, context, errors } = await openPage('phone');
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
        await expect(page.getByRole('tabpanel').getByRole('button', { name: subscribeText[lang] })).toHaveCount(offers[lang].ids.length);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstView[lang].title);
        // The host logs a hydration mismatch (onRecoverableError) as a console error.
        expect(errors).toEqual([]);
      });
    }

    for (const viewport of ['phone', 'desktop'] as const) {
      test(`does not shift its layout while the scripts and offers arrive (${viewport})`, async ({ openPage }) => {
        const { page, context } = await openPage(viewport);
        await skipTour(context);
        await recordLayoutShifts(page);
        await page.goto(route('/', { lang: 'es' }));
        await page.getByTestId('subscription-card').first().waitFor();
        // Everything has arrived: the scripts and the live offers, then the sections below them, hydrated last.
        await landingReady(page);
        await page.locator('#campus img').waitFor({ state: 'attached' });
        await framesDrawn(page);
        await expect.poll(() => layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
      });
    }
  });
}
