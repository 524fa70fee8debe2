import { useEffect, useState } from 'react';
import { getCountries } from '@suscripciones/shared/api/client';
import type { Country } from '@suscripciones/shared/schemas/entities';

/** Call 6's country list; empty while loading and on failure (logged by the client, the buyer sees nothing). */
export function useCountries(): { countries: Country[]; loading: boolean } {
  const [state, setState] = useState<{ countries: Country[]; loading: boolean }>({ countries: [], loading: true });
  useEffect(() => {
    let current = true;
    void getCountries().then((countries) => {
      if (current) setState({ countries, loading: false });
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
