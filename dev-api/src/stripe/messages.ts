/**
 * The provider's error texts, in the languages of the product. The English
 * ones are the card provider's own wording; like the real Stripe.js, the
 * double answers in the locale the page asked for (`Stripe(key, { locale })`).
 */
const en = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  incorrect_cvc: "Your card's security code is incorrect.",
  expired_card: 'Your card has expired.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  live_mode_test_card:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  authentication_failure: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  already_succeeded: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
  missing_payment_method:
    "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_cvc: "Your card's security code is invalid.",
  payment_method_consumed:
    'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
};

export type ApiMessageKey = keyof typeof en;

const texts: Readonly<Record<'en' | 'es' | 'pt', Readonly<Record<ApiMessageKey, string>>>> = {
  en,
  es: {
    generic_decline: 'Se ha rechazado tu tarjeta.',
    insufficient_funds: 'Tu tarjeta no tiene fondos suficientes.',
    incorrect_cvc: 'El código de seguridad de tu tarjeta es incorrecto.',
    expired_card: 'Tu tarjeta ha caducado.',
    processing_error: 'Se ha producido un error al procesar tu tarjeta. Vuelve a intentarlo dentro de un rato.',
    live_mode_test_card:
      'Se ha rechazado tu tarjeta. La solicitud estaba en modo de prueba, pero se usó una tarjeta real. Consulta las tarjetas de prueba válidas en https://stripe.com/docs/testing.',
    authentication_failure: 'No podemos autenticar tu método de pago. Elige otro método de pago y vuelve a intentarlo.',
    already_succeeded: 'No puedes confirmar este PaymentIntent porque ya se completó correctamente en una confirmación anterior.',
    missing_payment_method: 'No puedes confirmar este PaymentIntent porque no tiene método de pago.',
    incorrect_number: 'El número de tu tarjeta es incorrecto.',
    invalid_expiry_month: 'El mes de caducidad de tu tarjeta no es válido.',
    invalid_expiry_year: 'El año de caducidad de tu tarjeta no es válido.',
    invalid_cvc: 'El código de seguridad de tu tarjeta no es válido.',
    payment_method_consumed:
      'El PaymentMethod indicado ya se usó con un PaymentIntent sin estar asociado a un Customer, se compartió con una cuenta conectada sin asociarlo a un Customer o se desasoció de un Customer. No se puede volver a usar. Para usar un PaymentMethod varias veces, asócialo antes a un Customer.',
  },
  pt: {
    generic_decline: 'Seu cartão foi recusado.',
    insufficient_funds: 'Seu cartão não tem saldo suficiente.',
    incorrect_cvc: 'O código de segurança do seu cartão está incorreto.',
    expired_card: 'Seu cartão expirou.',
    processing_error: 'Ocorreu um erro ao processar seu cartão. Tente novamente em alguns instantes.',
    live_mode_test_card:
      'Seu cartão foi recusado. A solicitação estava em modo de teste, mas usou um cartão real. Veja os cartões de teste válidos em https://stripe.com/docs/testing.',
    authentication_failure: 'Não foi possível autenticar sua forma de pagamento. Escolha outra forma de pagamento e tente novamente.',
    already_succeeded: 'Você não pode confirmar este PaymentIntent porque ele já foi concluído em uma confirmação anterior.',
    missing_payment_method: 'Você não pode confirmar este PaymentIntent porque ele não tem forma de pagamento.',
    incorrect_number: 'O número do seu cartão está incorreto.',
    invalid_expiry_month: 'O mês de validade do seu cartão é inválido.',
    invalid_expiry_year: 'O ano de validade do seu cartão é inválido.',
    invalid_cvc: 'O código de segurança do seu cartão é inválido.',
    payment_method_consumed:
      'O PaymentMethod informado já foi usado com um PaymentIntent sem estar associado a um Customer, foi compartilhado com uma conta conectada sem associação a um Customer ou foi desassociado de um Customer. Ele não pode ser usado novamente. Para usar um PaymentMethod várias vezes, associe-o antes a um Customer.',
  },
};

/** `es`, `es-ES`, `pt-BR`… to one of the double's languages; English otherwise (also for `auto`). */
function doubleLocale(locale: string | undefined): keyof typeof texts {
  const language = (locale ?? '').trim().toLowerCase().slice(0, 2);
  return language === 'es' || language === 'pt' ? language : 'en';
}

export const apiMessage = (key: ApiMessageKey, locale: string | undefined): string => texts[doubleLocale(locale)][key];
