/** A style sheet without its source map comment: written into a page, its relative address would be the page's. */
export const withoutSourceMap = (css) => css.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
