import { defineTranslations } from '@suscripciones/shared/i18n/i18n';
import { paymentTexts } from '../payment/paymentTexts';
import { thanksTexts } from '../thanks/thanksTexts';

/** The `payment` namespace: the payment page's texts plus `thanks.*`. */
export const paymentTranslations = defineTranslations({
  en: { ...paymentTexts.en, thanks: thanksTexts.en },
  es: { ...paymentTexts.es, thanks: thanksTexts.es },
  pt: { ...paymentTexts.pt, thanks: thanksTexts.pt },
});
