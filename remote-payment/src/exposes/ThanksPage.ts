import type { RemoteContracts } from '@suscripciones/shared/contracts/remotes';
import { registerTranslations } from '@suscripciones/shared/i18n/i18n';
import { paymentTranslations } from '../i18n/paymentTranslations';
import { ThanksPage } from '../thanks/ThanksPage';

registerTranslations('payment', paymentTranslations);

const page: RemoteContracts['payment/ThanksPage']['default'] = ThanksPage;
export default page;
