import { privacyContent, termsContent } from './legalContent';
import type { LegalDocument, LocalisedLegalDocument } from './legalContent';

type LanguageKey = keyof LocalisedLegalDocument;

const languages: readonly LanguageKey[] = ['es', 'en', 'pt'];

/** Every visible text of a document, for regex checks. */
function joinedText(document: LegalDocument): string {
  return [
    document.title,
    document.updatedLabel,
    document.updated,
    document.tocLabel,
    document.intro ?? '',
    ...document.sections.flatMap((section) => [section.title, ...section.paragraphs, ...(section.items ?? [])]),
  ].join('\n');
}

function sectionIds(document: LegalDocument): string[] {
  return document.sections.map((section) => section.id);
}

/** The leading number of a title such as "7. Refunds", or null when unnumbered. */
function sectionNumber(title: string): number | null {
  const match = /^(\d+)\.\s/.exec(title);
  return match?.[1] ? Number(match[1]) : null;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

describe.each([
  ['terms', termsContent],
  ['privacy', privacyContent],
] as const)('%s content', (_name, content) => {
  it('exists in exactly es, en and pt', () => {
    expect(Object.keys(content).sort()).toEqual(['en', 'es', 'pt']);
  });

  it('has the same section ids in the same order in every language', () => {
    const reference = sectionIds(content.es);
    expect(new Set(reference).size).toBe(reference.length);
    for (const language of languages) {
      expect(sectionIds(content[language])).toEqual(reference);
    }
  });

  it('uses ids that are valid, readable anchors', () => {
    for (const id of sectionIds(content.en)) {
      expect(id).toMatch(/^[a-z][a-z-]*[a-z]$/);
    }
  });

  it.each(languages)('has every label and section text filled in (%s)', (language) => {
    const document = content[language];
    for (const text of [document.title, document.updatedLabel, document.updated, document.tocLabel]) {
      expect(text.trim()).not.toBe('');
    }
    expect(document.updatedIso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const section of document.sections) {
      expect(section.title.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const text of [...section.paragraphs, ...(section.items ?? [])]) {
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('numbers the sections the same way in every language', () => {
    const reference = content.es.sections.map((section) => sectionNumber(section.title));
    for (const language of languages) {
      expect(content[language].sections.map((section) => sectionNumber(section.title))).toEqual(reference);
    }
  });

  it.each(languages)('gives no e-mail address, phone number or web address (%s)', (language) => {
    const text = joinedText(content[language]);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(text).not.toMatch(/\+?\d[\d\s().-]{7,}\d/);
    expect(text).not.toMatch(/https?:\/\/|www\./i);
  });
});

describe('terms content', () => {
  it('starts with identification, has sections 2 to 12, and ends with contact', () => {
    for (const language of languages) {
      const sections = termsContent[language].sections;
      expect(sections[0]?.id).toBe('identification');
      expect(sections.at(-1)?.id).toBe('contact');
      const numbered = sections.slice(1, -1).map((section) => sectionNumber(section.title));
      expect(numbered).toEqual(range(2, 12));
    }
  });

  it('was last updated on 29 April 2025 in every language', () => {
    expect(termsContent.es.updated).toBe('29 de abril de 2025');
    expect(termsContent.en.updated).toBe('29 April 2025');
    expect(termsContent.pt.updated).toBe('29 de abril de 2025');
    for (const language of languages) {
      expect(termsContent[language].updatedIso).toBe('2025-04-29');
    }
  });

  const requiredFacts: Record<LanguageKey, Record<string, RegExp>> = {
    es: {
      'European entity in EUR': /entidad vendedora europea[^\n]*euros \(EUR\)/,
      'international entity in USD': /entidad vendedora internacional[^\n]*\(USD\)/,
      'Premium Plan charged annually': /Plan Premium[^\n]*se cobra anualmente/,
      'over 100 training capsules': /más de 100 cápsulas formativas/,
      'quarterly printed magazine': /revista impresa[^\n]*trimestral/,
      'partner prices for members': /precios? de socio/,
      'payment by card': /pago se realiza con tarjeta/,
      'no refunds once access is given, except where the law requires':
        /no se realizan reembolsos una vez dado el acceso al contenido digital, salvo cuando la ley lo exija/,
      'benefits listed': /descuentos en eventos y cursos[\s\S]*contenido premium[\s\S]*ofertas de empleo[\s\S]*biblioteca personal[\s\S]*cursos gratuitos/,
      'contact through the support line or the contact page': /línea de atención[^\n]*página de contacto/,
    },
    en: {
      'European entity in EUR': /European selling entity[^\n]*euros \(EUR\)/,
      'international entity in USD': /international selling entity[^\n]*\(USD\)/,
      'Premium Plan charged annually': /Premium Plan[^\n]*charged annually/,
      'over 100 training capsules': /over 100 training capsules/,
      'quarterly printed magazine': /printed magazine, published quarterly/,
      'partner prices for members': /partner prices?/,
      'payment by card': /Payment is made by card/,
      'no refunds once access is given, except where the law requires':
        /no refunds are made once access to the digital content has been given, except where the law requires it/,
      'benefits listed': /discounts on events and courses[\s\S]*premium content[\s\S]*job offers[\s\S]*personal library[\s\S]*free courses/,
      'contact through the support line or the contact page': /support line[^\n]*contact page/,
    },
    pt: {
      'European entity in EUR': /entidade vendedora europeia[^\n]*euros \(EUR\)/,
      'international entity in USD': /entidade vendedora internacional[^\n]*\(USD\)/,
      'Premium Plan charged annually': /Plano Premium[^\n]*cobrado anualmente/,
      'over 100 training capsules': /mais de 100 cápsulas de treinamento/,
      'quarterly printed magazine': /revista impressa[^\n]*trimestral/,
      'partner prices for members': /preços? de sócio/,
      'payment by card': /pagamento é feito com cartão/,
      'no refunds once access is given, except where the law requires':
        /não há reembolso depois que o acesso ao conteúdo digital é concedido, exceto quando a lei exigir/,
      'benefits listed': /descontos em eventos e cursos[\s\S]*conteúdo premium[\s\S]*vagas de emprego[\s\S]*biblioteca pessoal[\s\S]*cursos gratuitos/,
      'contact through the support line or the contact page': /linha de atendimento[^\n]*página de contato/,
    },
  };

  describe.each(languages)('required facts (%s)', (language) => {
    const text = joinedText(termsContent[language]);
    it.each(Object.entries(requiredFacts[language]))('states: %s', (_fact, pattern) => {
      expect(text).toMatch(pattern);
    });
  });
});

describe('privacy content', () => {
  it('has sections 1 to 14 in every language', () => {
    for (const language of languages) {
      const numbers = privacyContent[language].sections.map((section) => sectionNumber(section.title));
      expect(numbers).toEqual(range(1, 14));
    }
  });

  it('starts with the controller and ends with contact', () => {
    for (const language of languages) {
      const sections = privacyContent[language].sections;
      expect(sections[0]?.id).toBe('controller');
      expect(sections.at(-1)?.id).toBe('contact');
    }
  });

  const storageKeys = /agrishop[\s\S]*decodedToken[\s\S]*tourCompletedSubscriptions/;

  const requiredFacts: Record<LanguageKey, Record<string, RegExp>> = {
    es: {
      'European entity in EUR': /entidad vendedora europea[^\n]*euros \(EUR\)/,
      'international entity in USD': /entidad vendedora internacional[^\n]*\(USD\)/,
      'card payment provider': /proveedor de pagos con tarjeta/,
      'card numbers never stored': /Nunca almacenamos números de tarjeta/,
      'fiscal data kept 5 to 10 years': /fiscales y de facturación[^\n]*entre 5 y 10 años/,
      'no data from children under 13': /No recogemos a sabiendas datos de menores de 13 años/,
      'cart, session and tour flag in local storage': storageKeys,
      'local storage explained': /almacenamiento local/,
    },
    en: {
      'European entity in EUR': /European selling entity[^\n]*euros \(EUR\)/,
      'international entity in USD': /international selling entity[^\n]*\(USD\)/,
      'card payment provider': /card payment provider/,
      'card numbers never stored': /We never store card numbers/,
      'fiscal data kept 5 to 10 years': /Fiscal and billing data[^\n]*between 5 and 10 years/,
      'no data from children under 13': /do not knowingly collect data from children under 13/,
      'cart, session and tour flag in local storage': storageKeys,
      'local storage explained': /local storage/,
    },
    pt: {
      'European entity in EUR': /entidade vendedora europeia[^\n]*euros \(EUR\)/,
      'international entity in USD': /entidade vendedora internacional[^\n]*\(USD\)/,
      'card payment provider': /provedor de pagamentos com cartão/,
      'card numbers never stored': /Nunca armazenamos números de cartão/,
      'fiscal data kept 5 to 10 years': /fiscais e de faturamento[^\n]*entre 5 e 10 anos/,
      'no data from children under 13': /Não coletamos intencionalmente dados de menores de 13 anos/,
      'cart, session and tour flag in local storage': storageKeys,
      'local storage explained': /armazenamento local/,
    },
  };

  describe.each(languages)('required facts (%s)', (language) => {
    const text = joinedText(privacyContent[language]);
    it.each(Object.entries(requiredFacts[language]))('states: %s', (_fact, pattern) => {
      expect(text).toMatch(pattern);
    });
  });

  it('lists the storage keys in the cookies section itself', () => {
    for (const language of languages) {
      const cookies = privacyContent[language].sections.find((section) => section.id === 'cookies');
      expect((cookies?.items ?? []).join('\n')).toMatch(storageKeys);
    }
  });
});
