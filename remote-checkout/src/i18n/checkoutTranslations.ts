import { defineTranslations } from '@suscripciones/shared/i18n';

export const checkoutTranslations = defineTranslations({
  en: {
    title: 'Your cart',
    noProducts: 'Your cart is empty.',
    backHome: 'See memberships',
    remove: 'Remove {{name}}',
    total: 'Total',
    proceed: 'Proceed to payment',
  },
  es: {
    title: 'Tu carrito',
    noProducts: 'Tu carrito está vacío.',
    backHome: 'Ver membresías',
    remove: 'Quitar {{name}}',
    total: 'Total',
    proceed: 'Continuar con el pago',
  },
  pt: {
    title: 'Seu carrinho',
    noProducts: 'Seu carrinho está vazio.',
    backHome: 'Ver assinaturas',
    remove: 'Remover {{name}}',
    total: 'Total',
    proceed: 'Continuar para o pagamento',
  },
});
