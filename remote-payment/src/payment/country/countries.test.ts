import type { Country } from '../../address/countrySchema';
import { countryCodeByName, countryName, findCountryByCode, sortCountries } from './countries';

const countries: Country[] = [
  { id_pais: 1, code: 'ES', countrynameENG: 'Spain', countrynameES: 'España', countrynamePT: 'Espanha' },
  { id_pais: 2, code: 'DE', countrynameENG: 'Germany', countrynameES: 'Alemania', countrynamePT: 'Alemanha' },
  { id_pais: 3, code: 'AT', countrynameENG: 'Austria', countrynameES: 'Austria', countrynamePT: 'Áustria' },
  { id_pais: 4, code: 'BR', countrynameENG: 'Brazil', countrynameES: 'Brasil', countrynamePT: 'Brasil' },
];

describe('countries of call 6', () => {
  it('are named in the page language', () => {
    expect(countries.map((country) => countryName(country, 'es'))).toEqual(['España', 'Alemania', 'Austria', 'Brasil']);
    expect(countryName(countries[0] as Country, 'en')).toBe('Spain');
    expect(countryName(countries[0] as Country, 'pt')).toBe('Espanha');
  });

  it('are sorted for the page language, accents included', () => {
    expect(sortCountries(countries, 'pt').map((country) => country.code)).toEqual(['DE', 'AT', 'BR', 'ES']);
    expect(sortCountries(countries, 'en').map((country) => country.code)).toEqual(['AT', 'BR', 'DE', 'ES']);
  });

  it('map a chosen name to its code by name lookup, in any language', () => {
    expect(countryCodeByName('España', countries)).toBe('ES');
    expect(countryCodeByName(' spain ', countries)).toBe('ES');
    expect(countryCodeByName('Alemanha', countries)).toBe('DE');
    expect(countryCodeByName('Atlantis', countries)).toBeNull();
    expect(countryCodeByName('', countries)).toBeNull();
    expect(countryCodeByName('España', [])).toBeNull();
  });

  it('are found by code', () => {
    expect(findCountryByCode('br', countries)?.countrynameENG).toBe('Brazil');
    expect(findCountryByCode('', countries)).toBeUndefined();
  });
});
