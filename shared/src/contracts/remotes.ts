import type { ComponentType } from 'react';

/*
 * The typed contract between the host (and the parent portal) and the remotes:
 * what each exposed module exports. Remotes check their exposes against it
 * with `satisfies`; the host loads modules through it. Each remote's published
 * types are written from it (scripts/rspack/federatedTypes.mjs).
 */

/** What `mount` is given: where the shop's config and pages are, and the list's language. */
export interface MountOptions {
  /** Address of the runtime config JSON (the host's config.json): absolute, or relative to the page. */
  configUrl: string;
  /** Interface language; defaults to the page's `?lang`. */
  language?: 'es' | 'en' | 'pt';
  /** Base address of the host, where subscribing leads (`{hostUrl}/checkout?ids=`): absolute, or relative to the page. */
  hostUrl: string;
}

type Unmount = () => void;

/**
 * What `landing/mount` resolves with: calling it unmounts (the element shows its own content again, and the page
 * keeps nothing of ours); `setLanguage` switches the list's language in place. Landings built before it had
 * `setLanguage` resolve with the plain function: a caller checks for it.
 */
export type MountedLanding = Unmount & { setLanguage(language: 'es' | 'en' | 'pt'): Promise<void> };

/**
 * A route's page: its component and, optionally, `preload`, which fetches what the page needs beyond its module (its
 * lazy parts, a provider's script) so that it shows at once. The host calls it whenever it loads the page: while the
 * buyer is still on the step before (once the page is idle, or on a press that leads there), and when the page is
 * opened, maybe more than once. It never throws; what it started the page takes over. Pages built before it had
 * `preload` simply load their parts when they render.
 */
export interface PageModule {
  default: ComponentType;
  preload?: () => void;
}

/**
 * What `landing/mount` exports: the subscription list for any page (the parent portal's, with its own loader).
 * @keep the landing's published types are written from it by name
 */
export interface LandingMountModule {
  mount: (element: HTMLElement, options: MountOptions) => Promise<MountedLanding>;
}

/**
 * Each exposed module's contract, by its id. Each is a named type of this file: the remote's published types
 * (scripts/rspack/federatedTypes.mjs) are written from it, and hold only what that module needs.
 */
export interface RemoteContracts {
  'landing/LandingPage': PageModule;
  'landing/mount': LandingMountModule;
  'checkout/CheckoutPage': PageModule;
  'payment/PaymentPage': PageModule;
  'payment/ThanksPage': PageModule;
}

export type RemoteModuleId = keyof RemoteContracts;

/**
 * The members of each exposed module's contract, by name, as a release checks a remote's modules in a page
 * (scripts/release/checks.ts): each must be there and be a function (a component, `mount`). That every member of
 * every contract is listed is checked by scripts/checks/contracts.test.ts.
 */
export const contractMembers = {
  'landing/LandingPage': ['default'],
  'landing/mount': ['mount'],
  'checkout/CheckoutPage': ['default'],
  'payment/PaymentPage': ['default'],
  'payment/ThanksPage': ['default'],
} as const satisfies { readonly [Id in RemoteModuleId]: ReadonlyArray<keyof RemoteContracts[Id] & string> };
