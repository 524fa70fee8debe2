/**
 * The user-facing texts the fault and security tests expect, per language:
 * what a buyer must read when something fails (the error keys of docs/rules.md, as translated).
 */
export type Lang = 'es' | 'en' | 'pt';
export const langs: readonly Lang[] = ['es', 'en', 'pt'];

export const texts = {
  memberships: { es: 'Membresías', en: 'Memberships', pt: 'Assinaturas' },
  retry: { es: 'Reintentar', en: 'Try again', pt: 'Tentar novamente' },
  remoteFailure: {
    es: 'Esta sección no está disponible en este momento.',
    en: 'This section is not available right now.',
    pt: 'Esta seção não está disponível no momento.',
  },
  startupError: { en: 'The page could not be loaded.' },
  errorFilteringProducts: {
    es: 'No hemos podido cargar los productos de tu carrito. Inténtalo de nuevo en unos momentos.',
    en: 'We could not load the products of your cart. Please try again in a moment.',
    pt: 'Não foi possível carregar os produtos do seu carrinho. Tente novamente em alguns instantes.',
  },
  errorProcessingPayment: { es: 'Error al procesar el pago', en: 'Error processing payment', pt: 'Erro ao processar o pagamento' },
  errorInvalidCountry: {
    es: 'País no válido, por favor selecciona un país válido.',
    en: 'Invalid country selected, please select a valid country.',
    pt: 'País inválido, por favor selecione um país válido.',
  },
  errorRequiredFields: {
    es: 'Por favor, completa todos los campos obligatorios.',
    en: 'Please fill in all the required fields.',
    pt: 'Por favor, preencha todos os campos obrigatórios.',
  },
  countryPlaceholder: { en: 'Select your country' },
  proceed: { es: 'Continuar con el pago', en: 'Proceed to payment' },
} as const;
