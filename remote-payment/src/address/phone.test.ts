import { callingCode, digitsOnly, followedPhoneCountry, regionPhoneCountry, formatNational, limitNationalDigits, maxPhoneDigits, storedPhone } from './phone';

describe('phone rules', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('+34 (612) 34-56-78 x')).toBe('34612345678');
  });

  it('knows the calling code of a country', () => {
    expect(callingCode('ES')).toBe('34');
    expect(callingCode('BR')).toBe('55');
    expect(callingCode('US')).toBe('1');
    expect(callingCode('XX')).toBeNull();
    expect(callingCode('')).toBeNull();
  });

  it('allows at most 15 digits with the calling code', () => {
    expect(maxPhoneDigits).toBe(15);
    expect(limitNationalDigits('ES', '1234567890123456789')).toBe('1234567890123'); // 2 + 13
    expect(limitNationalDigits('US', '1234567890123456789')).toBe('12345678901234'); // 1 + 14
    expect(limitNationalDigits(null, 'a1b2')).toBe('12');
  });

  it('formats as the buyer types, for the selected country', () => {
    expect(formatNational('ES', '612345678')).toBe('612 34 56 78');
    expect(formatNational('US', '2015550123')).toBe('(201) 555-0123');
    expect(formatNational('BR', '11912345678')).toBe('(11) 91234-5678');
    expect(formatNational('XX', '123')).toBe('123');
  });

  it('stores calling code and number as digits, the billing phone with a leading plus', () => {
    expect(storedPhone('ES', '612 34 56 78', { leadingPlus: false })).toBe('34612345678');
    expect(storedPhone('ES', '612345678', { leadingPlus: true })).toBe('+34612345678');
    expect(storedPhone('ES', '', { leadingPlus: true })).toBe('');
    expect(storedPhone('ES', '1234567890123456789', { leadingPlus: true })).toBe('+341234567890123');
  });

  it('follows the first chosen country, else the fallback', () => {
    expect(followedPhoneCountry(['', 'PT'], 'ES')).toBe('PT');
    expect(followedPhoneCountry(['ES', 'PT'], 'BR')).toBe('ES');
    expect(followedPhoneCountry([null, undefined], 'BR')).toBe('BR');
    expect(followedPhoneCountry(['ZZ'], 'ES')).toBe('ES');
  });

  it('takes the page region: es Spain, pt Brazil, en the browser region or the United States', () => {
    expect(regionPhoneCountry('es', ['en-GB'])).toBe('ES');
    expect(regionPhoneCountry('pt', [])).toBe('BR');
    expect(regionPhoneCountry('en', ['en-GB', 'en'])).toBe('GB');
    expect(regionPhoneCountry('en', ['en', 'es-MX'])).toBe('MX');
    expect(regionPhoneCountry('en', ['en'])).toBe('US');
    expect(regionPhoneCountry('en', ['en-ZZ'])).toBe('US');
  });
});
