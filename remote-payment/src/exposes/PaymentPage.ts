import { registerTranslations, type RemoteContracts } from '@suscripciones/shared';
import { paymentLocales } from '../i18n/paymentLocales';
import { PaymentPage } from '../payment/PaymentPage';
import { preloadPayment } from '../payment/paymentParts';

registerTranslations('payment', paymentLocales);

const page: RemoteContracts['payment/PaymentPage']['default'] = PaymentPage;
export default page;
export const preload: RemoteContracts['payment/PaymentPage']['preload'] = () => preloadPayment();
