import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { languageAtom, i18n, loadLanguage, languageSchema } from '@suscripciones/shared';
import { syncDocumentLanguage } from './documentLanguage';

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
      if (requested.data === language) return;
      const next = requested.data;
      let current = true;
      // Its texts first (a chunk per language, downloaded on the first switch), then the whole page at once.
      loadLanguage(next).then(
        () => {
          if (!current) return;
          setLanguage(next);
          void i18n.changeLanguage(next);
          syncDocumentLanguage(next);
        },
        // Offline for a moment: the page stays in its language; the next address change asks again.
        (error: unknown) => console.error(error),
      );
      return () => {
        current = false;
      };
    }
    params.set('lang', language);
    void navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { replace: true, state: location.state as unknown });
  }, [location, language, setLanguage, navigate]);

  return null;
}
