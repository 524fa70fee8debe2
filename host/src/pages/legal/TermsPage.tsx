import { useLanguage } from '@suscripciones/shared';
import { LegalPage } from './LegalPage';
import { termsContent } from './termsContent';

/** /terms: the terms and conditions in the page's language. */
export default function TermsPage() {
  const language = useLanguage();
  return <LegalPage document={termsContent[language]} testId="terms-page" />;
}
