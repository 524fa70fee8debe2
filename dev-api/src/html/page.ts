import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/** Markup made with hono's `html` template, which escapes every interpolated value that is not itself markup. */
export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Where a page may reach besides dev-api itself: no script unless a directive names one, styles and images from 'self'. */
export interface CspOptions {
  /** Origins (besides 'self') a form submission may end up on: browsers apply form-action to the redirect that follows. */
  readonly formTargets?: readonly string[];
  /** Extra sources for a directive, e.g. { 'script-src': [landing] } for an embed. */
  readonly extra?: Readonly<Record<string, readonly string[]>>;
  /** Who may frame the page; 'none' by default. */
  readonly frameAncestors?: readonly string[];
}

export function buildCsp(options: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'", ...(options.formTargets ?? [])],
    'base-uri': ["'none'"],
    'frame-ancestors': [...(options.frameAncestors ?? ["'none'"])],
  };
  for (const [name, sources] of Object.entries(options.extra ?? {})) directives[name] = [...(directives[name] ?? []), ...sources];
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export interface PageParts {
  readonly lang: string;
  readonly title: string;
  /** Stylesheet paths on dev-api (no inline style: the CSP allows 'self' only). */
  readonly stylesheets: readonly string[];
  /** Extra markup for <head> (an embed's loader). */
  readonly head?: Markup;
  /** The banner above <main> (a "local stand-in" notice, a site's navigation). */
  readonly header: Markup;
  readonly main: Markup;
  readonly csp: CspOptions;
  readonly status?: number;
}

/** The one HTML skeleton of every page dev-api serves (identity, portal): no external resources, its own CSP. */
export async function page(parts: PageParts): Promise<Response> {
  const document = await html`<!doctype html>
<html lang="${parts.lang}">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${parts.title}</title>
${parts.stylesheets.map((href) => html`<link rel="stylesheet" href="${href}">\n`)}${parts.head}
</head>
<body>
<header class="site-header">${parts.header}</header>
<main id="main">
${parts.main}
</main>
</body>
</html>
`;
  return new Response(String(document), {
    status: parts.status ?? 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': buildCsp(parts.csp),
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/** The stylesheet of dev-api's pages, served as a file (their CSP allows no inline style). */
export const pageCss = `
:root { color-scheme: light; --brand: #2f7d32; --ink: #1d2420; --muted: #55615a; --line: #d5ddd8; --bg: #f5f7f6; --danger: #a61b1b; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
main, .site-header .inner { max-width: 44rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.6rem; margin: 0 0 .75rem; }
a { color: var(--brand); }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
.site-header { background: #fff; border-bottom: 1px solid var(--line); }
.site-header .inner { padding: .75rem 1rem; display: flex; gap: 1rem; justify-content: space-between; flex-wrap: wrap; }
.site-header nav ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 1rem; }
.notice { background: #fff8e1; border: 1px solid #e8cf7a; border-radius: 8px; padding: .75rem 1rem; }
.error { background: #fdecec; border: 1px solid var(--danger); color: var(--danger); border-radius: 8px; padding: .75rem 1rem; }
.users { list-style: none; padding: 0; display: grid; gap: .75rem; }
.button { border: 0; border-radius: 6px; padding: .6rem 1.1rem; font: inherit; font-weight: 600; background: var(--brand); color: #fff; cursor: pointer; text-decoration: none; }
.field { display: grid; gap: .25rem; margin-bottom: .9rem; }
.field input { font: inherit; padding: .5rem .6rem; border: 1px solid #8a968f; border-radius: 6px; }
.muted { color: var(--muted); font-size: .9rem; word-break: break-all; }
`.trimStart();
