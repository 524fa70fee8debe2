import type { RemoteContracts } from '@suscripciones/shared/contracts/remotes';
import { registerTranslations } from '@suscripciones/shared/i18n/i18n';
import { paymentLocales } from '../i18n/paymentLocales';
import { ThanksPage } from '../thanks/ThanksPage';

registerTranslations('payment', paymentLocales);

const page: RemoteContracts['payment/ThanksPage']['default'] = ThanksPage;
export default page;
