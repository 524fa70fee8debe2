import type { RemoteContracts } from '@suscripciones/shared/contracts/remotes';
import { registerTranslations } from '@suscripciones/shared/i18n/i18n';
import { checkoutLocales } from '../i18n/checkoutLocales';
import { CheckoutPage } from '../checkout/CheckoutPage';

registerTranslations('checkout', checkoutLocales);

const page: RemoteContracts['checkout/CheckoutPage']['default'] = CheckoutPage;
export default page;
