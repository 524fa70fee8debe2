import { defineTranslations } from '@suscripciones/shared/i18n';

export const landingTranslations = defineTranslations({
  en: {
    title: 'Choose your membership',
    subtitle: 'Training, news and events for professionals of the agricultural sector.',
    error: 'Error: {{message}}',
    perYear: 'per year, charged annually',
    subscribe: 'Subscribe',
    subscribed: 'Already subscribed',
    empty: 'There are no memberships in this region yet.',
  },
  es: {
    title: 'Elige tu membresía',
    subtitle: 'Formación, noticias y eventos para los profesionales del sector agropecuario.',
    error: 'Error: {{message}}',
    perYear: 'al año, cobro anual',
    subscribe: 'Suscribirme',
    subscribed: 'Ya estás suscrito',
    empty: 'Todavía no hay membresías en esta región.',
  },
  pt: {
    title: 'Escolha sua assinatura',
    subtitle: 'Formação, notícias e eventos para os profissionais do setor agropecuário.',
    error: 'Error: {{message}}',
    perYear: 'por ano, cobrança anual',
    subscribe: 'Assinar',
    subscribed: 'Já assinado',
    empty: 'Ainda não há assinaturas nesta região.',
  },
});
