// The event handlers of an object the page listens to (an element, a
// PaymentRequest): on, once and off as Stripe.js has them, and an emit that
// reports a page handler's error as the browser would, without breaking the
// object.
import { integrationError } from './integrationError';

/** `methods` are the object's chainable `on`, `once` and `off`, each returning the object (`self()`, known once it is built). */
export function createListeners<Payload, Self>(owner: string, self: () => Self) {
  type Handler = (payload: Payload) => void;
  const entries = new Map<string, Array<{ original: Handler; fn: Handler }>>();
  function add(name: string, handler: Handler, once: boolean): Self {
    if (typeof handler !== 'function') throw integrationError(`The handler of ${owner}.on("${name}") must be a function.`);
    const fn: Handler = once
      ? (payload) => {
          off(name, handler);
          handler(payload);
        }
      : handler;
    entries.set(name, [...(entries.get(name) ?? []), { original: handler, fn }]);
    return self();
  }
  /** Every handler of the event when none is named. */
  function off(name: string, handler?: Handler): Self {
    entries.set(name, handler ? (entries.get(name) ?? []).filter((entry) => entry.original !== handler) : []);
    return self();
  }
  return {
    methods: { on: (name: string, handler: Handler) => add(name, handler, false), once: (name: string, handler: Handler) => add(name, handler, true), off },
    emit: (name: string, payload: Payload): void => {
      for (const entry of entries.get(name) ?? []) {
        try {
          entry.fn(payload);
        } catch (error) {
          setTimeout(() => {
            throw error;
          }, 0);
        }
      }
    },
    clear: () => entries.clear(),
  };
}
