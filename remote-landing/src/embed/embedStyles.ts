/**
 * The landing's style sheets when it is mounted into another site's page. Its CSS is built as style sheet files
 * that go into the document's head as the code that needs them loads: rspack's chunk loading links each (marked
 * `data-rspack="<the build's uniqueName>:chunk-<id>"`), and a consumer's federation runtime that read the
 * manifest links an exposed module's sheets before its code (the chunk loading then takes that link as its own).
 * In a portal's page those sheets must apply to the mounted list only, and the portal's own must not reach it: the
 * list lives in a shadow root, so its sheets go there, and leave the portal's head as soon as they are loaded.
 */

declare const __webpack_public_path__: string | undefined;

/** Where this build's files are (its public path, found at run time from its entry's address). */
const ownFiles = (): string | null =>
  typeof __webpack_public_path__ === 'string' && /^https?:\/\//.test(__webpack_public_path__) ? __webpack_public_path__ : null;

/** The mark rspack puts on the links of this build's CSS chunks (the build defines the app's uniqueName). */
const chunkMark = `${process.env.APP_UNIQUE_NAME ?? 'suscripciones_landing'}:`;

/** A link of one of this build's style sheets: marked by the chunk loading, or linked by address by a federation runtime. */
function isOwnSheet(link: HTMLLinkElement): boolean {
  const files = ownFiles();
  return (link.getAttribute('data-rspack') ?? '').startsWith(chunkMark) || (files !== null && link.href.startsWith(files) && /\.css(\?|$)/.test(link.href));
}

/** The address of every sheet of ours seen in this page, in the order they came. */
const sheets = new Set<string>();

/**
 * Takes the landing's sheets out of the document (the chunk loader put them in its head as their chunks loaded),
 * keeping their addresses for the shadow roots. A sheet still loading stays until it is loaded: the chunk loader
 * waits for its load event.
 */
export function takeOwnStyleSheets(doc: Document = document): void {
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"], link[rel="preload"][as="style"]')) {
    if (!isOwnSheet(link) || link.hasAttribute('data-rspack-loading')) continue;
    if (link.relList.contains('stylesheet')) sheets.add(link.href);
    link.remove();
  }
}

class StyleSheetError extends Error {
  override name = 'StyleSheetError';
}

/** A `<link>` of one sheet; resolves when it is loaded, rejects naming it when it cannot be (down, or refused by the page's policy). */
function sheetLink(doc: Document, href: string): { link: HTMLLinkElement; loaded: Promise<void> } {
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new StyleSheetError(`the style sheet ${href} could not be loaded`)), { once: true });
  });
  link.href = href;
  return { link, loaded };
}

/**
 * Links every sheet of ours into `root`, each once; resolves once all are loaded, so the list never shows
 * unstyled. The links live and go with the shadow root: the portal's document keeps none.
 */
export async function adoptStyleSheets(root: ShadowRoot): Promise<void> {
  const doc = root.ownerDocument;
  takeOwnStyleSheets(doc);
  const present = new Set([...root.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
  const added = [...sheets].filter((href) => !present.has(href)).map((href) => sheetLink(doc, href));
  root.prepend(...added.map(({ link }) => link));
  await Promise.all(added.map(({ loaded }) => loaded));
}
