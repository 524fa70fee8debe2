import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@suscripciones/shared';
import { cartItem } from '../testing/fixtures';
import { installFakeStripe, type FakeStripe } from '../testing/fakeStripe';
import { guest, member, renderPayment } from '../testing/renderPayment';

let stripe: FakeStripe;
beforeAll(() => {
  stripe = installFakeStripe();
  window.scrollTo = jest.fn();
});
beforeEach(() => {
  stripe.reset();
  sessionStorage.clear();
});

const course = cartItem();
const magazine = cartItem({
  id: 30,
  name: 'Revista impresa porciNews',
  name_en: 'porciNews printed magazine',
  type: 'Revista impresa',
  price: 40,
  socio_price: 0,
  current_price: 40,
  current_stripe_id: 'price_revista_porcinews',
  stripe_id: 'price_revista_porcinews',
});
const usdCourse = cartItem({
  id: 24,
  stripe_account: 'global',
  currency: 'USD',
  price: 99,
  current_price: 99,
  current_stripe_id: 'price_curso_avicultura_global',
});

/** Waits until the card fields listen to their change events. */
async function cardReady(): Promise<void> {
  await waitFor(() => expect(stripe.elements.cardCvc?.handlers.get('change')?.size ?? 0).toBeGreaterThan(0));
}

async function completeCardAndCountry(user: ReturnType<typeof userEvent.setup>, country = 'España', label = 'País') {
  await cardReady();
  act(() => stripe.completeCard());
  await user.selectOptions(await screen.findByLabelText(label), country);
}

// Whole address forms typed key by key (userEvent): seconds on a busy 2-core machine, more than jest's default 5 s.
jest.setTimeout(20_000);

describe('the payment page', () => {
  it('shows the card fields with labels, the accepted brands, the country list in the page language and the total', async () => {
    renderPayment({ cart: [course], language: 'es' });
    await cardReady();
    expect(screen.getByText('Número de tarjeta').tagName).toBe('LABEL');
    expect(screen.getByText('Fecha de caducidad').tagName).toBe('LABEL');
    expect(screen.getByText('Código de seguridad (CVC)').tagName).toBe('LABEL');
    expect(screen.getByRole('list', { name: 'Tarjetas aceptadas' })).toBeInTheDocument();
    for (const brand of ['Visa', 'Mastercard', 'American Express']) expect(screen.getByRole('img', { name: brand })).toBeInTheDocument();
    const country = screen.getByLabelText('País');
    await waitFor(() =>
      expect(
        within(country)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Selecciona tu país', 'Alemania', 'Brasil', 'España', 'Estados Unidos']),
    );
    expect(country).toBeRequired();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('90 €');
    expect(screen.getByTestId('pay-button')).toHaveTextContent('Pagar 90 €');
    expect(screen.getByText('Precio de socio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a tu carrito' })).toHaveAttribute('href', '/checkout?ids=20&lang=es');
  });

  it('uses the Spain key for an ES cart and the global key otherwise, in the page language', async () => {
    const first = renderPayment({ cart: [course], language: 'en' });
    await cardReady();
    expect(stripe.constructed).toContainEqual({ key: 'pk_test_es', options: { locale: 'en' } });
    expect(stripe.elementsOptions).toContainEqual({ locale: 'en' });
    first.unmount();
    renderPayment({ cart: [usdCourse], language: 'pt' });
    await cardReady();
    expect(stripe.constructed).toContainEqual({ key: 'pk_test_global', options: { locale: 'pt-BR' } });
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
    expect(stripe.constructed).toEqual([]);
  });

  it('asks for complete card fields, then a valid country', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment({ cart: [course], language: 'en' });
    await cardReady();
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all the required fields.');
    act(() => stripe.completeCard());
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid country selected, please select a valid country.'));
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('names each incomplete card field and the missing country after a failed press, until they are filled', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment({ cart: [course], language: 'en' });
    await cardReady();
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
    act(() => stripe.completeCard());
    await user.selectOptions(country, 'Spain');
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(country).not.toHaveAttribute('aria-invalid');
  });

  it('creates the payment method with the country code, posts call 3, confirms, goes to thanks and empties the cart', async () => {
    const user = userEvent.setup({ delay: null });
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1' } });
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
    const { api } = renderPayment({ cart: [course], language: 'es', path: '/payment?lang=es&urlredirect=https%3A%2F%2Favinews.example%2Fcursos' });
    await completeCardAndCountry(user);
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thanks?urlredirect=https%3A%2F%2Favinews.example%2Fcursos&lang=es'));
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: stripe.elements.cardNumber ?? expect.anything(),
      billing_details: { address: { country: 'ES' } },
    });
    expect(api.buyBodies).toEqual([
      {
        invoice: false,
        token_id: member.token_id,
        products: [{ id: 20, price: 90, stripe_id: 'price_curso_porcino_socio' }],
        paymentMethodId: 'pm_1',
        currency: 'EUR',
        facturaData: null,
        shippingData: null,
        session_id: sessionStorage.getItem('suscripcionesPaymentSessionId'),
      },
    ]);
    // Confirmed without Stripe.js's own dialogs: 3-D Secure, when the bank asks for it, is the payment's next step.
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_123_secret_456', { payment_method: 'pm_1' }, { handleActions: false });
    // The test config's profile service accepts no Idempotency-Key (the spec's call 3 knows none): none is sent.
    expect(api.buyKeys).toEqual(['']);
    expect(localStorage.getItem(storageKeys.cart)).toBeNull();
  });

  it('shows processing while paying and pays once however often the button is pressed', async () => {
    const user = userEvent.setup({ delay: null });
    let confirm: (value: unknown) => void = () => undefined;
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1' } });
    stripe.confirmCardPayment.mockReturnValue(new Promise((resolve) => (confirm = resolve)));
    renderPayment({ cart: [course], language: 'en' });
    await completeCardAndCountry(user, 'Spain', 'Country');
    const button = screen.getByTestId('pay-button');
    await user.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveTextContent('Processing payment…');
    await user.click(button);
    act(() => confirm({ error: { type: 'card_error', message: 'Your card was declined.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(stripe.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveTextContent('Pay 90 €');
  });

  it('says the payment could not be completed for any other status, and asks the intent again on the next press', async () => {
    const user = userEvent.setup({ delay: null });
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1' } });
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'processing' } });
    const { api } = renderPayment({ cart: [course], language: 'es' });
    await completeCardAndCountry(user);
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo completar el pago.');
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(stripe.confirmCardPayment).toHaveBeenCalledTimes(2));
    // The same intent: no second call 3, its status asked first.
    expect(api.buyBodies).toHaveLength(1);
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_123_secret_456');
    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
  });

  it.each([
    ['an answer without a client secret', { success: true, message: 'ok' }, 200],
    ['a failed call 3', { error: 'Payment failed' }, 500],
  ])('says errorProcessingPayment for %s and confirms nothing', async (_case, answer, status) => {
    const user = userEvent.setup({ delay: null });
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1' } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = renderPayment({ cart: [course], language: 'es' });
    api.buyAnswer = answer;
    api.buyStatus = status;
    await completeCardAndCountry(user);
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al procesar el pago'));
    if (status !== 200) expect(logged).toHaveBeenCalledWith('Error processing payment', expect.anything());
    logged.mockRestore();
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
  });

  it('shows the provider message when the card is refused at creation', async () => {
    const user = userEvent.setup({ delay: null });
    stripe.createPaymentMethod.mockResolvedValue({ error: { type: 'validation_error', message: 'Your card number is invalid.' } });
    const { api } = renderPayment({ cart: [course], language: 'en' });
    await completeCardAndCountry(user, 'Spain', 'Country');
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is invalid.');
    expect(api.buyBodies).toEqual([]);
  });

  it('shows the field error the card fields report, described on the field', async () => {
    renderPayment({ cart: [course], language: 'en' });
    await cardReady();
    act(() => stripe.emit('cardNumber', { complete: false, error: { message: 'Your card number is invalid.' }, brand: 'visa' }));
    expect(await screen.findByText('Your card number is invalid.')).toHaveAttribute('id', 'payment-card-number-error');
    await waitFor(() => expect(document.getElementById('payment-card-number')).toHaveAttribute('aria-describedby', 'payment-card-number-error'));
    expect(screen.getByRole('img', { name: 'Visa' }).closest('li')?.dataset.brand).toBe('visa');
  });

  it('needs saved shipping for a printed magazine: disabled pay, errors on save, summary with pencil, back', async () => {
    const user = userEvent.setup({ delay: null });
    renderPayment({ cart: [magazine], language: 'en', user: guest });
    await cardReady();
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

    await user.type(firstName, 'Pablo');
    expect(firstName).toHaveAttribute('aria-invalid', 'false');
    await user.type(within(form).getByLabelText('Last name'), 'Martín');
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
    await user.type(within(form).getByLabelText('Address'), 'Calle Mayor 1');
    await user.type(within(form).getByLabelText('Postcode'), '28001');
    await user.type(within(form).getByLabelText('City'), 'Madrid');
    await user.type(within(form).getByLabelText('Province or state'), 'Madrid');
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
    await user.type(within(editing).getByLabelText('City'), 'Sevilla');
    await user.click(within(editing).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('shipping-summary')).toHaveTextContent('28001 Madrid');
    expect(pay).toBeEnabled();
    // It types two whole address forms into the page: several seconds of jsdom on a loaded machine.
  }, 15_000);

  it('reveals billing with the invoice checkbox; saved billing fills shipping and is sent with a leading plus', async () => {
    const user = userEvent.setup({ delay: null });
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1' } });
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
    // A buyer without a membership: the magazine is not free for them.
    const { api } = renderPayment({ cart: [magazine], language: 'es', user: guest });
    await cardReady();
    expect(screen.queryByTestId('billing-form')).toBeNull();
    const invoice = screen.getByRole('checkbox', { name: 'Quiero factura' });
    expect(invoice).toHaveAccessibleDescription('Añade tus datos de facturación para recibir una factura.');
    await user.click(invoice);
    const billing = screen.getByTestId('billing-form');
    expect(screen.getByTestId('pay-button')).toHaveAccessibleDescription(
      'Guarda tu dirección de envío para continuar. Guarda tus datos de facturación para continuar.',
    );
    await user.type(within(billing).getByLabelText('Nombre'), 'Marta');
    await user.type(within(billing).getByLabelText('Apellidos'), 'García');
    await user.type(within(billing).getByRole('textbox', { name: 'Teléfono' }), '612345678');
    await user.type(within(billing).getByLabelText('NIF / CIF'), '12345678Z');
    await user.type(within(billing).getByLabelText('Dirección'), 'Gran Vía 2');
    await user.type(within(billing).getByLabelText('Código postal (opcional)'), '28013');
    await user.type(within(billing).getByLabelText('Ciudad'), 'Madrid');
    await user.type(within(billing).getByLabelText('Provincia'), 'Madrid');
    await waitFor(() => expect(within(within(billing).getByLabelText('País')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(billing).getByLabelText('País'), 'ES');
    await user.click(within(billing).getByRole('button', { name: 'Guardar datos de facturación' }));
    expect(await screen.findByTestId('billing-summary')).toHaveTextContent('12345678Z');
    expect(screen.getByTestId('shipping-summary')).toHaveTextContent('Gran Vía 2');
    expect(screen.getByTestId('pay-button')).toBeEnabled();

    act(() => stripe.completeCard());
    await user.selectOptions(screen.getByLabelText('País', { selector: '#payment-country' }), 'España');
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(api.buyBodies).toHaveLength(1));
    expect(api.buyBodies[0]).toEqual(
      expect.objectContaining({
        invoice: true,
        facturaData: expect.objectContaining({ telefono: '+34612345678', phoneCountry: 'ES', nif: '12345678Z', codigoPostal: '28013' }),
        shippingData: expect.objectContaining({ telefono: '34612345678', direccion: 'Gran Vía 2', pais: 'ES', shipping_type: 'other' }),
        products: [{ id: 30, price: 40, stripe_id: 'price_revista_porcinews' }],
      }),
    );
    // It types two whole address forms into the page: several seconds of jsdom on a loaded machine.
  }, 15_000);

  it('shows a message and a way back when the cart is empty', () => {
    renderPayment({ cart: [], language: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your cart is empty.');
    expect(screen.getByRole('link', { name: 'See memberships' })).toHaveAttribute('href', '/?lang=en');
    expect(stripe.constructed).toEqual([]);
  });
});
