import { defineTranslations } from '../translations';

/** Texts of the shared UI primitives. */
export const commonTranslations = defineTranslations({
  en: {
    loading: 'Loading…',
    back: 'Back',
    close: 'Close',
    retry: 'Try again',
    notifications: 'Notifications',
    addedToCart: '{{name}} was added to your cart.',
  },
  es: {
    loading: 'Cargando…',
    back: 'Volver',
    close: 'Cerrar',
    retry: 'Reintentar',
    notifications: 'Notificaciones',
    addedToCart: '{{name}} se ha añadido a tu carrito.',
  },
  pt: {
    loading: 'Carregando…',
    back: 'Voltar',
    close: 'Fechar',
    retry: 'Tentar novamente',
    notifications: 'Notificações',
    addedToCart: '{{name}} foi adicionado ao seu carrinho.',
  },
});
