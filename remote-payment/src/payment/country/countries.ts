import type { Language } from '@suscripciones/shared';
import type { Country } from '../../address/countrySchema';

/**
 * The country list of call 6 as the payment page uses it: names in the
 * page's language, sorted for that language, and the spec's name lookup
 * that turns the chosen country into its code.
 */
export function countryName(country: Country, language: Language): string {
  const name = language === 'es' ? country.countrynameES : language === 'pt' ? country.countrynamePT : country.countrynameENG;
  return name.trim() || country.countrynameENG.trim() || country.code;
}

const collator = (language: Language) => new Intl.Collator(language === 'pt' ? 'pt-BR' : language, { sensitivity: 'base' });

export function sortCountries(countries: readonly Country[], language: Language): Country[] {
  const compare = collator(language);
  return [...countries].sort((a, b) => compare.compare(countryName(a, language), countryName(b, language)));
}

const normalise = (value: string) => value.trim().toLocaleLowerCase();

/** The country whose name (in any of the three languages) is the given one. */
export function findCountryByName(name: string | null | undefined, countries: readonly Country[]): Country | undefined {
  if (!name?.trim()) return undefined;
  const wanted = normalise(name);
  return countries.find((country) =>
    [country.countrynameES, country.countrynameENG, country.countrynamePT].some((candidate) => normalise(candidate) === wanted),
  );
}

/** The code of the chosen country by name lookup; null when the name matches no country (errorInvalidCountry). */
export function countryCodeByName(name: string | null | undefined, countries: readonly Country[]): string | null {
  return findCountryByName(name, countries)?.code ?? null;
}

export function findCountryByCode(code: string | null | undefined, countries: readonly Country[]): Country | undefined {
  const wanted = code?.trim().toUpperCase();
  return wanted ? countries.find((country) => country.code === wanted) : undefined;
}
