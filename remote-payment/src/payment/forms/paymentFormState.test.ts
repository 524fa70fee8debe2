import { testAddress } from '@suscripciones/dev-api/testing';
import { cardComplete } from '../card/cardState';
import { validateBilling, validateShipping, type AddressDraft, type DraftField } from '../../address/addressForm';
import { initialPaymentFormState, paymentFormReducer, savedData, type PaymentFormAction, type PaymentFormState } from './paymentFormState';

const anywhere = { shipping_type: 'other' as const };
const fill = (state: PaymentFormState, section: 'shipping' | 'billing', values: Partial<AddressDraft>) =>
  Object.entries(values).reduce<PaymentFormState>(
    (current, [field, value]) => paymentFormReducer(current, { type: 'field', section, field: field as DraftField, value: value as string }),
    state,
  );
const run = (state: PaymentFormState, ...actions: PaymentFormAction[]) => actions.reduce(paymentFormReducer, state);
/** The fake world's test address, every field filled. */
const complete = testAddress;

function saveBilling(state: PaymentFormState): PaymentFormState {
  const result = validateBilling(state.billing.draft);
  if (!result.ok) throw new Error('billing should be valid');
  return paymentFormReducer(state, { type: 'savedBilling', data: result.data, scope: anywhere });
}

describe('payment form state', () => {
  it('starts with both sections in edit mode and nothing saved', () => {
    const state = initialPaymentFormState('ES', anywhere);
    expect(state.shipping.editing).toBe(true);
    expect(savedData(state.shipping)).toBeNull();
    expect(savedData(state.billing)).toBeNull();
    expect(initialPaymentFormState('ES', { shipping_type: 'local', country_origin: 'PT' }).shipping.draft.pais).toBe('PT');
  });

  it('keeps phone input to digits within 15 with the calling code', () => {
    let state = fill(initialPaymentFormState('ES', anywhere), 'shipping', { pais: 'BR' });
    expect(state.shipping.draft.phoneCountry).toBe('BR');
    state = fill(state, 'shipping', { telefono: '(11) 91234-5678 999999' });
    expect(state.shipping.draft.telefono).toBe('1191234567899'); // 55 + 13 digits
  });

  // A Spanish buyer on the English page was given +44.
  it('lets a phone follow the payment country, else the form country, else the page region, until the buyer picks one', () => {
    let state = initialPaymentFormState('GB', anywhere);
    expect(state.shipping.draft.phoneCountry).toBe('GB');
    state = fill(state, 'shipping', { telefono: '612345678' });
    state = run(state, { type: 'country', name: 'Spain', code: 'ES' });
    expect([state.shipping.draft.phoneCountry, state.billing.draft.phoneCountry]).toEqual(['ES', 'ES']);
    expect(state.shipping.draft.telefono).toBe('612345678');
    // The payment country wins over the form's own country.
    state = fill(state, 'shipping', { pais: 'PT' });
    expect(state.shipping.draft.phoneCountry).toBe('ES');
    // Without a payment country, the form's country leads; without either, the page's region.
    state = run(state, { type: 'country', name: '', code: null });
    expect(state.shipping.draft.phoneCountry).toBe('PT');
    expect(state.billing.draft.phoneCountry).toBe('GB');
    // Picked by the buyer, it stays.
    state = fill(state, 'shipping', { phoneCountry: 'FR' });
    state = run(state, { type: 'country', name: 'Spain', code: 'ES' });
    expect(state.shipping.draft.phoneCountry).toBe('FR');
    expect(state.billing.draft.phoneCountry).toBe('ES');
  });

  it('starts a locally shipped form with its origin country as the phone country', () => {
    expect(initialPaymentFormState('GB', { shipping_type: 'local', country_origin: 'PT' }).shipping.draft.phoneCountry).toBe('PT');
  });

  it('saves to a summary, edits again with the pencil (no longer saved), and goes back to the saved data', () => {
    let state = fill(initialPaymentFormState('ES', anywhere), 'shipping', complete);
    const result = validateShipping(state.shipping.draft);
    if (!result.ok) throw new Error('valid');
    state = run(state, { type: 'savedShipping', data: result.data });
    expect(savedData(state.shipping)).toEqual(result.data);
    state = run(state, { type: 'edit', section: 'shipping' });
    expect(savedData(state.shipping)).toBeNull();
    state = fill(state, 'shipping', { ciudad: 'Sevilla' });
    state = run(state, { type: 'back', section: 'shipping' });
    expect(state.shipping.draft.ciudad).toBe('Madrid');
    expect(savedData(state.shipping)).toEqual(result.data);
  });

  it('shows field errors until the field is edited', () => {
    let state = run(initialPaymentFormState('ES', anywhere), { type: 'invalid', section: 'billing', errors: { nif: 'required', ciudad: 'required' } });
    state = fill(state, 'billing', { nif: 'X' });
    expect(state.billing.errors).toEqual({ ciudad: 'required' });
  });

  it('fills shipping from billing when billing is saved and shipping is not set', () => {
    const state = saveBilling(fill(initialPaymentFormState('ES', anywhere), 'billing', complete));
    expect(savedData(state.billing)?.telefono).toBe('+34612345678');
    expect(savedData(state.shipping)).toEqual(expect.objectContaining({ nombre: 'Marta', telefono: '34612345678', codigoPostal: '28001', pais: 'ES' }));
  });

  it('prefills shipping but keeps it in edit mode when billing lacks a shipping field', () => {
    const state = saveBilling(fill(initialPaymentFormState('ES', anywhere), 'billing', { ...complete, codigoPostal: '' }));
    expect(savedData(state.shipping)).toBeNull();
    expect(state.shipping.draft.nombre).toBe('Marta');
  });

  it('leaves saved shipping alone when billing is saved later', () => {
    let state = fill(initialPaymentFormState('ES', anywhere), 'shipping', { ...complete, ciudad: 'Bilbao' });
    const shipping = validateShipping(state.shipping.draft);
    if (!shipping.ok) throw new Error('valid');
    state = saveBilling(fill(run(state, { type: 'savedShipping', data: shipping.data }), 'billing', complete));
    expect(savedData(state.shipping)?.ciudad).toBe('Bilbao');
  });

  it('editing saved billing resets it to not saved', () => {
    const state = run(saveBilling(fill(initialPaymentFormState('ES', anywhere), 'billing', complete)), { type: 'edit', section: 'billing' });
    expect(savedData(state.billing)).toBeNull();
    expect(state.billing.editing).toBe(true);
  });
});

describe('the error banner goes away once what it asked for is done', () => {
  const start = () => initialPaymentFormState('ES', anywhere);
  const cardChange = (elementType: string, complete: boolean) => ({ type: 'card' as const, change: { elementType, complete, empty: !complete } });
  const completeCard = (state: PaymentFormState) => run(state, cardChange('cardNumber', true), cardChange('cardExpiry', true), cardChange('cardCvc', true));

  it('incomplete card fields: gone when all three are complete, not before', () => {
    let state = run(start(), { type: 'payPressed' }, { type: 'failed', error: { key: 'errorRequiredFields' } });
    expect(state.attempted).toBe(true);
    state = run(state, cardChange('cardNumber', true));
    expect(state.banner?.error).toEqual({ key: 'errorRequiredFields' });
    expect(completeCard(state).banner).toBeNull();
  });

  it("the provider's message (a declined card): gone when the card is changed", () => {
    const state = run(completeCard(start()), { type: 'failed', error: { message: 'Your card was declined.' } });
    expect(state.banner).not.toBeNull();
    expect(run(state, cardChange('cardNumber', false)).banner).toBeNull();
  });

  it('a missing country: gone when one is chosen', () => {
    const state = run(start(), { type: 'failed', error: { key: 'errorInvalidCountry' } });
    expect(run(state, { type: 'invoice', wanted: true }).banner).not.toBeNull();
    expect(run(state, { type: 'country', name: 'España', code: 'ES' }).banner).toBeNull();
  });

  it('unsaved shipping: gone when it is saved; unsaved billing: gone when saved or the invoice is no longer wanted', () => {
    let state = fill(start(), 'shipping', complete);
    state = run(state, { type: 'failed', error: { key: 'errorRequiredShippingFields' } });
    const result = validateShipping(state.shipping.draft);
    if (!result.ok) throw new Error('valid');
    expect(run(state, { type: 'savedShipping', data: result.data }).banner).toBeNull();
    const billing = run(start(), { type: 'invoice', wanted: true }, { type: 'failed', error: { key: 'errorRequiredBillingFields' } });
    expect(run(billing, { type: 'invoice', wanted: false }).banner).toBeNull();
  });

  it('a failed payment stays until the next press; each error shown has a new id', () => {
    let state = run(start(), { type: 'failed', error: { key: 'errorProcessingPayment' } });
    const first = state.banner?.id;
    state = run(state, { type: 'country', name: 'España', code: 'ES' }, cardChange('cardNumber', true));
    expect(state.banner?.error).toEqual({ key: 'errorProcessingPayment' });
    state = run(state, { type: 'payPressed' });
    expect(state.banner).toBeNull();
    state = run(state, { type: 'failed', error: { key: 'errorProcessingPayment' } });
    expect(state.banner?.id).not.toBe(first);
  });

  it('new card fields (another account or language) hold nothing', () => {
    expect(cardComplete(run(completeCard(start()), { type: 'cardFieldsReplaced' }).card)).toBe(false);
  });
});
