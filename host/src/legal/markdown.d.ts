// The only Markdown the apps import: the legal documents, turned into a LegalDocument at
// build time (scripts/rspack/legalMarkdownLoader.mjs; in unit tests scripts/jest/legalMarkdownTransform.mjs).
declare module '*.md' {
  const document: import('./legalTypes').LegalDocument;
  export default document;
}
