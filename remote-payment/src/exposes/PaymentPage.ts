import type { RemoteContracts } from '@suscripciones/shared/contracts/remotes';
import { registerTranslations } from '@suscripciones/shared/i18n/i18n';
import { paymentLocales } from '../i18n/paymentLocales';
import { PaymentPage } from '../payment/PaymentPage';

registerTranslations('payment', paymentLocales);

const page: RemoteContracts['payment/PaymentPage']['default'] = PaymentPage;
export default page;
