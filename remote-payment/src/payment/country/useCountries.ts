import { useRequest } from '@suscripciones/shared';
import { getCountries } from '../../address/countriesCall';
import type { Country } from '../../address/countrySchema';

/** Call 6's country list; empty while loading and on failure (logged by the client, the buyer sees nothing). */
export function useCountries(): { countries: Country[]; loading: boolean } {
  const request = useRequest('countries', getCountries);
  return { countries: request.status === 'ready' ? request.data : [], loading: request.status === 'loading' };
}
