// The event handlers of an object the page listens to (an element, a
// PaymentRequest): on, once and off as Stripe.js has them, and an emit that
// reports a page handler's error as the browser would, without breaking the
// object.
import { integrationError } from './integrationError';

export interface Listeners<Payload> {
  add(name: string, handler: (payload: Payload) => void, once: boolean): void;
  /** Every handler of the event when none is named. */
  remove(name: string, handler?: (payload: Payload) => void): void;
  emit(name: string, payload: Payload): void;
  clear(): void;
}

export function createListeners<Payload>(owner: string): Listeners<Payload> {
  type Handler = (payload: Payload) => void;
  let entries: Record<string, Array<{ original: Handler; fn: Handler }>> = {};
  const listeners: Listeners<Payload> = {
    add(name, handler, once) {
      if (typeof handler !== 'function') throw integrationError(`The handler of ${owner}.on("${name}") must be a function.`);
      const fn: Handler = once
        ? (payload) => {
            listeners.remove(name, handler);
            handler(payload);
          }
        : handler;
      (entries[name] ??= []).push({ original: handler, fn });
    },
    remove(name, handler) {
      const current = entries[name];
      if (!current) return;
      if (!handler) {
        const { [name]: _removed, ...rest } = entries;
        entries = rest;
      } else entries[name] = current.filter((entry) => entry.original !== handler);
    },
    emit(name, payload) {
      for (const entry of (entries[name] ?? []).slice()) {
        try {
          entry.fn(payload);
        } catch (error) {
          setTimeout(() => {
            throw error;
          }, 0);
        }
      }
    },
    clear() {
      entries = {};
    },
  };
  return listeners;
}

/** The chainable `on`, `once` and `off` of an object the page listens to, each returning the object itself. */
export interface HandlerMethods<Payload, Self> {
  on(name: string, handler: (payload: Payload) => void): Self;
  once(name: string, handler: (payload: Payload) => void): Self;
  off(name: string, handler?: (payload: Payload) => void): Self;
}

/** `on`, `once` and `off` over `listeners`, for an object (`self()`, known once it is built) that spreads them in. */
export function handlerMethods<Payload, Self>(listeners: Listeners<Payload>, self: () => Self): HandlerMethods<Payload, Self> {
  return {
    on(name, handler) {
      listeners.add(name, handler, false);
      return self();
    },
    once(name, handler) {
      listeners.add(name, handler, true);
      return self();
    },
    off(name, handler) {
      listeners.remove(name, handler);
      return self();
    },
  };
}
