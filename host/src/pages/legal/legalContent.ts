export type { LegalDocument, LegalSection, LocalisedLegalDocument } from './legalTypes';
export { termsContent } from './termsContent';
export { privacyContent } from './privacyContent';
