import type { RemoteContracts } from '@suscripciones/shared/contracts/remotes';
import { registerTranslations } from '@suscripciones/shared/i18n/i18n';
import { landingTranslations } from '../i18n/landingTranslations';
import { LandingPage } from '../landing/LandingPage';

registerTranslations('landing', landingTranslations);

const page: RemoteContracts['landing/LandingPage']['default'] = LandingPage;
export default page;
