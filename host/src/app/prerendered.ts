import type { PageModuleId } from '../remotes/routeRemotes';

/**
 * The pages whose first view the server may write into the host page, and
 * how to recognise each there: the root element of its prerendered HTML,
 * which names the version of the remote that rendered it (`data-version`).
 */
const prerenderedPages: ReadonlyArray<readonly [PageModuleId, string]> = [['landing/LandingPage', '[data-testid="landing-page"]']];

export interface PrerenderedPage {
  moduleId: PageModuleId;
  /** The version of the remote that rendered it; null when the HTML does not say. */
  version: string | null;
}

/** The route page whose prerendered HTML is in the container, if any. */
export function prerenderedPage(container: ParentNode): PrerenderedPage | null {
  for (const [moduleId, selector] of prerenderedPages) {
    const root = container.querySelector(selector);
    if (root) return { moduleId, version: root.getAttribute('data-version') || null };
  }
  return null;
}

/**
 * Whether the page's HTML can be hydrated by the remote the visitor loaded: not when another version of it
 * rendered the HTML (a canary, or a release switched between the page's HTML and its manifest), as hydrating one
 * version's markup with another's code mixes two versions in one page. Either side unknown: it can.
 */
export const prerenderFits = (renderedBy: string | null, loaded: string | null): boolean => renderedBy === null || loaded === null || renderedBy === loaded;
