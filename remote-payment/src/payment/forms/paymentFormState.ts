import type { BillingData, ShippingData } from '../../address/addressData';
import { cardComplete, cardStateReducer, initialCardState, type CardChange, type CardState } from '../card/cardState';
import type { PayError } from '../../pay';
import {
  emptyDraft,
  lockedCountry,
  validateShipping,
  type AddressDraft,
  type AddressKind,
  type DraftField,
  type FieldErrors,
  type ShippingScope,
} from '../../address/addressForm';
import { followedPhoneCountry, limitNationalDigits } from '../../address/phone';
import type { CountryCode } from 'libphonenumber-js/min';

/**
 * The state of the payment page's form, in one reducer with named events
 * (docs/rules.md): the card fields (as their change events describe them), the
 * chosen country, the invoice wish, the shipping and billing sections (each
 * in edit mode, a draft, or saved, a summary with an edit pencil), whether
 * Pay was pressed, and the error banner. The banner goes away by itself once
 * what it asked for is done.
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

/** What a banner asks the buyer to do, so the banner knows when it is done. */
type BannerCause = 'card' | 'country' | 'shipping' | 'billing' | 'login' | 'payment';

export interface Banner {
  /** A new id for every error shown, so the same message shown twice is announced twice. */
  id: number;
  error: PayError;
  cause: BannerCause;
}

export interface PaymentFormState {
  card: CardState;
  /** The chosen country, by name (spec: mapped to its code by name lookup when paying). */
  countryName: string;
  /** Its code, when the name is a known country: the phones follow it. */
  countryCode: string | null;
  /** The page's own phone country (es ES, pt BR, en the browser's region): phones start there. */
  regionPhone: CountryCode;
  invoice: boolean;
  shipping: SectionState<ShippingData>;
  billing: SectionState<BillingData>;
  /** Pay was pressed: incomplete card fields and a missing country say so under themselves from then on. */
  attempted: boolean;
  banner: Banner | null;
  /** How many errors were shown: each new banner gets a new id. */
  bannersShown: number;
}

export type PaymentFormAction =
  | { type: 'card'; change: CardChange }
  /** The card fields were mounted anew (another account or language): what they held is gone. */
  | { type: 'cardFieldsReplaced' }
  | { type: 'payPressed' }
  | { type: 'failed'; error: PayError }
  | { type: 'country'; name: string; code: string | null }
  | { type: 'invoice'; wanted: boolean }
  | { type: 'field'; section: AddressKind; field: DraftField; value: string }
  | { type: 'invalid'; section: AddressKind; errors: FieldErrors }
  | { type: 'savedShipping'; data: ShippingData }
  | { type: 'savedBilling'; data: BillingData; scope: ShippingScope }
  /** The wallet's sheet is opening: the last error is no longer what the buyer is looking at. */
  | { type: 'walletOpened' }
  /** The shipping address the wallet gave: saved when complete, else in the form for the buyer to complete (its gaps marked). */
  | { type: 'walletShipping'; draft: AddressDraft; saved: ShippingData | null; errors: FieldErrors }
  | { type: 'edit'; section: AddressKind }
  | { type: 'back'; section: AddressKind };

const section = <Data>(draft: AddressDraft): SectionState<Data> => ({ draft, saved: null, savedDraft: null, editing: true, errors: {} });

export function initialPaymentFormState(regionPhone: CountryCode, scope: ShippingScope): PaymentFormState {
  const locked = lockedCountry(scope);
  return {
    card: initialCardState,
    countryName: '',
    countryCode: null,
    regionPhone,
    invoice: false,
    shipping: section<ShippingData>(emptyDraft(followedPhoneCountry([locked], regionPhone), locked ?? '')),
    billing: section<BillingData>(emptyDraft(regionPhone)),
    attempted: false,
    banner: null,
    bannersShown: 0,
  };
}

/** What an error asks for: the fields it names, or a new attempt. */
function causeOf(error: PayError): BannerCause {
  if (!('key' in error)) return 'card';
  switch (error.key) {
    case 'errorRequiredFields':
      return 'card';
    case 'errorInvalidCountry':
      return 'country';
    case 'errorRequiredShippingFields':
    case 'walletShippingIncomplete':
      return 'shipping';
    case 'errorRequiredBillingFields':
      return 'billing';
    case 'notLogin':
      return 'login';
    default:
      return 'payment';
  }
}

/** The banner after an event: kept while it still asks for something, gone once that is done. */
function bannerAfter(state: PaymentFormState, action: PaymentFormAction): Banner | null {
  const banner = state.banner;
  if (!banner) return null;
  switch (banner.cause) {
    case 'card':
      // "Fill in the card" is done once the fields are complete; the provider's own message (declined, invalid) once the card changes.
      if (action.type !== 'card') return banner;
      return 'key' in banner.error && !cardComplete(state.card) ? banner : null;
    case 'country':
      return action.type === 'country' && action.name !== '' ? null : banner;
    case 'shipping':
      return state.shipping.saved !== null && !state.shipping.editing ? null : banner;
    case 'billing':
      return (state.billing.saved !== null && !state.billing.editing) || !state.invoice ? null : banner;
    default:
      return banner;
  }
}

/** A section counts as saved only in summary mode: editing saved data again makes it unsaved until saved anew. */
export const savedData = <Data>(state: SectionState<Data>): Data | null => (state.editing ? null : state.saved);

function withField(draft: AddressDraft, field: DraftField, value: string): AddressDraft {
  if (field === 'telefono') return { ...draft, telefono: limitNationalDigits(draft.phoneCountry, value) };
  if (field === 'phoneCountry') return { ...draft, phoneCountry: value, phonePicked: true, telefono: limitNationalDigits(value, draft.telefono) };
  return { ...draft, [field]: value };
}

/**
 * A phone whose country the buyer has not picked follows the chosen country:
 * the payment's, else the form's own, else the page's (a Spanish buyer on the
 * English page is not given +44). Typed digits stay, cut to the new room.
 */
function followCountry(draft: AddressDraft, paymentCountry: string | null, regionPhone: CountryCode): AddressDraft {
  if (draft.phonePicked) return draft;
  const phoneCountry = followedPhoneCountry([paymentCountry, draft.pais], regionPhone);
  return phoneCountry === draft.phoneCountry ? draft : { ...draft, phoneCountry, telefono: limitNationalDigits(phoneCountry, draft.telefono) };
}

/** Only a section being edited follows: a saved one keeps the phone it was saved with (its summary shows that). */
function withPhonesFollowing(state: PaymentFormState): PaymentFormState {
  const follow = (current: SectionState<unknown>) => (current.editing ? followCountry(current.draft, state.countryCode, state.regionPhone) : current.draft);
  const shipping = follow(state.shipping);
  const billing = follow(state.billing);
  if (shipping === state.shipping.draft && billing === state.billing.draft) return state;
  return { ...state, shipping: { ...state.shipping, draft: shipping }, billing: { ...state.billing, draft: billing } };
}

function update<Key extends AddressKind>(
  state: PaymentFormState,
  key: Key,
  change: (current: PaymentFormState[Key]) => PaymentFormState[Key],
): PaymentFormState {
  return { ...state, [key]: change(state[key]) };
}

export function paymentFormReducer(state: PaymentFormState, action: PaymentFormAction): PaymentFormState {
  const next = withPhonesFollowing(formReducer(state, action));
  const banner = bannerAfter(next, action);
  return banner === next.banner ? next : { ...next, banner };
}

function formReducer(state: PaymentFormState, action: PaymentFormAction): PaymentFormState {
  switch (action.type) {
    case 'card':
      return { ...state, card: cardStateReducer(state.card, action.change) };
    case 'cardFieldsReplaced':
      return { ...state, card: initialCardState };
    case 'payPressed':
      return { ...state, attempted: true, banner: null };
    case 'failed': {
      const bannersShown = state.bannersShown + 1;
      return { ...state, bannersShown, banner: { id: bannersShown, error: action.error, cause: causeOf(action.error) } };
    }
    case 'country':
      return { ...state, countryName: action.name, countryCode: action.code };
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
      // Shipping not set yet: it starts from the billing data (docs/rules.md), saved when it is complete for shipping.
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
    case 'walletOpened':
      return { ...state, banner: null };
    case 'walletShipping':
      return {
        ...state,
        shipping: action.saved
          ? { draft: action.draft, saved: action.saved, savedDraft: action.draft, editing: false, errors: {} }
          : { ...state.shipping, draft: action.draft, editing: true, errors: action.errors },
      };
    case 'edit':
      return update(state, action.section, (current) => ({ ...current, editing: true, errors: {} }));
    case 'back':
      return update(state, action.section, (current) =>
        current.saved !== null && current.savedDraft !== null ? { ...current, draft: current.savedDraft, editing: false, errors: {} } : current,
      );
  }
}
