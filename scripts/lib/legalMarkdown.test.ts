/** @jest-environment node */
import { legalDocumentFromMarkdown } from './legalMarkdown.mjs';

const frontMatter = ['---', 'updatedLabel: Last updated:', 'updated: 29 April 2025', 'updatedIso: 2025-04-29', 'tocLabel: Contents', '---', ''].join('\n');
const parse = (body: string) => legalDocumentFromMarkdown(`${frontMatter}${body}`, 'doc.md');

describe('a legal document from its Markdown', () => {
  it('gives the tree the legal page renders', () => {
    const markdown = [
      '# Terms',
      '',
      'Intro.',
      '',
      '## 1. Who {#who}',
      '',
      'First,',
      'wrapped.',
      '',
      'Second.',
      '',
      '- one;',
      '- two.',
      '',
      '## Contact {#contact}',
      '',
      'Write to us.',
      '',
    ].join('\n');
    expect(parse(markdown)).toEqual({
      title: 'Terms',
      updatedLabel: 'Last updated:',
      updated: '29 April 2025',
      updatedIso: '2025-04-29',
      tocLabel: 'Contents',
      intro: 'Intro.',
      sections: [
        { id: 'who', title: '1. Who', paragraphs: ['First, wrapped.', 'Second.'], items: ['one;', 'two.'] },
        { id: 'contact', title: 'Contact', paragraphs: ['Write to us.'] },
      ],
    });
  });

  it.each([
    ['emphasis', '# T\n\n## A {#a}\n\nSome *stress*.\n'],
    ['a link', '# T\n\n## A {#a}\n\nSee [here](/x).\n'],
    ['a heading without its anchor', '# T\n\n## A\n\nText.\n'],
    ['a list before any paragraph', '# T\n\n## A {#a}\n\n- item\n'],
    ['a paragraph after the list', '# T\n\n## A {#a}\n\nText.\n\n- item\n\nMore.\n'],
    ['an ordered list', '# T\n\n## A {#a}\n\nText.\n\n1. item\n'],
    ['a second intro paragraph', '# T\n\nOne.\n\nTwo.\n\n## A {#a}\n\nText.\n'],
    ['no title', '## A {#a}\n\nText.\n'],
    ['raw HTML', '# T\n\n## A {#a}\n\n<b>Text</b>\n'],
  ])('refuses %s, which the page could not show as written', (_what, body) => {
    expect(() => parse(body)).toThrow(/^doc\.md: /);
  });

  it('refuses a document without its dates and labels', () => {
    expect(() => legalDocumentFromMarkdown('# T\n', 'doc.md')).toThrow(/front matter/);
    expect(() => legalDocumentFromMarkdown('---\nupdated: 1 May\n---\n# T\n', 'doc.md')).toThrow(/no updatedLabel/);
  });
});
