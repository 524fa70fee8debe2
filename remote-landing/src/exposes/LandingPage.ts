import { registerTranslations, type RemoteContracts } from '@suscripciones/shared';
import { landingLocales } from '../i18n/landingLocales';
import { LandingPage } from '../landing/LandingPage';

registerTranslations('landing', landingLocales);

const page: RemoteContracts['landing/LandingPage']['default'] = LandingPage;
export default page;
