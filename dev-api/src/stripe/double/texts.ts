import { textOf } from './text';
/** The provider's own texts for the card fields, in the languages the pages use. */
const en = {
  incomplete_number: 'Your card number is incomplete.',
  invalid_number: 'Your card number is invalid.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  incomplete_cvc: "Your card's security code is incomplete.",
  connection: 'An error occurred with our connection to Stripe. Request was retried 0 times.',
  placeholder_cardNumber: '1234 1234 1234 1234',
  placeholder_cardExpiry: 'MM / YY',
  placeholder_cardCvc: 'CVC',
  label_cardNumber: 'Credit or debit card number',
  label_cardExpiry: 'Credit or debit card expiration date',
  label_cardCvc: 'Credit or debit card CVC/CVV',
};

export type TextKey = keyof typeof en;

export const texts: Readonly<Record<'en' | 'es' | 'pt', Readonly<Record<TextKey, string>>>> = {
  en,
  es: {
    incomplete_number: 'El número de tu tarjeta está incompleto.',
    invalid_number: 'El número de tu tarjeta no es válido.',
    incomplete_expiry: 'La fecha de caducidad de tu tarjeta está incompleta.',
    invalid_expiry_month: 'El mes de caducidad de tu tarjeta no es válido.',
    invalid_expiry_year: 'El año de caducidad de tu tarjeta no es válido.',
    invalid_expiry_year_past: 'El año de caducidad de tu tarjeta ya ha pasado.',
    invalid_expiry_month_past: 'La fecha de caducidad de tu tarjeta ya ha pasado.',
    incomplete_cvc: 'El código de seguridad de tu tarjeta está incompleto.',
    connection: 'Se ha producido un error en la conexión con Stripe. La solicitud se ha reintentado 0 veces.',
    placeholder_cardNumber: '1234 1234 1234 1234',
    placeholder_cardExpiry: 'MM / AA',
    placeholder_cardCvc: 'CVC',
    label_cardNumber: 'Número de tarjeta de crédito o débito',
    label_cardExpiry: 'Fecha de caducidad de la tarjeta de crédito o débito',
    label_cardCvc: 'CVC/CVV de la tarjeta de crédito o débito',
  },
  pt: {
    incomplete_number: 'O número do seu cartão está incompleto.',
    invalid_number: 'O número do seu cartão é inválido.',
    incomplete_expiry: 'A data de validade do seu cartão está incompleta.',
    invalid_expiry_month: 'O mês de validade do seu cartão é inválido.',
    invalid_expiry_year: 'O ano de validade do seu cartão é inválido.',
    invalid_expiry_year_past: 'O ano de validade do seu cartão já passou.',
    invalid_expiry_month_past: 'A data de validade do seu cartão já passou.',
    incomplete_cvc: 'O código de segurança do seu cartão está incompleto.',
    connection: 'Ocorreu um erro na conexão com a Stripe. A solicitação foi repetida 0 vezes.',
    placeholder_cardNumber: '1234 1234 1234 1234',
    placeholder_cardExpiry: 'MM / AA',
    placeholder_cardCvc: 'CVC',
    label_cardNumber: 'Número do cartão de crédito ou débito',
    label_cardExpiry: 'Data de validade do cartão de crédito ou débito',
    label_cardCvc: 'CVC/CVV do cartão de crédito ou débito',
  },
};

export type Language = keyof typeof texts;

const isLanguage = (value: string): value is Language => value === 'en' || value === 'es' || value === 'pt';

/** The fields' language from a Stripe locale: `auto` (or none) follows the browser; anything unknown is English. */
export function languageOf(locale: unknown, browserLanguage: string): Language {
  let value = textOf(locale || 'auto');
  if (value === 'auto') value = browserLanguage || 'en';
  value = value.toLowerCase().slice(0, 2);
  return isLanguage(value) ? value : 'en';
}
