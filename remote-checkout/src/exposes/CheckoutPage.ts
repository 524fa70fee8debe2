import type { RemoteContracts } from '@suscripciones/shared/contracts/remotes';
import { registerTranslations } from '@suscripciones/shared/i18n/i18n';
import { checkoutTranslations } from '../i18n/checkoutTranslations';
import { CheckoutPage } from '../checkout/CheckoutPage';

registerTranslations('checkout', checkoutTranslations);

const page: RemoteContracts['checkout/CheckoutPage']['default'] = CheckoutPage;
export default page;
