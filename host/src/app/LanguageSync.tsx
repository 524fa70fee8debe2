import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { languageAtom } from '@suscripciones/shared/context/appContext';
import { i18n, syncDocumentLanguage } from '@suscripciones/shared/i18n/i18n';
import { languageSchema } from '@suscripciones/shared/schemas/entities';

/**
 * Keeps the language in step with `?lang`. An explicit `?lang` switches the
 * language; an address without one (a link that forgot it) gets the current
 * language put back, rather than silently falling back to English.
 */
export function LanguageSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const [language, setLanguage] = useAtom(languageAtom);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const requested = languageSchema.safeParse(params.get('lang'));
    if (requested.success) {
      if (requested.data !== language) {
        setLanguage(requested.data);
        void i18n.changeLanguage(requested.data);
        syncDocumentLanguage(requested.data);
      }
      return;
    }
    params.set('lang', language);
    void navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { replace: true, state: location.state as unknown });
  }, [location, language, setLanguage, navigate]);

  return null;
}
