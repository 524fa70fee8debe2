/** @jest-environment node */
import { allRulesInline, cssRules, inlineStyles } from './inlineCss';

describe('style sheets whose rules the page already has inline', () => {
  it('reads rules one by one, a rule inside @media with its condition, comments and spacing left out', () => {
    expect(cssRules('.a{color:red;}\n/* x */ @media (min-width:40rem){.a{color:blue}.b{margin:0}} @import url(x.css);')).toEqual([
      '.a{color:red}',
      '@media (min-width:40rem)|.a{color:blue}',
      '@media (min-width:40rem)|.b{margin:0}',
      '@import url(x.css)',
    ]);
  });

  it('keeps an at-rule of declarations (@font-face) whole', () => {
    expect(cssRules('@font-face{font-family:x;src:url(a.woff2)}')).toEqual(['@font-face{font-family:x;src:url(a.woff2)}']);
  });

  it('finds a file all of whose rules are inline, in any order, and not one with a rule of its own', () => {
    const inline = inlineStyles('<head><style data-href="main.css">.b{margin:0}.a{color:red}</style><style>.c{padding:0}</style></head>');
    expect(allRulesInline('.a{color:red}.b{margin:0}\n/*# sourceMappingURL=main.css.map*/', inline)).toBe(true);
    expect(allRulesInline('.a{color:red}.d{margin:0}', inline)).toBe(false);
    expect(allRulesInline('.a{color:red}', '')).toBe(false);
    expect(allRulesInline('', inline)).toBe(false);
  });
});
