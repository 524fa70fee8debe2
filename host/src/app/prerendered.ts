import type { PageModuleId } from '../remotes/routeRemotes';

/**
 * The pages whose first view the server may write into the host page, and
 * how to recognise each there: the root element of its prerendered HTML.
 */
const prerenderedPages: ReadonlyArray<readonly [PageModuleId, string]> = [['landing/LandingPage', '[data-testid="landing-page"]']];

/** The route page whose prerendered HTML is in the container, if any. */
export function prerenderedPage(container: ParentNode): PageModuleId | null {
  return prerenderedPages.find(([, selector]) => container.querySelector(selector) !== null)?.[0] ?? null;
}
