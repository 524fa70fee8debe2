import type { BillingData, ShippingData } from '@suscripciones/shared/schemas';
import { emptyDraft, lockedCountry, validateShipping, type AddressDraft, type AddressKind, type FieldErrors, type ShippingScope } from './addressForm';
import { isPhoneCountry, limitNationalDigits } from './phone';

/**
 * The state of the payment page's forms (spec §4): the chosen country, the
 * invoice wish, and the shipping and billing sections, each in edit mode
 * (a draft) or saved (summary with an edit pencil).
 */
export interface SectionState<Data> {
  draft: AddressDraft;
  /** The last saved data; kept while the section is edited again. */
  saved: Data | null;
  /** The draft as it was when saved, restored by "back". */
  savedDraft: AddressDraft | null;
  editing: boolean;
  errors: FieldErrors;
}

export interface PaymentFormState {
  /** The chosen country, by name (spec: mapped to its code by name lookup when paying). */
  countryName: string;
  invoice: boolean;
  shipping: SectionState<ShippingData>;
  billing: SectionState<BillingData>;
}

export type PaymentFormAction =
  | { type: 'country'; name: string }
  | { type: 'invoice'; wanted: boolean }
  | { type: 'field'; section: AddressKind; field: keyof AddressDraft; value: string }
  | { type: 'invalid'; section: AddressKind; errors: FieldErrors }
  | { type: 'savedShipping'; data: ShippingData }
  | { type: 'savedBilling'; data: BillingData; scope: ShippingScope }
  | { type: 'edit'; section: AddressKind }
  | { type: 'back'; section: AddressKind };

const section = <Data>(draft: AddressDraft): SectionState<Data> => ({ draft, saved: null, savedDraft: null, editing: true, errors: {} });

export function initialPaymentFormState(phoneCountry: string, scope: ShippingScope): PaymentFormState {
  return {
    countryName: '',
    invoice: false,
    shipping: section<ShippingData>(emptyDraft(phoneCountry, lockedCountry(scope) ?? '')),
    billing: section<BillingData>(emptyDraft(phoneCountry)),
  };
}

/** A section counts as saved only in summary mode: editing saved data again makes it unsaved until saved anew. */
export const savedData = <Data>(state: SectionState<Data>): Data | null => (state.editing ? null : state.saved);

function withField(draft: AddressDraft, field: keyof AddressDraft, value: string): AddressDraft {
  if (field === 'telefono') return { ...draft, telefono: limitNationalDigits(draft.phoneCountry, value) };
  if (field === 'phoneCountry') return { ...draft, phoneCountry: value, telefono: limitNationalDigits(value, draft.telefono) };
  const next = { ...draft, [field]: value };
  // A phone not typed yet follows the form's country.
  if (field === 'pais' && draft.telefono === '' && isPhoneCountry(value)) next.phoneCountry = value;
  return next;
}

function update<Key extends AddressKind>(state: PaymentFormState, key: Key, change: (current: PaymentFormState[Key]) => PaymentFormState[Key]): PaymentFormState {
  return { ...state, [key]: change(state[key]) };
}

export function paymentFormReducer(state: PaymentFormState, action: PaymentFormAction): PaymentFormState {
  switch (action.type) {
    case 'country':
      return { ...state, countryName: action.name };
    case 'invoice':
      return { ...state, invoice: action.wanted };
    case 'field':
      return update(state, action.section, (current) => {
        const errors = { ...current.errors };
        if (action.field !== 'phoneCountry') delete errors[action.field];
        return { ...current, draft: withField(current.draft, action.field, action.value), errors };
      });
    case 'invalid':
      return update(state, action.section, (current) => ({ ...current, errors: action.errors }));
    case 'savedShipping':
      return { ...state, shipping: { ...state.shipping, saved: action.data, savedDraft: state.shipping.draft, editing: false, errors: {} } };
    case 'savedBilling': {
      const billing: SectionState<BillingData> = { ...state.billing, saved: action.data, savedDraft: state.billing.draft, editing: false, errors: {} };
      if (state.shipping.saved !== null) return { ...state, billing };
      // Shipping not set yet: it starts from the billing data (spec §4), saved when it is complete for shipping.
      const locked = lockedCountry(action.scope);
      const draft: AddressDraft = { ...state.billing.draft, nif: '', pais: locked ?? state.billing.draft.pais };
      const shipping = validateShipping(draft, action.scope);
      return {
        ...state,
        billing,
        shipping: shipping.ok
          ? { draft, saved: shipping.data, savedDraft: draft, editing: false, errors: {} }
          : { ...state.shipping, draft, editing: true, errors: {} },
      };
    }
    case 'edit':
      return update(state, action.section, (current) => ({ ...current, editing: true, errors: {} }));
    case 'back':
      return update(state, action.section, (current) =>
        current.saved !== null && current.savedDraft !== null ? { ...current, draft: current.savedDraft, editing: false, errors: {} } : current,
      );
  }
}
