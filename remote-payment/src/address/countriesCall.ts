import { getRuntimeConfig, requestJson, warnDropped } from '@suscripciones/shared';
import { countriesForm } from '@suscripciones/kit/calls';
import { countriesAnswer, type Country } from './countrySchema';

const countries = countriesAnswer(warnDropped);

/** Call 6: the identity site's country list; an empty list (logged) on failure. */
export async function getCountries(): Promise<Country[]> {
  const { identity, requestTimeoutMs } = getRuntimeConfig();
  try {
    return await requestJson(identity.ajaxUrl, countries, { method: 'POST', body: countriesForm(), timeoutMs: requestTimeoutMs, call: 'countries' });
  } catch (error) {
    console.error('Error al cargar los países', error);
    return [];
  }
}
