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

/** The remote page of a route path (routePathOf's: '/checkout' → 'checkout/CheckoutPage'), if any. */
export function routeRemoteOf(routePath: string | null): RemoteModuleId | undefined {
  if (routePath === null) return undefined;
  return Object.prototype.hasOwnProperty.call(routeRemotes, routePath) ? routeRemotes[routePath as keyof typeof routeRemotes] : undefined;
}
