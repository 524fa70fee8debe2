import { defineTranslations } from '@suscripciones/shared/i18n';

export const paymentTranslations = defineTranslations({
  en: {
    title: 'Payment',
    summary: 'Order summary',
    total: 'Total',
    thanks: { title: 'Thank you for your purchase!' },
  },
  es: {
    title: 'Pago',
    summary: 'Resumen del pedido',
    total: 'Total',
    thanks: { title: '¡Gracias por tu compra!' },
  },
  pt: {
    title: 'Pagamento',
    summary: 'Resumo do pedido',
    total: 'Total',
    thanks: { title: 'Obrigado pela sua compra!' },
  },
});
