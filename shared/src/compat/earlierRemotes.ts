import { holdsMembership } from '../pricing/priceRules';
import { allowedRedirectHosts as hostsOf, safeRedirectUrl as acceptedOf } from '../routes/redirectSafety';
import type { PaidSubscription } from '../schemas/entities';
import type { RuntimeConfig } from '../config/runtimeConfig';

/**
 * Names the shared package's entry had that remotes deployed before them still call. The shared package is one copy
 * for the whole page, provided by the app that loads first (the host, which deploys first), so a remote built
 * earlier finds its imports here until its squad rebuilds it: each is today's rule under its old name, never a
 * second meaning. New code calls the rule itself (named in each comment). Remove a name once no deployed remote
 * calls it (the versions each portal serves are in its config.json). `routeParams` stays where it is defined
 * (routes/appRoutes.ts), exported for the same reason.
 */

/**
 * For the landing built before holding a membership became one rule; new code calls `holdsMembership`.
 */
export function holdsMedio(idMedio: number | null, subscriptions: readonly Pick<PaidSubscription, 'id_suscripcion'>[]): boolean {
  return holdsMembership({ id_medio: idMedio }, subscriptions);
}

/** For the checkout and thanks built before the one redirect check; new code calls `safeRedirect`. */
export function allowedRedirectHosts(
  config: Pick<RuntimeConfig, 'portals' | 'allowedRedirectHosts' | 'checkoutHostPrefixes'>,
  currentHost?: string,
): Set<string> {
  return hostsOf(config, currentHost ?? '');
}

/** For the checkout and thanks built before the one redirect check; new code calls `safeRedirect`. */
export function safeRedirectUrl(
  candidate: string | null | undefined,
  allowedHosts: ReadonlySet<string>,
  checkoutPrefixes: readonly string[] = [],
): string | null {
  return acceptedOf(candidate, allowedHosts, checkoutPrefixes);
}
