import { useLanguage } from '@suscripciones/shared';
import { LegalPage } from './LegalPage';
import { privacyContent } from './privacyContent';

/** /privacy: the privacy policy in the page's language. */
export default function PrivacyPage() {
  const language = useLanguage();
  return <LegalPage document={privacyContent[language]} testId="privacy-page" />;
}
