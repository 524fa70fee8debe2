import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import type { Country } from '../../../remote-payment/src/address/countrySchema';

countries.registerLocale(en);
countries.registerLocale(es);
countries.registerLocale(pt);

/** Call 6's countries, in the shape the apps' schema reads. */
let cached: readonly Country[] | null = null;

/** All ISO 3166-1 countries, sorted by English name; id_pais is the 1-based position in that order. */
export function countryList(): readonly Country[] {
  if (cached) return cached;
  const names = {
    en: countries.getNames('en', { select: 'official' }),
    es: countries.getNames('es', { select: 'official' }),
    pt: countries.getNames('pt', { select: 'official' }),
  };
  cached = Object.entries(names.en)
    .sort(([, a], [, b]) => a.localeCompare(b, 'en'))
    .map(([code, english], index) => ({
      id_pais: index + 1,
      code,
      countrynameENG: english,
      countrynameES: names.es[code] ?? english,
      countrynamePT: names.pt[code] ?? english,
    }));
  return cached;
}
