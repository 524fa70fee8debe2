/**
 * The HTML standard's rules for the `autocomplete` attribute of a form control (WHATWG HTML, "Autofill"): the
 * tokens' grammar, and which kinds of control each autofill field may sit on. A token a control's type does not
 * allow is ignored by a conforming browser, so a buyer who relies on autofill types the value by hand (WCAG 1.3.5).
 */
type ControlGroup = 'text' | 'multiline' | 'password' | 'username' | 'url' | 'email' | 'tel' | 'numeric' | 'month' | 'date';

const fieldGroups: Readonly<Record<string, ControlGroup>> = {
  name: 'text',
  'honorific-prefix': 'text',
  'given-name': 'text',
  'additional-name': 'text',
  'family-name': 'text',
  'honorific-suffix': 'text',
  nickname: 'text',
  'organization-title': 'text',
  username: 'username',
  'new-password': 'password',
  'current-password': 'password',
  'one-time-code': 'password',
  organization: 'text',
  'street-address': 'multiline',
  'address-line1': 'text',
  'address-line2': 'text',
  'address-line3': 'text',
  'address-level4': 'text',
  'address-level3': 'text',
  'address-level2': 'text',
  'address-level1': 'text',
  country: 'text',
  'country-name': 'text',
  'postal-code': 'text',
  'cc-name': 'text',
  'cc-given-name': 'text',
  'cc-additional-name': 'text',
  'cc-family-name': 'text',
  'cc-number': 'text',
  'cc-exp': 'month',
  'cc-exp-month': 'numeric',
  'cc-exp-year': 'numeric',
  'cc-csc': 'text',
  'cc-type': 'text',
  'transaction-currency': 'text',
  'transaction-amount': 'numeric',
  language: 'text',
  bday: 'date',
  'bday-day': 'numeric',
  'bday-month': 'numeric',
  'bday-year': 'numeric',
  sex: 'text',
  url: 'url',
  photo: 'url',
  tel: 'tel',
  'tel-country-code': 'text',
  'tel-national': 'text',
  'tel-area-code': 'text',
  'tel-local': 'text',
  'tel-local-prefix': 'text',
  'tel-local-suffix': 'text',
  'tel-extension': 'text',
  email: 'email',
  impp: 'url',
};

/** Fields that may follow a contact kind (home, work, mobile, fax, pager). */
const contactFields = new Set([
  'tel',
  'tel-country-code',
  'tel-national',
  'tel-area-code',
  'tel-local',
  'tel-local-prefix',
  'tel-local-suffix',
  'tel-extension',
  'email',
  'impp',
]);

/** The input types (besides hidden, text and search, which take every group) each group also allows. */
const groupInputTypes: Readonly<Record<ControlGroup, readonly string[]>> = {
  text: [],
  multiline: [],
  password: ['password'],
  username: ['email'],
  url: ['url'],
  email: ['email'],
  tel: ['tel'],
  numeric: ['number'],
  month: ['month'],
  date: ['date'],
};

export interface FormControl {
  /** input, select or textarea */
  tag: string;
  /** the input's type (lower case); '' for select and textarea */
  type: string;
  autocomplete: string;
}

/** What is wrong with a control's autocomplete by the HTML rules, or null when it is valid. */
export function autocompleteProblem({ tag, type, autocomplete }: FormControl): string | null {
  const tokens = autocomplete.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return 'an empty autocomplete';
  if (tokens.length === 1 && (tokens[0] === 'on' || tokens[0] === 'off'))
    return tag === 'input' && type === 'hidden' ? `"${tokens[0]}" on a hidden input` : null;
  let index = 0;
  if (tokens[index]?.startsWith('section-')) index += 1;
  if (tokens[index] === 'shipping' || tokens[index] === 'billing') index += 1;
  const contact = ['home', 'work', 'mobile', 'fax', 'pager'].includes(tokens[index] ?? '') ? tokens[index++] : null;
  const field = tokens[index++] ?? '';
  if (tokens[index] === 'webauthn') index += 1;
  if (index !== tokens.length) return `unexpected tokens in "${autocomplete}"`;
  const group = fieldGroups[field];
  if (!group) return `"${field}" is no autofill field`;
  if (contact && !contactFields.has(field)) return `"${contact}" before "${field}", which is no contact field`;
  if (group === 'multiline' && tag === 'input' && type !== 'hidden') return `"${field}" needs a textarea or select, not an input`;
  if (tag !== 'input' || ['hidden', 'text', 'search'].includes(type)) return null;
  return groupInputTypes[group].includes(type) ? null : `"${field}" is not allowed on <input type="${type}">`;
}
