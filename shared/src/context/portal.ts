import { languages, type Language } from '../catalogue/vocabulary';

/** What of the runtime config says which portal a host name is. */
export interface PortalPolicy<P extends PortalHosts> {
  readonly portals: readonly P[];
  readonly fallbackPortal: string;
  readonly checkoutHostPrefixes: readonly string[];
}
interface PortalHosts {
  readonly id: string;
  readonly hosts: readonly string[];
}

/** Strips `www.` and the checkout prefix, so `checkout.www.example.com` and `example.com` match alike. */
export function normaliseHost(hostname: string, checkoutPrefixes: readonly string[]): string {
  let host = hostname.trim().toLowerCase().replace(/\.$/, '');
  let changed = true;
  while (changed) {
    changed = false;
    for (const prefix of ['www.', ...checkoutPrefixes]) {
      if (prefix && host.startsWith(prefix) && host.length > prefix.length) {
        host = host.slice(prefix.length);
        changed = true;
      }
    }
  }
  return host;
}

/** The portal (brand) of a host name; the config's fallback brand when none matches (localhost, previews). */
export function resolvePortal<P extends PortalHosts>(hostname: string, config: PortalPolicy<P>): P {
  const host = normaliseHost(hostname, config.checkoutHostPrefixes);
  const match = config.portals.find((portal) => portal.hosts.some((candidate) => normaliseHost(candidate, config.checkoutHostPrefixes) === host));
  const fallback = config.portals.find((portal) => portal.id === config.fallbackPortal);
  const portal = match ?? fallback ?? config.portals[0];
  if (!portal) throw new Error('No portal configured');
  return portal;
}

/** The tracking `portal` field: the host without `www.`. */
export function trackingPortalName(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

/** The language of an address without a `?lang` of ours. */
export const fallbackLanguage: Language = 'en';

/** The language comes only from `?lang`; anything else falls back to English. */
export function resolveLanguage(search: string | URLSearchParams): Language {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const asked = params.get('lang')?.trim().toLowerCase();
  return languages.find((language) => language === asked) ?? fallbackLanguage;
}
