import { useReducer } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTranslations } from '@suscripciones/shared';
import { initI18n } from '@suscripciones/kit/testing';
import { paymentTranslations } from '../../i18n/paymentTranslations';
import { seedCountries } from '@suscripciones/dev-api/testing';
import { AddressSection } from './AddressSection';
import type { AddressKind, ShippingScope } from '../../address/addressForm';
import { initialPaymentFormState, paymentFormReducer } from './paymentFormState';

/** Call 6's countries this test picks from (the whole list makes every render of jsdom seconds long). */
const countries = seedCountries().filter((country) => ['ES', 'DE', 'BR', 'US'].includes(country.code));

function Harness({ kind, scope, onInvalid }: { kind: AddressKind; scope: ShippingScope; onInvalid: (kind: AddressKind) => void }) {
  const [state, dispatch] = useReducer(paymentFormReducer, undefined, () => initialPaymentFormState('ES', scope));
  return <AddressSection kind={kind} state={state[kind]} dispatch={dispatch} countries={countries} language="en" scope={scope} onInvalid={onInvalid} />;
}

beforeAll(() => {
  initI18n('en');
  registerTranslations('payment', paymentTranslations);
});

describe('address sections', () => {
  it('lock the shipping country to the origin for local shipping', () => {
    render(<Harness kind="shipping" scope={{ shipping_type: 'local', country_origin: 'ES' }} onInvalid={jest.fn()} />);
    const country = screen.getByLabelText('Country');
    expect(country).toBeDisabled();
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Spain']);
    expect(country).toHaveAccessibleDescription('This product ships only within Spain.');
  });

  it('give every billing field a label, an autocomplete value and the required state', () => {
    render(<Harness kind="billing" scope={{ shipping_type: 'other' }} onInvalid={jest.fn()} />);
    const form = screen.getByTestId('billing-form');
    const expected: Array<[string, string, boolean]> = [
      ['First name', 'billing given-name', true],
      ['Last name', 'billing family-name', true],
      ['Tax ID (NIF / VAT number)', 'off', true],
      ['Address', 'billing address-line1', true],
      ['Floor, door, apartment (optional)', 'billing address-line2', false],
      ['Postcode (optional)', 'billing postal-code', false],
      ['City', 'billing address-level2', true],
      ['Province or state', 'billing address-level1', true],
      ['Country', 'billing country', true],
    ];
    for (const [label, autocomplete, required] of expected) {
      const field = within(form).getByLabelText(label);
      expect(field).toHaveAttribute('autocomplete', autocomplete);
      if (required) expect(field).toBeRequired();
      else expect(field).not.toBeRequired();
    }
    // The phone keypad on a text input: HTML allows "billing tel-national" there, not on type=tel.
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'text');
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('inputmode', 'tel');
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('autocomplete', 'billing tel-national');
    expect(within(form).getByLabelText('Phone country code')).toHaveValue('ES');
  });

  it('report a failed save, and move focus to the first field when editing again', async () => {
    const user = userEvent.setup({ delay: null });
    const onInvalid = jest.fn();
    render(<Harness kind="billing" scope={{ shipping_type: 'other' }} onInvalid={onInvalid} />);
    const form = screen.getByTestId('billing-form');
    await user.click(within(form).getByRole('button', { name: 'Save billing details' }));
    expect(onInvalid).toHaveBeenCalledWith('billing');
    expect(within(form).getByLabelText('Tax ID (NIF / VAT number)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Postcode (optional)')).toHaveAttribute('aria-invalid', 'false');
    for (const [label, value] of [
      ['First name', 'Ana'],
      ['Last name', 'Souza'],
      ['Tax ID (NIF / VAT number)', '123'],
      ['Address', 'Rua A 1'],
      ['City', 'Porto'],
      ['Province or state', 'Porto'],
    ] as const) {
      await user.type(within(form).getByLabelText(label), value);
    }
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '912345678');
    await user.selectOptions(within(form).getByLabelText('Country'), 'DE');
    await user.click(within(form).getByRole('button', { name: 'Save billing details' }));
    const summary = await screen.findByTestId('billing-summary');
    expect(summary).toHaveTextContent('Germany');
    await user.click(within(summary).getByRole('button', { name: 'Edit billing details' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    // A whole form typed key by key: up to ten seconds of jsdom on a busy 2-core machine, as the payment page's forms.
  }, 20_000);
});
