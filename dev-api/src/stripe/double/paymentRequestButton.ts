// `elements.create('paymentRequestButton', { paymentRequest })`: the wallet's
// own button, which opens the sheet of its PaymentRequest on a click unless
// the page's `click` handler calls `event.preventDefault()`.
import type { DoubleElement, ElementEvent } from './elementTypes';
import { integrationError } from './integrationError';
import { node } from './modalLayer';
import { createListeners } from './listeners';
import { elementDestroyed, mountTarget } from './mountTarget';
import type { DoublePaymentRequest } from './paymentRequest';

/** The PaymentRequest objects this Stripe.js made: the button accepts no other. */
export const paymentRequests = new WeakSet<object>();

export function createPaymentRequestButton(options: unknown): DoubleElement {
  const paymentRequest = typeof options === 'object' && options !== null && 'paymentRequest' in options ? options.paymentRequest : undefined;
  if (typeof paymentRequest !== 'object' || paymentRequest === null || !paymentRequests.has(paymentRequest)) {
    throw integrationError('Missing value for paymentRequestButton: paymentRequest should be a PaymentRequest object created by stripe.paymentRequest().');
  }
  const request = paymentRequest as DoublePaymentRequest;
  const listeners = createListeners<ElementEvent, DoubleElement>('element', () => element);
  let button: HTMLButtonElement | null = null;
  let destroyed = false;

  function onClick(): void {
    let prevented = false;
    listeners.emit('click', { elementType: 'paymentRequestButton', preventDefault: () => (prevented = true) });
    if (!prevented) request.show();
  }

  const element: DoubleElement = {
    mount(target) {
      if (destroyed) throw elementDestroyed();
      const container = mountTarget(target);
      button = node('button', 'sd-wallet-button', 'Pay with wallet');
      button.type = 'button';
      button.addEventListener('click', onClick);
      container.appendChild(button);
      setTimeout(() => listeners.emit('ready', { elementType: 'paymentRequestButton' }), 0);
    },
    unmount() {
      button?.removeEventListener('click', onClick);
      button?.remove();
      button = null;
    },
    destroy() {
      element.unmount();
      destroyed = true;
      listeners.clear();
    },
    update() {},
    focus: () => button?.focus(),
    blur: () => button?.blur(),
    clear() {},
    ...listeners.methods,
  };
  return element;
}
