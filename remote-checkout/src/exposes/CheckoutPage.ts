import { registerTranslations, type RemoteContracts } from '@suscripciones/shared';
import { checkoutLocales } from '../i18n/checkoutLocales';
import { CheckoutPage } from '../checkout/CheckoutPage';

registerTranslations('checkout', checkoutLocales);

const page: RemoteContracts['checkout/CheckoutPage']['default'] = CheckoutPage;
export default page;
