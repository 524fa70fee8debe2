import type { LegalDocument } from '../../host/src/pages/legal/legalTypes';

export function legalDocumentFromMarkdown(source: string, file: string): LegalDocument;
