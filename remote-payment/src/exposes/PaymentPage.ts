import { registerTranslations, type RemoteContracts } from '@suscripciones/shared';
import { paymentLocales } from '../i18n/paymentLocales';
import { PaymentPage } from '../payment/PaymentPage';

registerTranslations('payment', paymentLocales);

const page: RemoteContracts['payment/PaymentPage']['default'] = PaymentPage;
export default page;
