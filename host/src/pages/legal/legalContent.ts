export type { LegalDocument, LocalisedLegalDocument } from './legalTypes';
export { termsContent } from './termsContent';
export { privacyContent } from './privacyContent';
