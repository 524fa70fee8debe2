import type { RemoteContracts } from '@suscripciones/shared/contracts/remotes';
import { registerTranslations } from '@suscripciones/shared/i18n/i18n';
import { paymentTranslations } from '../i18n/paymentTranslations';
import { PaymentPage } from '../payment/PaymentPage';

registerTranslations('payment', paymentTranslations);

const page: RemoteContracts['payment/PaymentPage']['default'] = PaymentPage;
export default page;
