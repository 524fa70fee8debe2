/**
 * A stand-in for Stripe.js in jsdom (the outside world of the payment page):
 * window.Stripe with card elements whose change events the test emits, and
 * createPaymentMethod / retrievePaymentIntent / confirmCardPayment as jest
 * mocks. The intents the fake profile service creates (call 3) are kept in
 * `paymentIntents`, as the provider keeps them, and retrievePaymentIntent
 * answers from there unless a test says otherwise.
 */
export interface FakeIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
}
export const paymentIntents = new Map<string, FakeIntent>();
type Handler = (event: unknown) => void;
type FakeCardType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

interface FakeElement {
  type: FakeCardType;
  mount(node: HTMLElement): void;
  destroy(): void;
  unmount(): void;
  update(): void;
  on(event: string, handler: Handler): FakeElement;
  off(event: string, handler: Handler): FakeElement;
}

export interface FakeStripe {
  /** Each Stripe(key, options) call. */
  constructed: Array<{ key: string; options: unknown }>;
  createPaymentMethod: jest.Mock;
  retrievePaymentIntent: jest.Mock;
  confirmCardPayment: jest.Mock;
  /** The card elements of the latest elements() group. */
  elements: Partial<Record<FakeCardType, FakeElement & { handlers: Map<string, Set<Handler>> }>>;
  elementsOptions: unknown[];
  emit(type: FakeCardType, change: { complete?: boolean; empty?: boolean; error?: { message: string }; brand?: string }): void;
  completeCard(brand?: string): void;
  reset(): void;
}

async function retrieveKnownIntent(clientSecret: string) {
  const intent = paymentIntents.get(clientSecret);
  return intent
    ? { paymentIntent: { ...intent, client_secret: clientSecret } }
    : { error: { type: 'invalid_request_error', message: 'No such payment_intent' } };
}

export function installFakeStripe(): FakeStripe {
  const fake: FakeStripe = {
    constructed: [],
    createPaymentMethod: jest.fn(),
    retrievePaymentIntent: jest.fn(retrieveKnownIntent),
    confirmCardPayment: jest.fn(),
    elements: {},
    elementsOptions: [],
    emit(type, change) {
      const element = fake.elements[type];
      if (!element) throw new Error(`${type} is not created`);
      const event = { elementType: type, empty: false, complete: false, ...change };
      element.handlers.get('change')?.forEach((handler) => handler(event));
    },
    completeCard(brand = 'visa') {
      fake.emit('cardNumber', { complete: true, brand });
      fake.emit('cardExpiry', { complete: true });
      fake.emit('cardCvc', { complete: true });
    },
    reset() {
      fake.constructed.length = 0;
      fake.elementsOptions.length = 0;
      fake.createPaymentMethod.mockReset();
      fake.retrievePaymentIntent.mockReset();
      fake.retrievePaymentIntent.mockImplementation(retrieveKnownIntent);
      fake.confirmCardPayment.mockReset();
      paymentIntents.clear();
      fake.elements = {};
    },
  };

  function createElement(type: FakeCardType) {
    const handlers = new Map<string, Set<Handler>>();
    const element = {
      type,
      handlers,
      mount(node: HTMLElement) {
        const input = document.createElement('input');
        input.setAttribute('data-fake-stripe', type);
        node.appendChild(input);
      },
      destroy() {
        if (fake.elements[type] === element) delete fake.elements[type];
      },
      unmount() {},
      update() {},
      on(event: string, handler: Handler) {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)?.add(handler);
        return element;
      },
      off(event: string, handler: Handler) {
        handlers.get(event)?.delete(handler);
        return element;
      },
    };
    return element;
  }

  const Stripe = Object.assign(
    (key: string, options: unknown) => {
      fake.constructed.push({ key, options });
      return {
        elements(options: unknown) {
          fake.elementsOptions.push(options);
          fake.elements = {};
          return {
            create(type: FakeCardType) {
              const element = createElement(type);
              fake.elements[type] = element;
              return element;
            },
            getElement(which: string | { __elementType?: string }) {
              const type = (typeof which === 'string' ? which : which.__elementType) as FakeCardType;
              return fake.elements[type] ?? null;
            },
            update() {},
          };
        },
        createPaymentMethod: (...args: unknown[]) => fake.createPaymentMethod(...args),
        retrievePaymentIntent: (...args: unknown[]) => fake.retrievePaymentIntent(...args),
        confirmCardPayment: (...args: unknown[]) => fake.confirmCardPayment(...args),
        createToken: () => Promise.resolve({}),
        registerAppInfo() {},
        _registerWrapper() {},
      };
    },
    { version: 'endive' },
  );
  (window as unknown as { Stripe: unknown }).Stripe = Stripe;
  return fake;
}
