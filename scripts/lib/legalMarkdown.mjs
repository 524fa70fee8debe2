// A legal document (terms, privacy) from its Markdown, at build time: the tree
// host/src/pages/legal/LegalPage.tsx renders (LegalDocument in legalTypes.ts),
// so no Markdown parser reaches the browser. Only the Markdown that tree can
// show is accepted; anything else (emphasis, links, a list between paragraphs,
// a second intro paragraph...) fails the build instead of being dropped.
//
//   ---
//   updatedLabel: Last updated:
//   updated: 29 April 2025
//   updatedIso: 2025-04-29
//   tocLabel: Contents of the terms and conditions
//   ---
//
//   # Terms and conditions
//
//   The intro paragraph (optional).
//
//   ## 1. Identification {#identification}
//
//   Paragraphs, then at most one bulleted list.
import { Lexer } from 'marked';

const frontMatterKeys = ['updatedLabel', 'updated', 'updatedIso', 'tocLabel'];

/** Splits off the `key: value` lines between the leading `---` fences (plain text only: no YAML needed). */
function frontMatter(source, fail) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) fail('it must start with a front matter block (--- … ---)');
  const fields = {};
  for (const line of match[1].split(/\r?\n/)) {
    const field = /^(\w+):\s*(.*\S)\s*$/.exec(line);
    if (!field || !frontMatterKeys.includes(field[1])) fail(`front matter line not understood: ${JSON.stringify(line)}`);
    fields[field[1]] = field[2];
  }
  for (const key of frontMatterKeys) if (!(key in fields)) fail(`front matter has no ${key}`);
  return { fields, body: source.slice(match[0].length) };
}

/** The plain text of inline tokens; a soft line break is a space, as the browser would show it. */
function plainText(tokens, fail) {
  return tokens
    .map((token) => {
      if (token.type === 'text' && !token.tokens) return token.text.replace(/\s*\n\s*/g, ' ');
      if (token.type === 'text') return plainText(token.tokens, fail);
      return fail(`${token.type} is not supported in a legal document: ${JSON.stringify(token.raw)}`);
    })
    .join('');
}

/**
 * @param {string} source the Markdown
 * @param {string} file its path, for the error message
 * @returns {import('../../host/src/legal/legalTypes').LegalDocument}
 */
export function legalDocumentFromMarkdown(source, file) {
  const fail = (reason) => {
    throw new Error(`${file}: ${reason}`);
  };
  const { fields, body } = frontMatter(source, fail);
  let title;
  let intro;
  const sections = [];
  for (const token of new Lexer({ gfm: false }).lex(body)) {
    const section = sections.at(-1);
    if (token.type === 'space') continue;
    if (token.type === 'heading' && token.depth === 1 && title === undefined && !section) {
      title = plainText(token.tokens, fail);
    } else if (token.type === 'heading' && token.depth === 2) {
      const heading = /^(.*\S)\s+\{#([a-z][a-z-]*)\}$/.exec(plainText(token.tokens, fail));
      if (!heading) fail(`a section heading needs its anchor, as in "## 1. Title {#anchor}": ${JSON.stringify(token.raw)}`);
      sections.push({ id: heading[2], title: heading[1], paragraphs: [] });
    } else if (token.type === 'paragraph' && !section) {
      if (intro !== undefined || title === undefined) fail('only one intro paragraph, after the title, comes before the first section');
      intro = plainText(token.tokens, fail);
    } else if (token.type === 'paragraph' && !section.items) {
      section.paragraphs.push(plainText(token.tokens, fail));
    } else if (token.type === 'list' && !token.ordered && section && !section.items && section.paragraphs.length > 0) {
      section.items = token.items.map((item) =>
        plainText(
          item.tokens.flatMap((child) => (child.type === 'text' ? [child] : fail(`a list item holds only text: ${JSON.stringify(item.raw)}`))),
          fail,
        ),
      );
    } else {
      fail(`a ${token.type} is not expected here (a section is its paragraphs, then at most one bulleted list): ${JSON.stringify(token.raw.slice(0, 80))}`);
    }
  }
  if (title === undefined) fail('it has no "# Title"');
  return { title, ...fields, ...(intro === undefined ? {} : { intro }), sections };
}
