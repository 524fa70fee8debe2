// The host page as a server puts it together from static files, per request
// but without rendering anything: the built shell of the page's language in
// #root, the landing's prerendered first view in the shell's route slot (on
// the landing route), the page's language and its no-script message. The
// Node server does it here; nginx does the same with SSI (deploy/nginx).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { routeSlotMarker } from '../../host/src/prerender/routeSlot.ts';
import { offersFragmentFile } from '../../remote-landing/src/prerender/offersFragments.ts';

export const fragmentLanguages = ['es', 'en', 'pt'];
const rootElement = '<div id="root"></div>';

/** The page's language as the apps read it: `?lang` es, en or pt (trimmed, any case); anything else en. */
export function pageLanguage(search) {
  const value = new URLSearchParams(search).get('lang')?.trim().toLowerCase();
  return fragmentLanguages.includes(value) ? value : 'en';
}

/** Whether an address is the landing's route (the only route with a prerendered page). */
export const isLandingRoute = (pathname, basePath) => pathname === basePath || pathname === `${basePath}/`;

/** Where the landing deployment keeps a language's fragment: beside its mf-manifest.json. */
export const landingFragmentUrl = (manifestUrl, language) => new URL(`fragments/landing.${language}.html`, manifestUrl).href;

/** Where the landing's offers job writes the same first view with call 1's offers in it, beside the build's. */
const landingOffersFragmentUrl = (manifestUrl, language) => new URL(`fragments/${offersFragmentFile(language)}`, manifestUrl).href;

/** A style sheet written into the page (`</style` inside it cannot end the element). */
export const inlineStyle = (css) => `<style data-suscripciones-fragment>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * The page with its language, its no-script message, its description, the shell in #root,
 * the route's fragment in the shell's slot and `head` (the route page's own
 * style sheet: its prerendered HTML is painted before its scripts and files
 * arrive) at the end of the head. Without a shell (a build without
 * fragments) #root stays empty: the browser renders everything.
 */
export function composeHostPage(page, { language, shell, noscript, description, route = '', head = '' }) {
  let html = page.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  if (head) html = html.replace('</head>', () => `${head}</head>`);
  if (description) html = html.replace(/(<meta name="description" content=")[^"]*(")/, (_all, open, close) => `${open}${description.trim()}${close}`);
  if (noscript)
    html = html.replace(/(<p [^>]*\bdata-suscripciones-noscript\b[^>]*>)[\s\S]*?(<\/p>)/, (_all, open, close) => `${open}${noscript.trim()}${close}`);
  if (shell) html = html.replace(rootElement, () => `<div id="root">${shell.trim().replace(routeSlotMarker, () => route.trim())}</div>`);
  return html;
}

/** A fragment the host built (dist/fragments/<name>.<language>.html), or '' when there is none. */
async function hostFragment(distDir, name, language) {
  return readFile(path.join(distDir, 'fragments', `${name}.${language}.html`), 'utf8').catch(() => '');
}

/** The host's fragments of one language, as composeHostPage takes them ('' each when the build has none). */
export async function hostFragments(distDir, language) {
  const [shell, noscript, description] = await Promise.all(['shell', 'noscript', 'description'].map((name) => hostFragment(distDir, name, language)));
  return { shell, noscript, description };
}

async function fetchText(url, timeoutMs) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok ? await response.text() : '';
  } catch {
    return '';
  }
}

/**
 * The landing's fragment and its style sheet from the landing's own
 * deployment, so a landing deploy changes the page without a host build:
 * the first view with the offers its job last rendered, or, without one,
 * the build's (the offers' placeholders). A landing that does not answer in
 * time gives none: the browser renders the page itself.
 */
export async function fetchLandingFragment(manifestUrl, language, timeoutMs = 1500) {
  const [offers, built, styles] = await Promise.all([
    fetchText(landingOffersFragmentUrl(manifestUrl, language), timeoutMs),
    fetchText(landingFragmentUrl(manifestUrl, language), timeoutMs),
    fetchText(new URL('fragments/landing.css', manifestUrl).href, timeoutMs),
  ]);
  const html = offers || built;
  return html && styles ? { html, styles } : { html: '', styles: '' };
}
