import { registerTranslations, type RemoteContracts } from '@suscripciones/shared';
import { paymentLocales } from '../i18n/paymentLocales';
import { ThanksPage } from '../thanks/ThanksPage';

registerTranslations('payment', paymentLocales);

const page: RemoteContracts['payment/ThanksPage']['default'] = ThanksPage;
export default page;
