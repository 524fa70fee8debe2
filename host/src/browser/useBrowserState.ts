import { useAtomValue } from 'jotai';
import { cartAtom, portalAtom, userAtom, useHydrated, basePath, homePath, type Portal, type CartItem, type User, type Language } from '@suscripciones/shared';

export interface BrowserState {
  /** False while the prerendered shell is hydrated: the values below are the build's (nothing), not the visitor's. */
  known: boolean;
  /** The portal of this host name (null: not known yet, as when the shell is built). */
  portal: Portal | null;
  user: User | null;
  cart: readonly CartItem[];
}

const unknown: BrowserState = { known: false, portal: null, user: null, cart: [] };

/**
 * What the shell shows that only the browser knows: the portal (host name and
 * runtime config), the signed-in user and the stored cart. While the
 * prerendered shell is hydrated it is what the build saw (nothing), so the
 * HTML matches; React shows the real values right after.
 */
export function useBrowserState(): BrowserState {
  const hydrated = useHydrated();
  const portal = useAtomValue(portalAtom);
  const user = useAtomValue(userAtom);
  const cart = useAtomValue(cartAtom);
  return hydrated ? { known: true, portal, user, cart } : unknown;
}

/** The portal's home page; before the portal is known (the prerendered shell), this site's home. */
export const portalHomeHref = (portal: Pick<Portal, 'parentSiteUrl'> | null, language: Language): string =>
  portal?.parentSiteUrl ?? `${basePath}${homePath(language)}`;
