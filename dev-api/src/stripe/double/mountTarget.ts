// What every Element of the double (the card fields, the wallet's button) does first in mount() and after
// destroy(), with Stripe.js's own messages.
import { integrationError } from './integrationError';
import { installStyleSheet } from './styleSheet';

/** The error of any call on an Element after destroy(). */
export const elementDestroyed = (): Error => integrationError('This Element has already been destroyed. Please create a new one.');

/** The page element `mount(target)` names (a selector or the element itself); refused when there is none. The double's style sheet is in the page from then on. */
export function mountTarget(target: unknown): HTMLElement {
  const node = typeof target === 'string' ? document.querySelector(target) : target;
  if (!(node instanceof HTMLElement)) {
    throw integrationError(
      `The selector you specified (${String(target)}) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mount().`,
    );
  }
  installStyleSheet();
  return node;
}
