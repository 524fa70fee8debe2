/** @jest-environment node */
import { evaluateField, formatNumber, type FieldContext } from './cardFields';
import { languageOf } from './texts';

const context: FieldContext = { language: 'en', brand: 'unknown', cardBrand: 'unknown', onBlur: false, now: new Date(2030, 5, 15) };

describe('the number field', () => {
  it('groups the digits as the brand prints them', () => {
    expect(formatNumber('4242424242424242', 'visa')).toBe('4242 4242 4242 4242');
    expect(formatNumber('378282246310005', 'amex')).toBe('3782 822463 10005');
    expect(formatNumber('30569309025904', 'diners')).toBe('3056 930902 5904');
    expect(formatNumber('42424', 'visa')).toBe('4242 4');
    expect(formatNumber('', 'unknown')).toBe('');
  });

  it('keeps digits only, up to the brand’s length, and is complete when the checksum holds', () => {
    const result = evaluateField('cardNumber', '4242-4242 4242 4242 9999', context);
    expect(result).toMatchObject({ digits: '4242424242424242', value: '4242 4242 4242 4242', brand: 'visa', complete: true, error: undefined, empty: false });
  });

  it('flags a full number that fails the checksum at once', () => {
    expect(evaluateField('cardNumber', '4242424242424241', context).error).toEqual({
      type: 'validation_error',
      code: 'invalid_number',
      message: 'Your card number is invalid.',
    });
  });

  it('is empty with no brand when nothing is typed, and incomplete only once it loses focus', () => {
    expect(evaluateField('cardNumber', 'abc', context)).toMatchObject({ empty: true, brand: 'unknown', complete: false, error: undefined });
    expect(evaluateField('cardNumber', '4242', context).error).toBeUndefined();
    expect(evaluateField('cardNumber', '4242', { ...context, onBlur: true, language: 'es' }).error?.message).toBe('El número de tu tarjeta está incompleto.');
  });
});

describe('the expiry field', () => {
  it('reads a first digit above 1 as a month and formats MM / YY', () => {
    expect(evaluateField('cardExpiry', '5', context).value).toBe('05');
    expect(evaluateField('cardExpiry', '1231', context)).toMatchObject({ value: '12 / 31', complete: true, exp: { month: 12, year: 2031 } });
  });

  it('rejects a month out of range, a date in the past and a year too far ahead', () => {
    expect(evaluateField('cardExpiry', '13', context).error?.code).toBe('invalid_expiry_month');
    expect(evaluateField('cardExpiry', '0129', context).error?.code).toBe('invalid_expiry_year_past');
    expect(evaluateField('cardExpiry', '0530', context).error?.code).toBe('invalid_expiry_month_past');
    expect(evaluateField('cardExpiry', '0630', context).complete).toBe(true);
    expect(evaluateField('cardExpiry', '0199', { ...context, now: new Date(2040, 0, 1) }).error?.code).toBe('invalid_expiry_year');
  });
});

describe('the CVC field', () => {
  it('takes the length of the number field’s brand', () => {
    expect(evaluateField('cardCvc', '12345', { ...context, cardBrand: 'visa' })).toMatchObject({ value: '123', complete: true });
    expect(evaluateField('cardCvc', '123', { ...context, cardBrand: 'amex' }).complete).toBe(false);
    expect(evaluateField('cardCvc', '12345', { ...context, cardBrand: 'amex' })).toMatchObject({ value: '1234', complete: true });
    expect(evaluateField('cardCvc', '12345', context)).toMatchObject({ value: '1234', complete: true });
  });
});

describe('the fields’ language', () => {
  it('follows the locale, the browser for auto, and English for anything else', () => {
    expect(languageOf('pt-BR', 'es')).toBe('pt');
    expect(languageOf('auto', 'es-ES')).toBe('es');
    expect(languageOf(undefined, '')).toBe('en');
    expect(languageOf('fr', 'es')).toBe('en');
  });
});
