import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { stripeDoubleScript } from './doubleBuild';

/**
 * The browser side of the Stripe.js test double, in jsdom: what the payment
 * page and @stripe/react-stripe-js rely on. The network (dev-api's provider
 * API) is the mocked outside world.
 */
interface ChangeEvent {
  elementType: string;
  empty: boolean;
  complete: boolean;
  brand?: string;
  error?: { type: string; code: string; message: string };
}
interface DoubleElement {
  mount(target: string | HTMLElement): void;
  unmount(): void;
  destroy(): void;
  update(options: Record<string, unknown>): void;
  focus(): void;
  blur(): void;
  clear(): void;
  on(event: string, handler: (event: ChangeEvent) => void): DoubleElement;
  once(event: string, handler: (event: ChangeEvent) => void): DoubleElement;
  off(event: string, handler?: (event: ChangeEvent) => void): DoubleElement;
}
interface DoubleElements {
  create(type: string, options?: Record<string, unknown>): DoubleElement;
  getElement(which: unknown): DoubleElement | null;
}
interface DoubleStripe {
  elements(options?: Record<string, unknown>): DoubleElements;
  createPaymentMethod(params: Record<string, unknown>): Promise<{ paymentMethod?: { id: string }; error?: { type: string; code?: string; message: string } }>;
  confirmCardPayment(
    secret: string,
    data?: unknown,
    options?: unknown,
  ): Promise<{ paymentIntent?: { status: string }; error?: { code?: string; message: string } }>;
  createToken(element: DoubleElement): Promise<{ token?: { id: string; card: { last4: string } }; error?: unknown }>;
  registerAppInfo(info: unknown): void;
  _registerWrapper(info: unknown): void;
}
type StripeConstructor = ((key: unknown, options?: Record<string, unknown>) => DoubleStripe) & { version: string; isTestDouble: boolean };

const win = window as unknown as { Stripe?: StripeConstructor };
const key = 'pk_test_devEsEntity0000000000000000';
const nextYearShort = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
let fetchMock: jest.Mock;

beforeAll(async () => {
  // Test code runs the served text (built from ./double); the double itself never evaluates code.
  new Function(await stripeDoubleScript())();
}, 60_000);

beforeEach(() => {
  document.body.innerHTML = '';
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

function stripe(options?: Record<string, unknown>): DoubleStripe {
  if (!win.Stripe) throw new Error('the double did not define window.Stripe');
  return win.Stripe(key, options);
}

/** The three card fields mounted as the payment page mounts them: a container with an id and a visible label. */
function mountCard(elements: DoubleElements) {
  const made = (['cardNumber', 'cardExpiry', 'cardCvc'] as const).map((type) => {
    const label = document.createElement('label');
    label.htmlFor = `${type}-field`;
    label.textContent = `${type} label`;
    const container = document.createElement('div');
    container.id = `${type}-field`;
    document.body.append(label, container);
    const element = elements.create(type);
    const changes: ChangeEvent[] = [];
    element.on('change', (event) => changes.push(event));
    element.mount(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('no input mounted');
    return { element, container, input, changes };
  });
  const [number, expiry, cvc] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
  return { number, expiry, cvc };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.input(input, { target: { value } });

describe('window.Stripe', () => {
  it('is defined with the release stripe-js expects, and accepts test keys only', () => {
    expect(win.Stripe?.version).toBe('endive');
    expect(() => win.Stripe?.(undefined)).toThrow('Invalid value for Stripe(): apiKey should be a string');
    expect(() => win.Stripe?.('pk_live_abc')).toThrow('test mode publishable keys');
    const instance = stripe();
    for (const method of ['elements', 'createPaymentMethod', 'confirmCardPayment', 'createToken', 'registerAppInfo', '_registerWrapper'] as const) {
      expect(typeof instance[method]).toBe('function');
    }
    expect(() => instance.registerAppInfo({ name: 'x' })).not.toThrow();
  });
});

describe('card elements', () => {
  it('render an input named by the visible label, mirror the container description and take the provider classes', async () => {
    const { number } = mountCard(stripe().elements({ locale: 'en' }));
    const input = screen.getByRole('textbox', { name: 'cardNumber label' });
    expect(input).toBe(number.input);
    expect(input).toHaveAttribute('autocomplete', 'cc-number');
    expect(input).toHaveAttribute('placeholder', '1234 1234 1234 1234');
    expect(number.container).toHaveClass('StripeElement', 'StripeElement--empty');
    number.container.setAttribute('aria-describedby', 'number-error');
    await waitFor(() => expect(input).toHaveAttribute('aria-describedby', 'number-error'));
    fireEvent.click(screen.getByText('cardNumber label'));
    expect(document.activeElement).toBe(input);
    expect(number.container).toHaveClass('StripeElement--focus');
  });

  it('fall back to an aria-label when no label names the container', () => {
    const container = document.createElement('div');
    document.body.append(container);
    stripe().elements({ locale: 'es' }).create('cardCvc').mount(container);
    expect(screen.getByRole('textbox', { name: 'CVC/CVV de la tarjeta de crédito o débito' })).toHaveAttribute('placeholder', 'CVC');
  });

  it('format the number, report brand and completeness, and flag an invalid number at once', () => {
    const { number } = mountCard(stripe().elements({ locale: 'en' }));
    type(number.input, '4242424242424242');
    expect(number.input.value).toBe('4242 4242 4242 4242');
    expect(number.changes.at(-1)).toEqual({ elementType: 'cardNumber', empty: false, complete: true, brand: 'visa', error: undefined });
    expect(number.container).toHaveClass('StripeElement--complete');
    type(number.input, '4242424242424241');
    expect(number.changes.at(-1)).toEqual(
      expect.objectContaining({ complete: false, error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } }),
    );
    expect(number.input).toHaveAttribute('aria-invalid', 'true');
    expect(number.container).toHaveClass('StripeElement--invalid');
    type(number.input, '378282246310005');
    expect(number.input.value).toBe('3782 822463 10005');
    expect(number.changes.at(-1)).toEqual(expect.objectContaining({ brand: 'amex', complete: true }));
  });

  it('report incomplete fields when they lose focus, in the elements locale', () => {
    const { number, expiry, cvc } = mountCard(stripe().elements({ locale: 'es' }));
    type(number.input, '4242');
    expect(number.changes.at(-1)?.error).toBeUndefined();
    fireEvent.blur(number.input);
    expect(number.changes.at(-1)?.error).toEqual({ type: 'validation_error', code: 'incomplete_number', message: 'El número de tu tarjeta está incompleto.' });
    type(expiry.input, '1');
    fireEvent.blur(expiry.input);
    expect(expiry.changes.at(-1)?.error?.code).toBe('incomplete_expiry');
    type(cvc.input, '12');
    fireEvent.blur(cvc.input);
    expect(cvc.changes.at(-1)?.error?.code).toBe('incomplete_cvc');
  });

  it('format and check the expiry date', () => {
    const { expiry } = mountCard(stripe().elements({ locale: 'en' }));
    type(expiry.input, '4');
    expect(expiry.input.value).toBe('04');
    type(expiry.input, `12${nextYearShort}`);
    expect(expiry.input.value).toBe(`12 / ${nextYearShort}`);
    expect(expiry.changes.at(-1)).toEqual(expect.objectContaining({ complete: true, error: undefined }));
    type(expiry.input, '1320');
    expect(expiry.changes.at(-1)?.error?.message).toBe("Your card's expiration month is invalid.");
    type(expiry.input, '0120');
    expect(expiry.changes.at(-1)?.error?.message).toBe("Your card's expiration year is in the past.");
  });

  it('size the CVC by the brand of the number field of the same group', () => {
    const { number, cvc } = mountCard(stripe().elements());
    type(number.input, '4242424242424242');
    type(cvc.input, '12345');
    expect(cvc.input.value).toBe('123');
    type(number.input, '378282246310005');
    type(cvc.input, '1234');
    expect(cvc.changes.at(-1)).toEqual(expect.objectContaining({ complete: true }));
    type(cvc.input, '123');
    expect(cvc.changes.at(-1)).toEqual(expect.objectContaining({ complete: false }));
  });

  it('support on, once and off, ready, focus, blur, clear and escape', async () => {
    const elements = stripe().elements();
    const container = document.createElement('div');
    document.body.append(container);
    const element = elements.create('cardNumber');
    const ready = jest.fn();
    const once = jest.fn();
    const focus = jest.fn();
    const escape = jest.fn();
    const removed = jest.fn();
    element.on('ready', ready).once('change', once).on('focus', focus).on('escape', escape).on('change', removed).off('change', removed);
    element.mount(container);
    await waitFor(() => expect(ready).toHaveBeenCalledWith({ elementType: 'cardNumber' }));
    const input = container.querySelector('input') as HTMLInputElement;
    type(input, '42');
    type(input, '424');
    expect(once).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
    element.focus();
    expect(focus).toHaveBeenCalledWith({ elementType: 'cardNumber' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(escape).toHaveBeenCalled();
    element.clear();
    expect(input.value).toBe('');
    element.update({ placeholder: 'Card', disabled: true });
    expect(input).toHaveAttribute('placeholder', 'Card');
    expect(input).toBeDisabled();
  });

  it('are found by type or by React component, created once per type, and gone after destroy', () => {
    const elements = stripe().elements();
    const element = elements.create('cardNumber');
    expect(elements.getElement('cardNumber')).toBe(element);
    expect(elements.getElement({ __elementType: 'cardNumber' })).toBe(element);
    expect(() => elements.create('cardNumber')).toThrow('Can only create one Element of type cardNumber.');
    expect(() => elements.create('payment')).toThrow('not supported');
    const container = document.createElement('div');
    document.body.append(container);
    element.mount(container);
    expect(() => element.mount(container)).toThrow('already mounted');
    element.unmount();
    expect(container.querySelector('input')).toBeNull();
    expect(container).not.toHaveClass('StripeElement');
    element.mount(container);
    element.destroy();
    expect(container.querySelector('input')).toBeNull();
    expect(elements.getElement('cardNumber')).toBeNull();
    expect(() => element.mount(container)).toThrow('destroyed');
    expect(() => elements.create('cardExpiry').mount('#nowhere')).toThrow('applies to no DOM elements');
  });
});

function answer(body: unknown) {
  return Promise.resolve({ json: () => Promise.resolve(body) });
}
const sentForm = (call: number): URLSearchParams => {
  const init = fetchMock.mock.calls[call]?.[1] as { body: URLSearchParams } | undefined;
  if (!init) throw new Error(`no request ${call}`);
  return init.body;
};

describe('createPaymentMethod', () => {
  /** The three fields mounted and filled with `cardNumber`, an expiry in December next year and CVC 123. */
  function filledCard(elements: DoubleElements, cardNumber: string) {
    const card = mountCard(elements);
    type(card.number.input, cardNumber);
    type(card.expiry.input, `12${nextYearShort}`);
    type(card.cvc.input, '123');
    return card;
  }

  it('gives the field error without any request while the card is incomplete', async () => {
    const instance = stripe();
    const elements = instance.elements({ locale: 'en' });
    const { number, expiry } = mountCard(elements);
    type(number.input, '4242424242424242');
    type(expiry.input, `12${nextYearShort}`);
    const result = await instance.createPaymentMethod({ type: 'card', card: number.element });
    expect(result.error).toEqual({ type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the card and billing country, form-encoded, to the provider API', async () => {
    const instance = stripe({ locale: 'es' });
    const elements = instance.elements();
    filledCard(elements, '4242424242424242');
    fetchMock.mockReturnValueOnce(answer({ id: 'pm_123', card: { brand: 'visa', last4: '4242' } }));
    const result = await instance.createPaymentMethod({
      type: 'card',
      card: elements.getElement('cardNumber'),
      billing_details: { address: { country: 'ES' } },
    });
    expect(result.paymentMethod?.id).toBe('pm_123');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost/stripe/api/payment_methods');
    const form = sentForm(0);
    expect(Object.fromEntries(form)).toEqual({
      key,
      locale: 'es',
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': String(2000 + Number(nextYearShort)),
      'card[cvc]': '123',
      'billing_details[address][country]': 'ES',
    });
  });

  it('hands back the provider error, and a connection error when the network fails', async () => {
    const instance = stripe();
    const { number } = filledCard(instance.elements(), '4242424242424242');
    fetchMock.mockReturnValueOnce(answer({ error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } }));
    expect((await instance.createPaymentMethod({ type: 'card', card: number.element })).error?.code).toBe('incorrect_number');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await instance.createPaymentMethod({ type: 'card', card: number.element })).error?.message).toMatch('connection to Stripe');
  });

  it('creates a token from the same fields', async () => {
    const instance = stripe();
    const { number } = filledCard(instance.elements(), '5555555555554444');
    const result = await instance.createToken(number.element);
    expect(result.token).toEqual(
      expect.objectContaining({ id: expect.stringMatching(/^tok_/), card: expect.objectContaining({ last4: '4444', brand: 'mastercard' }) }),
    );
  });
});

describe('confirmCardPayment', () => {
  const secret = 'pi_abc123_secret_def456';
  const intent = (status: string) => ({ id: 'pi_abc123', object: 'payment_intent', status, amount: 9000, currency: 'eur', client_secret: secret });
  /** The provider's decline of the card: the intent waits for a new payment method. */
  const genericDecline = () => ({
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    payment_intent: intent('requires_payment_method'),
  });
  /** The confirmation asks for 3-D Secure; the provider answers `reply` to the challenge's outcome. */
  const challengeThen = (reply: unknown) => fetchMock.mockReturnValueOnce(answer(intent('requires_action'))).mockReturnValueOnce(answer(reply));

  it('rejects a malformed client secret', async () => {
    await expect(stripe().confirmCardPayment('nope')).rejects.toThrow('clientSecret should be a client secret');
  });

  it('confirms the intent with the client secret and gives the payment intent', async () => {
    fetchMock.mockReturnValueOnce(answer(intent('requires_confirmation'))).mockReturnValueOnce(answer(intent('succeeded')));
    const result = await stripe().confirmCardPayment(secret);
    expect(result).toEqual({ paymentIntent: intent('succeeded') });
    // With the secret alone, the intent is asked first: one awaiting its next action is not confirmed again.
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^http:\/\/localhost\/stripe\/api\/payment_intents\/pi_abc123\?/);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('http://localhost/stripe/api/payment_intents/pi_abc123/confirm');
    expect(sentForm(1).get('client_secret')).toBe(secret);
  });

  it('with a payment method, confirms at once', async () => {
    fetchMock.mockReturnValueOnce(answer(intent('succeeded')));
    expect(await stripe().confirmCardPayment(secret, { payment_method: 'pm_card_visa' })).toEqual({ paymentIntent: intent('succeeded') });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost/stripe/api/payment_intents/pi_abc123/confirm');
  });

  it('handles the next action of an intent confirmed with handleActions: false (the wallet flow) without confirming it again', async () => {
    fetchMock
      .mockReturnValueOnce(answer(intent('requires_action')))
      .mockReturnValueOnce(answer(intent('requires_action')))
      .mockReturnValueOnce(answer(intent('succeeded')));
    const first = await stripe().confirmCardPayment(secret, { payment_method: 'pm_card_authenticationRequired' }, { handleActions: false });
    expect(first).toEqual({ paymentIntent: intent('requires_action') });
    expect(screen.queryByRole('dialog')).toBeNull();
    const paying = stripe().confirmCardPayment(secret);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    expect(await paying).toEqual({ paymentIntent: intent('succeeded') });
    expect(fetchMock.mock.calls.map((call) => String(call[0]).replace(/\?.*$/, ''))).toEqual([
      'http://localhost/stripe/api/payment_intents/pi_abc123/confirm',
      'http://localhost/stripe/api/payment_intents/pi_abc123',
      'http://localhost/stripe/api/payment_intents/pi_abc123/authenticate',
    ]);
  });

  it('gives the decline as the error', async () => {
    const decline = genericDecline();
    fetchMock.mockReturnValueOnce(answer({ error: decline }));
    expect(await stripe().confirmCardPayment(secret, { payment_method: 'pm_card_chargeDeclined' })).toEqual({ error: decline });
  });

  it('shows an accessible 3-D Secure challenge; completing it gives the succeeded intent', async () => {
    challengeThen(intent('succeeded'));
    const paying = stripe().confirmCardPayment(secret);
    const dialog = await screen.findByRole('dialog', { name: '3D Secure authentication' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('€90.00');
    const complete = screen.getByRole('button', { name: 'Complete authentication' });
    expect(document.activeElement).toBe(complete);
    fireEvent.click(complete);
    expect(await paying).toEqual({ paymentIntent: intent('succeeded') });
    expect(sentForm(1).get('outcome')).toBe('complete');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fails the authentication from the challenge (or with Escape)', async () => {
    const failure = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method.',
    };
    challengeThen({ error: failure });
    const paying = stripe().confirmCardPayment(secret);
    fireEvent.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    expect(await paying).toEqual({ error: failure });
    expect(sentForm(1).get('outcome')).toBe('fail');

    challengeThen({ error: failure });
    const escaped = stripe().confirmCardPayment(secret);
    await screen.findByRole('dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(await escaped).toEqual({ error: failure });
    expect(sentForm(3).get('outcome')).toBe('fail');
  });

  it('gives the decline that follows a completed challenge (4000 0084 0000 1629) as the error, the dialog gone', async () => {
    const decline = genericDecline();
    challengeThen({ error: decline });
    const paying = stripe().confirmCardPayment(secret);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    expect(await paying).toEqual({ error: decline });
    expect(sentForm(1).get('outcome')).toBe('complete');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the action to the caller with handleActions: false', async () => {
    fetchMock.mockReturnValueOnce(answer(intent('requires_action')));
    expect(await stripe().confirmCardPayment(secret, undefined, { handleActions: false })).toEqual({ paymentIntent: intent('requires_action') });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
