import type { LegalDocument } from '../../host/src/legal/legalTypes';

export function legalDocumentFromMarkdown(source: string, file: string): LegalDocument;
