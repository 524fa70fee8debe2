import type { ComponentType } from 'react';
import type { RemoteContracts, RemoteModuleId } from '@suscripciones/shared';

/** The exposed modules that are route pages (a default-exported component). */
export type PageModuleId = { [Id in keyof RemoteContracts]: RemoteContracts[Id] extends { default: ComponentType } ? Id : never }[keyof RemoteContracts];

/**
 * Which exposed module each remote route shows. The router renders from it,
 * and the build inlines it into index.html so the route's remote starts
 * loading before the host's own scripts have arrived (see boot/earlyRouteLoad.ts).
 */
export const routeRemotes = {
  '/': 'landing/LandingPage',
  '/checkout': 'checkout/CheckoutPage',
  '/payment': 'payment/PaymentPage',
  '/thanks': 'payment/ThanksPage',
} as const satisfies Record<string, RemoteModuleId>;

/** A path under the base path as the routes name it ('/suscripciones/checkout/' → '/checkout', '/suscripciones' → '/'). */
export const routePathOf = (pathname: string, basePath: string): string => pathname.slice(basePath.length).replace(/\/+$/, '') || '/';

/** The remote page of a path under the base path ('/suscripciones/checkout' → 'checkout/CheckoutPage'), if any. */
export function routeRemoteOf(pathname: string, basePath: string): RemoteModuleId | undefined {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return undefined;
  const path = routePathOf(pathname, basePath);
  return Object.prototype.hasOwnProperty.call(routeRemotes, path) ? routeRemotes[path as keyof typeof routeRemotes] : undefined;
}
