/**
 * What the page knows of the card fields: only what their change events say
 * (the numbers stay with the provider). Pay needs all three complete.
 */
export type CardFieldType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

interface CardFieldState {
  complete: boolean;
  empty: boolean;
  /** The provider's message for the field, shown under it. */
  error: string | null;
}

export interface CardState {
  fields: Record<CardFieldType, CardFieldState>;
  /** The brand the number field recognised ('visa', 'mastercard', 'amex', 'unknown'…). */
  brand: string;
  /** Counts the changes of the card fields: a payment method made at one version is that card, not a later one. */
  version: number;
}

export interface CardChange {
  elementType: string;
  complete: boolean;
  empty: boolean;
  error?: { message?: string } | undefined;
  brand?: string;
}

const blank: CardFieldState = { complete: false, empty: true, error: null };
export const initialCardState: CardState = { fields: { cardNumber: blank, cardExpiry: blank, cardCvc: blank }, brand: 'unknown', version: 0 };

const isCardField = (type: string): type is CardFieldType => type === 'cardNumber' || type === 'cardExpiry' || type === 'cardCvc';

export function cardStateReducer(state: CardState, change: CardChange): CardState {
  if (!isCardField(change.elementType)) return state;
  const field: CardFieldState = { complete: change.complete, empty: change.empty, error: change.error?.message ?? null };
  return {
    fields: { ...state.fields, [change.elementType]: field },
    brand: change.elementType === 'cardNumber' ? (change.brand ?? 'unknown') : state.brand,
    version: state.version + 1,
  };
}

export const cardComplete = (state: CardState): boolean => Object.values(state.fields).every((field) => field.complete);

/**
 * The message under each card field: the provider's own error, or, once the
 * buyer has tried to pay, `requiredMessage` for a field that is not complete
 * (so the field in error is named, WCAG 3.3.1). Null when there is none.
 */
export function cardFieldErrors(state: CardState, requiredMessage: string | null): Record<CardFieldType, string | null> {
  const errorOf = (field: CardFieldState) => field.error ?? (requiredMessage !== null && !field.complete ? requiredMessage : null);
  return { cardNumber: errorOf(state.fields.cardNumber), cardExpiry: errorOf(state.fields.cardExpiry), cardCvc: errorOf(state.fields.cardCvc) };
}
