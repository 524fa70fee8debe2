import { AsYouType, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';

/**
 * Phone rules of the shipping and billing forms (docs/rules.md): digits only, at
 * most 15 digits in all (the international maximum, calling code included),
 * formatted as the buyer types for the selected country.
 */
export const maxPhoneDigits = 15;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

export function isPhoneCountry(code: string | null | undefined): code is CountryCode {
  return !!code && /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}

/** The country calling code without plus ('34' for ES); null for a country without one. */
export function callingCode(country: string | null | undefined): string | null {
  return isPhoneCountry(country) ? getCountryCallingCode(country) : null;
}

/** The national digits typed, cleaned and cut so that calling code plus number stay within 15 digits. */
export function limitNationalDigits(country: string | null | undefined, typed: string): string {
  const room = maxPhoneDigits - (callingCode(country)?.length ?? 0);
  return digitsOnly(typed).slice(0, Math.max(0, room));
}

/** The national number as the buyer sees it while typing ("612 34 56 78" for ES). */
export function formatNational(country: string | null | undefined, nationalDigits: string): string {
  const digits = digitsOnly(nationalDigits);
  if (!digits || !isPhoneCountry(country)) return digits;
  return new AsYouType(country).input(digits);
}

/**
 * The phone as stored: calling code and national digits, digits only
 * ("34612345678"); the billing phone takes a leading plus ("+34612345678").
 * Empty when no number was typed.
 */
export function storedPhone(country: string | null | undefined, nationalDigits: string, { leadingPlus }: { leadingPlus: boolean }): string {
  const national = digitsOnly(nationalDigits);
  if (!national) return '';
  const full = `${callingCode(country) ?? ''}${national}`.slice(0, maxPhoneDigits);
  return leadingPlus ? `+${full}` : full;
}

/**
 * The page's own phone country, for when the buyer has chosen no country
 * yet: es is Spain's page and pt Brazil's (the landing's regions). English
 * is the international page, which names no country: the browser's own
 * region ("en-GB" is GB) when it has one, else the United States.
 */
export function regionPhoneCountry(language: 'es' | 'en' | 'pt', browserLocales: readonly string[] = []): CountryCode {
  if (language === 'es') return 'ES';
  if (language === 'pt') return 'BR';
  const region = browserLocales.map((locale) => /^[a-z]{2,3}-([A-Za-z]{2})\b/.exec(locale)?.[1]?.toUpperCase()).find(isPhoneCountry);
  return region ?? 'US';
}

/** The country a phone follows until the buyer picks one: the first chosen country (payment, then the form's), else the page's. */
export function followedPhoneCountry(candidates: readonly (string | null | undefined)[], fallback: CountryCode): CountryCode {
  return candidates.find(isPhoneCountry) ?? fallback;
}

/** A saved phone for the summary: "+34 612 34 56 78". */
export function displayPhone(country: string | null | undefined, nationalDigits: string): string {
  const code = callingCode(country);
  const national = formatNational(country, nationalDigits);
  return code ? `+${code} ${national}` : national;
}
