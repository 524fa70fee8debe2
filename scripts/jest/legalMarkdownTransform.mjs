// The legal documents' Markdown in unit tests: the same tree the build's loader makes
// (scripts/rspack/legalMarkdownLoader.mjs), as a CommonJS module.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { legalDocumentFromMarkdown } from '../lib/legalMarkdown.mjs';

const parserSource = readFileSync(new URL('../lib/legalMarkdown.mjs', import.meta.url), 'utf8');

export default {
  process(source, file) {
    return { code: `module.exports = ${JSON.stringify(legalDocumentFromMarkdown(source, file))};` };
  },
  // A change to the parser changes every document's result, not only a change to the Markdown.
  getCacheKey(source, file) {
    return createHash('sha256').update(parserSource).update(file).update(source).digest('hex');
  },
};
