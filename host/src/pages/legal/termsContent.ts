import type { LocalisedLegalDocument } from '../../legal/legalTypes';
import en from '../../legal/en/terms.md';
import es from '../../legal/es/terms.md';
import pt from '../../legal/pt/terms.md';

/**
 * Terms and conditions of the subscription and shop service, last updated on
 * 29 April 2025: identification, sections 2 to 12 and contact. Section ids are
 * anchors and must stay identical and in the same order in every language.
 * The texts are host/src/legal/<language>/terms.md, read at build time.
 */
export const termsContent: LocalisedLegalDocument = { es, en, pt };
