import type { RemoteContracts } from '@suscripciones/shared/contracts/remotes';
import { registerTranslations } from '@suscripciones/shared/i18n/i18n';
import { landingLocales } from '../i18n/landingLocales';
import { LandingPage } from '../landing/LandingPage';

registerTranslations('landing', landingLocales);

const page: RemoteContracts['landing/LandingPage']['default'] = LandingPage;
export default page;
