import { html, type SafeHtml } from './html';

export interface DocumentParts {
  readonly lang: string;
  readonly title: string;
  /** Stylesheet paths on dev-api (no inline styles: the CSP allows 'self' only). */
  readonly stylesheets?: readonly string[];
  /** Extra markup for <head> (meta tags, preloads). */
  readonly head?: SafeHtml;
  /** Content of <main>. */
  readonly main: SafeHtml;
  /** Optional banner above <main> (a "local stand-in" notice, a site header). */
  readonly header?: SafeHtml;
  readonly footer?: SafeHtml;
}

/** The one HTML skeleton of every page dev-api serves: no scripts, no external resources. */
export function renderDocument(parts: DocumentParts): string {
  return `<!doctype html>\n${
    html`<html lang="${parts.lang}">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${parts.title}</title>
${(parts.stylesheets ?? []).map((href) => html`<link rel="stylesheet" href="${href}">\n`)}${parts.head}
</head>
<body>
${parts.header ? html`<header class="site-header">${parts.header}</header>` : ''}
<main id="main">
${parts.main}
</main>
${parts.footer ? html`<footer class="site-footer">${parts.footer}</footer>` : ''}
</body>
</html>
`.value
  }`;
}
