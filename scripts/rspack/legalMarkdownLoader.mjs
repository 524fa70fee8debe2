// host/src/legal/<language>/<document>.md as an ES module whose default export is the
// LegalDocument tree (see ../lib/legalMarkdown.mjs): the Markdown is read at build time only.
import { legalDocumentFromMarkdown } from '../lib/legalMarkdown.mjs';

export default function legalMarkdownLoader(source) {
  return `export default ${JSON.stringify(legalDocumentFromMarkdown(source, this.resourcePath))};`;
}
