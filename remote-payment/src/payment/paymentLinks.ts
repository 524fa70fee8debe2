import { idsParam } from '@suscripciones/shared/cart-rules';
import type { RuntimeConfig } from '@suscripciones/shared/config';
import { allowedRedirectHosts, safeRedirectUrl, withLanguage } from '@suscripciones/shared/navigation';
import type { CartItem, Language } from '@suscripciones/shared/schemas';

/** The page's `urlredirect`, only when it points to an allowed portal address. */
export function safeUrlRedirect(search: string, config: RuntimeConfig, currentHost: string): string | null {
  const candidate = new URLSearchParams(search).get('urlredirect');
  return safeRedirectUrl(candidate, allowedRedirectHosts(config, currentHost), config.checkoutHostPrefixes);
}

function withQuery(path: string, query: Record<string, string | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Back to checkout with the cart's ids (and the redirect address, when safe). */
export function checkoutPath(items: readonly Pick<CartItem, 'id'>[], redirect: string | null, language: Language): string {
  return withLanguage(withQuery('/checkout', { ids: idsParam(items), urlredirect: redirect }), language);
}

/** The thanks page, keeping the language and a safe redirect address. */
export function thanksPath(redirect: string | null, language: Language): string {
  return withLanguage(withQuery('/thanks', { urlredirect: redirect }), language);
}
