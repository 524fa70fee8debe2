/**
 * The rules of a style sheet, each as one normalised string: comments and
 * insignificant white space dropped, a rule inside an at-rule block
 * (`@media`, `@supports`, `@layer`) prefixed by that block's prelude, so the
 * same rule under two different conditions counts as two. Enough to compare
 * two minified builds of the same CSS, not a CSS parser.
 */
export function cssRules(css: string): string[] {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const rules: string[] = [];
  const collect = (source: string, prefix: string) => {
    let start = 0;
    let depth = 0;
    let bodyStart = -1;
    for (let index = 0; index < source.length; index += 1) {
      const char = source[index];
      if (char === '{') {
        if (depth === 0) bodyStart = index;
        depth += 1;
      } else if (char === '}') {
        depth -= 1;
        if (depth === 0) {
          const prelude = source.slice(start, bodyStart).trim();
          const body = source.slice(bodyStart + 1, index);
          // A block of rules (an at-rule holding selectors), not declarations: its rules one by one.
          if (prelude.startsWith('@') && body.includes('{')) collect(body, `${prefix}${prelude}|`);
          else rules.push(`${prefix}${prelude}{${body.trim().replace(/;$/, '')}}`);
          start = index + 1;
        }
      } else if (char === ';' && depth === 0) {
        // A statement at-rule (@import, @charset): a rule of its own.
        const statement = source.slice(start, index).trim();
        if (statement) rules.push(`${prefix}${statement}`);
        start = index + 1;
      }
    }
  };
  collect(text, '');
  return rules;
}

/** Whether every rule of a fetched style sheet is already in the page's inline styles (its download adds nothing). */
export function allRulesInline(fileCss: string, inlineCss: string): boolean {
  const inline = new Set(cssRules(inlineCss));
  const rules = cssRules(fileCss);
  return rules.length > 0 && rules.every((rule) => inline.has(rule));
}

/** The text of the `<style>` elements of an HTML document, joined. */
export function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '').join('\n');
}
