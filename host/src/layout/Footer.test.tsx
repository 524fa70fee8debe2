/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@suscripciones/kit/testing';
import { i18n, registerTranslations, type Language } from '@suscripciones/shared';
import { initI18n } from '@suscripciones/kit/testing';
import { hostTranslations } from '../i18n/hostTranslations';
import { termsContent } from '../pages/legal/legalContent';
import { Footer } from './Footer';

beforeAll(() => {
  initI18n('en');
  registerTranslations('host', hostTranslations);
});

const languages: readonly Language[] = ['es', 'en', 'pt'];
const portal = { name: 'agriNews', parentSiteUrl: 'https://agrinews.example/' };

function renderFooter(language: Language): string {
  void i18n.changeLanguage(language);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/checkout']}>
      <Footer language={language} portal={portal} />
    </MemoryRouter>,
  );
}

/** Every text of the terms in one lower-case string. */
const termsText = (language: Language): string =>
  termsContent[language].sections
    .flatMap((section) => [...section.paragraphs, ...(section.items ?? [])])
    .join('\n')
    .toLowerCase();

const withoutFinalStop = (text: string) => text.replace(/\.$/, '').toLowerCase();

describe('Footer', () => {
  it.each(languages)('in %s says who sells and where support is in the words of the terms', (language) => {
    const footer = hostTranslations[language].footer;
    const terms = termsText(language);
    for (const sentence of [footer.sellerEurope, footer.sellerWorld, footer.sellerDetails, footer.support]) {
      expect(terms).toContain(withoutFinalStop(sentence));
    }
  });

  it.each(languages)('in %s links terms and privacy with the language and the portal', (language) => {
    const html = renderFooter(language);
    expect(html).toContain(`href="/terms?lang=${language}"`);
    expect(html).toContain(`href="/privacy?lang=${language}"`);
    expect(html).toContain(`href="${portal.parentSiteUrl}"`);
    expect(html).toContain(hostTranslations[language].footer.sellerEurope);
  });

  it('before the portal is known (the prerendered shell) links home here, in the page language', () => {
    void i18n.changeLanguage('pt');
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Footer language="pt" portal={null} />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/suscripciones/?lang=pt"');
    expect(html).toContain(`>${hostTranslations.pt.header.home}<`);
  });

  it('renders on the server, the same every time (no effect, clock or randomness)', () => {
    expect(renderFooter('es')).toBe(renderFooter('es'));
  });
});
