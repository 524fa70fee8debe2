import type { ComponentType } from 'react';

/**
 * The typed contract between the host (and the parent portal) and the remotes:
 * what each exposed module exports. Remotes check their exposes against it
 * with `satisfies`; the host loads modules through it.
 */
export interface MountOptions {
  /** Address of the runtime config JSON (the host's config.json). */
  configUrl: string;
  /** Interface language; defaults to the page's `?lang`. */
  language?: 'es' | 'en' | 'pt';
  /** Base address of the host, where subscribing leads (`{hostUrl}/checkout?ids=`). */
  hostUrl: string;
}

export type Unmount = () => void;

export interface RemoteContracts {
  'landing/LandingPage': { default: ComponentType };
  'landing/mount': { mount: (element: HTMLElement, options: MountOptions) => Promise<Unmount> };
  'checkout/CheckoutPage': { default: ComponentType };
  'payment/PaymentPage': { default: ComponentType };
  'payment/ThanksPage': { default: ComponentType };
}

export type RemoteModuleId = keyof RemoteContracts;
