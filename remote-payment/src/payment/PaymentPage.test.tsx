import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@suscripciones/shared';
import { seedCartItem, seedIds, testPublishableKeys, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { cartItem } from '../testing/fixtures';
import { cardInputs, guest, installRecordedStripe, member, payablePage, renderPayment, typeCard } from '../testing/renderPayment';

/** The page against the fake world: dev-api answers its calls, and its Stripe double is the page's Stripe.js. */
const world = setupFakeWorld();
/** Each `Stripe(key, options)` the page made. */
let constructed: unknown[][] = [];
beforeAll(() => {
  constructed = installRecordedStripe(world);
  window.scrollTo = jest.fn();
});
beforeEach(() => {
  constructed.length = 0;
  sessionStorage.clear();
});

const course = cartItem();
const magazine = seedCartItem(seedIds.magazines.printed);
const usdCourse = seedCartItem(seedIds.courses.globalUsd);
const orders = () => world.context.orders.list();
const confirmations = () => world.context.confirmations.list();

async function completeCardAndCountry(user: ReturnType<typeof userEvent.setup>, country = 'España', label = 'País') {
  await typeCard();
  await user.selectOptions(await screen.findByLabelText(label), country);
}

/**
 * A field filled at once, as autofill or a paste fills it: every key typed re-renders the page. The phone, whose
 * rule is about the keys typed, is typed key by key.
 */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

// Whole address forms on a busy 2-core machine: more than jest's default 5 s.
jest.setTimeout(20_000);

describe('the payment page', () => {
  it('shows the card fields with labels, the accepted brands, the country list in the page language and the total', async () => {
    renderPayment({ cart: [course], language: 'es' });
    await cardInputs();
    expect(screen.getByText('Número de tarjeta').tagName).toBe('LABEL');
    expect(screen.getByText('Fecha de caducidad').tagName).toBe('LABEL');
    expect(screen.getByText('Código de seguridad (CVC)').tagName).toBe('LABEL');
    expect(screen.getByRole('list', { name: 'Tarjetas aceptadas' })).toBeInTheDocument();
    for (const brand of ['Visa', 'Mastercard', 'American Express']) expect(screen.getByRole('img', { name: brand })).toBeInTheDocument();
    const country = screen.getByLabelText('País');
    // Call 6's countries, by their Spanish names in Spanish order, after the prompt.
    await waitFor(() => expect(within(country).getAllByRole('option').length).toBeGreaterThan(200));
    const [prompt, ...names] = within(country)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(prompt).toBe('Selecciona tu país');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names).toEqual(expect.arrayContaining(['Alemania', 'Brasil', 'España', 'Estados Unidos']));
    expect(country).toBeRequired();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('90 €');
    expect(screen.getByTestId('pay-button')).toHaveTextContent('Pagar 90 €');
    expect(screen.getByText('Precio de socio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a tu carrito' })).toHaveAttribute('href', '/checkout?ids=20&lang=es');
  });

  it('uses the Spain key for an ES cart and the global key otherwise, in the page language', async () => {
    const first = renderPayment({ cart: [course], language: 'en' });
    const [, expiry] = await cardInputs();
    expect(constructed).toContainEqual([testPublishableKeys.ES, { locale: 'en' }]);
    // The card fields speak the page's language.
    expect(expiry).toHaveAttribute('placeholder', 'MM / YY');
    first.unmount();
    renderPayment({ cart: [usdCourse], language: 'pt' });
    const [, expiryPt] = await cardInputs();
    expect(constructed).toContainEqual([testPublishableKeys.global, { locale: 'pt-BR' }]);
    expect(expiryPt).toHaveAttribute('placeholder', 'MM / AA');
  });

  it('asks a visitor to log in first: no card form and no Stripe.js until then, the order in view', async () => {
    renderPayment({ cart: [course], user: null });
    // The cart's prices are refreshed as the page opens.
    await act(async () => undefined);
    const gate = screen.getByTestId('sign-in-gate');
    expect(gate).toHaveTextContent('Por favor, inicia sesión para realizar el pago.');
    const login = within(gate).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href') ?? '';
    expect(login).toMatch(/^http:\/\/localhost:3010\/identity\/login\?medio=agrinews&edicion=es&checkoutUrl=/);
    expect(new URL(new URL(login).searchParams.get('checkoutUrl') ?? '').pathname).toBe('/suscripciones/payment');
    expect(screen.queryByTestId('card-fields-placeholder')).toBeNull();
    expect(document.querySelector('#payment-form')).toBeNull();
    expect(screen.queryByTestId('pay-button')).toBeNull();
    expect(screen.getAllByTestId('payment-item')).toHaveLength(1);
    expect(constructed).toEqual([]);
  });

  it('asks for complete card fields, then a valid country', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment({ cart: [course], language: 'en' });
    await payablePage();
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all the required fields.');
    await typeCard();
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid country selected, please select a valid country.'));
    // No payment method was made.
    expect(world.context.paymentMethods.size).toBe(0);
  });

  it('names each incomplete card field and the missing country after a failed press, until they are filled', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment({ cart: [course], language: 'en' });
    await payablePage();
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.click(screen.getByTestId('pay-button'));
    await screen.findByRole('alert');
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    const country = screen.getByLabelText('Country');
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(country).toHaveAccessibleDescription(/^This field is required\./);
    for (const id of ['payment-card-number', 'payment-card-expiry', 'payment-card-cvc']) {
      await waitFor(() => expect(document.getElementById(id)).toHaveAttribute('aria-describedby', `${id}-error`));
      expect(document.getElementById(`${id}-error`)).toHaveTextContent('This field is required.');
    }
    await typeCard();
    await user.selectOptions(country, 'Spain');
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(country).not.toHaveAttribute('aria-invalid');
  });

  it('creates the payment method with the country code, posts call 3, confirms, goes to thanks and empties the cart', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment({ cart: [course], language: 'es', path: '/payment?lang=es&urlredirect=https%3A%2F%2Favinews.example%2Fcursos' });
    await completeCardAndCountry(user);
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thanks?urlredirect=https%3A%2F%2Favinews.example%2Fcursos&lang=es'));
    // One payment method, of the typed card with the chosen country.
    const [method, ...more] = [...world.requests.filter((request) => request === '/stripe/api/payment_methods')];
    expect([method, more]).toEqual(['/stripe/api/payment_methods', []]);
    const [order, ...otherOrders] = orders();
    expect(otherOrders).toEqual([]);
    expect(world.context.paymentMethods.get(order?.paymentMethodId ?? '')?.method).toMatchObject({
      card: { brand: 'visa', last4: '4242' },
      billing_details: { address: { country: 'ES' } },
    });
    expect(order).toMatchObject({
      invoice: false,
      token_id: member.token_id,
      products: [{ id: 20, price: 90, stripe_id: 'price_curso_porcino_socio' }],
      currency: 'EUR',
      facturaData: null,
      shippingData: null,
      session_id: sessionStorage.getItem('suscripcionesPaymentSessionId'),
    });
    // Confirmed once, without Stripe.js's own dialogs (3-D Secure, when the bank asks for it, is the payment's next step).
    expect(confirmations()).toEqual([expect.objectContaining({ payment_intent: order?.paymentIntentId, step: 'confirm', outcome: 'succeeded' })]);
    // The test config's profile service accepts no Idempotency-Key (the spec's call 3 knows none): none is sent.
    expect(world.context.idempotency.size).toBe(0);
    expect(localStorage.getItem(storageKeys.cart)).toBeNull();
  });

  it('shows processing while paying and pays once however often the button is pressed', async () => {
    const user = userEvent.setup({ delay: null });
    const confirmation = world.hold('/stripe/api/payment_intents/:id/confirm');
    renderPayment({ cart: [course], language: 'en' });
    await typeCard('4000000000000002');
    await user.selectOptions(await screen.findByLabelText('Country'), 'Spain');
    const button = screen.getByTestId('pay-button');
    await user.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveTextContent('Processing payment…');
    await user.click(button);
    act(() => confirmation.release());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(world.context.paymentMethods.size).toBe(1);
    expect(confirmations()).toEqual([expect.objectContaining({ outcome: 'declined' })]);
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveTextContent('Pay 90 €');
  });

  it('says the payment could not be completed for any other status, and asks the intent again on the next press', async () => {
    const user = userEvent.setup({ delay: null });
    // A bank that takes its time: the confirmation leaves the intent processing.
    world.fault('stripe-confirm', 'processing', 1);
    renderPayment({ cart: [course], language: 'es' });
    await completeCardAndCountry(user);
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo completar el pago.');
    const statusAsked = world.requests.length;
    await user.click(screen.getByTestId('pay-button'));
    // The same intent, its status asked first (still processing: never confirmed again), no second call 3.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Tu banco aún está procesando este pago.'));
    const [order] = orders();
    expect(world.requests.slice(statusAsked)).toContainEqual(expect.stringMatching(new RegExp(`^/stripe/api/payment_intents/${order?.paymentIntentId}\\?`)));
    expect(orders()).toHaveLength(1);
    expect(confirmations()).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
  });

  it.each([
    ['an answer without a client secret', 'bad-schema'],
    ['a failed call 3', 'status-500'],
  ] as const)('says errorProcessingPayment for %s and confirms nothing', async (_case, mode) => {
    const user = userEvent.setup({ delay: null });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    world.fault('buy', mode);
    renderPayment({ cart: [course], language: 'es' });
    await completeCardAndCountry(user);
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al procesar el pago'));
    expect(logged).toHaveBeenCalledWith('Error processing payment', expect.anything());
    logged.mockRestore();
    expect(confirmations()).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
  });

  it('shows the provider message when the card cannot be made into a payment method', async () => {
    const user = userEvent.setup({ delay: null });
    // The provider's answer to the card never arrives: Stripe.js's own connection message.
    world.fault('stripe-payment-methods', 'lose-answer');
    renderPayment({ cart: [course], language: 'en' });
    await completeCardAndCountry(user, 'Spain', 'Country');
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred with our connection to Stripe.');
    expect(orders()).toEqual([]);
  });

  it('shows the field error the card fields report, described on the field', async () => {
    renderPayment({ cart: [course], language: 'en' });
    // A whole number that fails the check digit.
    await typeCard('4242424242424241');
    expect(await screen.findByText('Your card number is invalid.')).toHaveAttribute('id', 'payment-card-number-error');
    await waitFor(() => expect(document.getElementById('payment-card-number')).toHaveAttribute('aria-describedby', 'payment-card-number-error'));
    expect(screen.getByRole('img', { name: 'Visa' }).closest('li')?.dataset.brand).toBe('visa');
  });

  it('needs saved shipping for a printed magazine: disabled pay, errors on save, summary with pencil, back', async () => {
    world.onlyCountries(['ES', 'PT', 'DE']);
    const user = userEvent.setup({ delay: null });
    renderPayment({ cart: [magazine], language: 'en', user: guest });
    await payablePage();
    const pay = screen.getByTestId('pay-button');
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Save your shipping address to continue.');

    const form = screen.getByTestId('shipping-form');
    await user.click(within(form).getByRole('button', { name: 'Save shipping address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in and save your shipping address.');
    const firstName = within(form).getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('This field is required.');
    expect(within(form).getByLabelText('Floor, door, apartment (optional)')).toHaveAttribute('aria-invalid', 'false');

    await fill(user, firstName, 'Pablo');
    expect(firstName).toHaveAttribute('aria-invalid', 'false');
    await fill(user, within(form).getByLabelText('Last name'), 'Martín');
    await user.selectOptions(within(form).getByLabelText('Phone country code'), 'ES');
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '61234a5678999999999999');
    // Digits only, and 15 with the calling code (34): 13 national digits at most.
    expect(phone).toHaveValue('6123456789999');
    // A text input with the phone keypad, the type HTML allows "tel-national" on (a browser ignores it on type=tel).
    expect(phone).toHaveAttribute('autocomplete', 'shipping tel-national');
    expect(phone).toHaveAttribute('type', 'text');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    await user.clear(phone);
    await user.type(phone, '612345678');
    await fill(user, within(form).getByLabelText('Address'), 'Calle Mayor 1');
    await fill(user, within(form).getByLabelText('Postcode'), '28001');
    await fill(user, within(form).getByLabelText('City'), 'Madrid');
    await fill(user, within(form).getByLabelText('Province or state'), 'Madrid');
    await waitFor(() => expect(within(within(form).getByLabelText('Country')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(form).getByLabelText('Country'), 'ES');
    expect(within(form).getByLabelText('Address')).toHaveAttribute('autocomplete', 'shipping address-line1');
    await user.click(within(form).getByRole('button', { name: 'Save shipping address' }));

    const summary = await screen.findByTestId('shipping-summary');
    expect(summary).toHaveTextContent('Pablo Martín');
    expect(summary).toHaveTextContent('+34 612 34 56 78');
    expect(summary).toHaveTextContent('Spain');
    expect(within(summary).getByRole('heading', { name: 'Shipping address' })).toHaveFocus();
    expect(pay).toBeEnabled();

    await user.click(within(summary).getByRole('button', { name: 'Edit shipping address' }));
    expect(pay).toBeDisabled();
    const editing = screen.getByTestId('shipping-form');
    await user.clear(within(editing).getByLabelText('City'));
    await fill(user, within(editing).getByLabelText('City'), 'Sevilla');
    await user.click(within(editing).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('shipping-summary')).toHaveTextContent('28001 Madrid');
    expect(pay).toBeEnabled();
    // It types two whole address forms into the page: several seconds of jsdom on a loaded machine.
  });

  it('reveals billing with the invoice checkbox; saved billing fills shipping and is sent with a leading plus', async () => {
    world.onlyCountries(['ES', 'PT', 'DE']);
    const user = userEvent.setup({ delay: null });
    // A buyer without a membership: the magazine is not free for them.
    renderPayment({ cart: [magazine], language: 'es', user: guest });
    await cardInputs();
    expect(screen.queryByTestId('billing-form')).toBeNull();
    const invoice = screen.getByRole('checkbox', { name: 'Quiero factura' });
    expect(invoice).toHaveAccessibleDescription('Añade tus datos de facturación para recibir una factura.');
    await user.click(invoice);
    const billing = screen.getByTestId('billing-form');
    expect(screen.getByTestId('pay-button')).toHaveAccessibleDescription(
      'Guarda tu dirección de envío para continuar. Guarda tus datos de facturación para continuar.',
    );
    await fill(user, within(billing).getByLabelText('Nombre'), 'Marta');
    await fill(user, within(billing).getByLabelText('Apellidos'), 'García');
    await user.type(within(billing).getByRole('textbox', { name: 'Teléfono' }), '612345678');
    await fill(user, within(billing).getByLabelText('NIF / CIF'), '12345678Z');
    await fill(user, within(billing).getByLabelText('Dirección'), 'Gran Vía 2');
    await fill(user, within(billing).getByLabelText('Código postal (opcional)'), '28013');
    await fill(user, within(billing).getByLabelText('Ciudad'), 'Madrid');
    await fill(user, within(billing).getByLabelText('Provincia'), 'Madrid');
    await waitFor(() => expect(within(within(billing).getByLabelText('País')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(billing).getByLabelText('País'), 'ES');
    await user.click(within(billing).getByRole('button', { name: 'Guardar datos de facturación' }));
    expect(await screen.findByTestId('billing-summary')).toHaveTextContent('12345678Z');
    expect(screen.getByTestId('shipping-summary')).toHaveTextContent('Gran Vía 2');
    expect(screen.getByTestId('pay-button')).toBeEnabled();

    await typeCard();
    await user.selectOptions(screen.getByLabelText('País', { selector: '#payment-country' }), 'España');
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0]).toEqual(
      expect.objectContaining({
        invoice: true,
        facturaData: expect.objectContaining({ telefono: '+34612345678', phoneCountry: 'ES', nif: '12345678Z', codigoPostal: '28013' }),
        shippingData: expect.objectContaining({ telefono: '34612345678', direccion: 'Gran Vía 2', pais: 'ES', shipping_type: 'other' }),
        products: [{ id: 30, price: 40, stripe_id: 'price_revista_porcinews' }],
      }),
    );
    // It types two whole address forms into the page: several seconds of jsdom on a loaded machine.
  });

  it('shows a message and a way back when the cart is empty', () => {
    renderPayment({ cart: [], language: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your cart is empty.');
    expect(screen.getByRole('link', { name: 'See memberships' })).toHaveAttribute('href', '/?lang=en');
    expect(constructed).toEqual([]);
  });
});
