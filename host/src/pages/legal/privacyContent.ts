import type { LocalisedLegalDocument } from '../../legal/legalTypes';
import en from '../../legal/en/privacy.md';
import es from '../../legal/es/privacy.md';
import pt from '../../legal/pt/privacy.md';

/**
 * Privacy policy of the subscription and shop service: sections 1 to 14.
 * Section ids are anchors and must stay identical and in the same order in
 * every language. The storage keys quoted in section 12 are the real ones
 * (cart, session, guided-tour flag).
 * The texts are host/src/legal/<language>/privacy.md, read at build time.
 */
export const privacyContent: LocalisedLegalDocument = { es, en, pt };
