import { useMemo } from 'react';
import { getRuntimeConfig, usePortal, checkoutPath, absolute, identityLinks, type Language, type IdentityLinks } from '@suscripciones/shared';

/**
 * The external login and sign-up addresses. Their checkoutUrl is this page
 * with the cart's ids (and an accepted urlredirect), so the identity site
 * hands the buyer back here with `?token=` and the same cart.
 */
export function useIdentityLinks(
  cartIds: readonly number[],
  language: Language,
  urlredirect: string | null,
  safeRedirect: (value: string) => string | null,
): IdentityLinks {
  const portal = usePortal();
  const idsKey = cartIds.join(',');
  return useMemo(() => {
    const { identity } = getRuntimeConfig();
    const own = absolute(window.location.origin, checkoutPath({ ids: idsKey ? idsKey.split(',').map(Number) : [], language, urlredirect }));
    const checkoutUrl = safeRedirect(own) ?? portal.parentSiteUrl;
    return identityLinks(identity, { medio: portal.id, language, checkoutUrl });
  }, [idsKey, language, urlredirect, safeRedirect, portal]);
}
