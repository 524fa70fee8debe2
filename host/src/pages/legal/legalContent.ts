export type { LegalDocument, LocalisedLegalDocument } from '../../legal/legalTypes';
export { termsContent } from './termsContent';
export { privacyContent } from './privacyContent';
