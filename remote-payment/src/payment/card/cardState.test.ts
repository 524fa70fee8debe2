import { cardComplete, cardFieldErrors, cardStateReducer, initialCardState } from './cardState';

describe('card state from the fields’ change events', () => {
  it('is complete only when number, expiry and CVC are', () => {
    let state = cardStateReducer(initialCardState, { elementType: 'cardNumber', complete: true, empty: false, brand: 'visa' });
    state = cardStateReducer(state, { elementType: 'cardExpiry', complete: true, empty: false });
    expect(cardComplete(state)).toBe(false);
    state = cardStateReducer(state, { elementType: 'cardCvc', complete: true, empty: false });
    expect(cardComplete(state)).toBe(true);
    expect(state.brand).toBe('visa');
    state = cardStateReducer(state, { elementType: 'cardCvc', complete: false, empty: false, error: { message: "Your card's security code is incomplete." } });
    expect(cardComplete(state)).toBe(false);
    expect(state.fields.cardCvc.error).toBe("Your card's security code is incomplete.");
  });

  it('keeps the brand from the number field and ignores other elements', () => {
    const state = cardStateReducer(initialCardState, { elementType: 'cardNumber', complete: false, empty: false, brand: 'amex' });
    expect(cardStateReducer(state, { elementType: 'cardCvc', complete: false, empty: true }).brand).toBe('amex');
    expect(cardStateReducer(state, { elementType: 'payment', complete: true, empty: false })).toBe(state);
  });

  it('names the incomplete fields once the buyer tried to pay; the provider’s message comes first', () => {
    expect(cardFieldErrors(initialCardState, null)).toEqual({ cardNumber: null, cardExpiry: null, cardCvc: null });
    let state = cardStateReducer(initialCardState, { elementType: 'cardNumber', complete: true, empty: false, brand: 'visa' });
    state = cardStateReducer(state, { elementType: 'cardCvc', complete: false, empty: false, error: { message: 'Your card’s security code is incomplete.' } });
    expect(cardFieldErrors(state, 'This field is required.')).toEqual({
      cardNumber: null,
      cardExpiry: 'This field is required.',
      cardCvc: 'Your card’s security code is incomplete.',
    });
  });
});
