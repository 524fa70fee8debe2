import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from '@suscripciones/kit/testing';
import { languageAtom, i18n, registerTranslations, type Language } from '@suscripciones/shared';
import { initI18n } from '@suscripciones/kit/testing';
import { hostTranslations } from '../i18n/hostTranslations';
import { LanguageMenu } from './LanguageMenu';

beforeAll(() => {
  initI18n('en');
  registerTranslations('host', hostTranslations);
});

function renderMenu(language: Language) {
  void i18n.changeLanguage(language);
  const store = createStore();
  store.set(languageAtom, language);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/terms?lang=${language}`]}>
        <LanguageMenu open={false} onToggle={() => undefined} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('LanguageMenu', () => {
  it.each([
    ['en', 'EN – Language: English'],
    ['es', 'ES – Idioma: Español'],
    ['pt', 'PT – Idioma: Português'],
  ] as const)('in %s its name holds the visible code (WCAG 2.5.3 Label in Name)', (language, name) => {
    renderMenu(language);
    const button = screen.getByTestId('language-menu');
    expect(button).toHaveAccessibleName(name);
    expect(button).toHaveTextContent(language.toUpperCase());
    expect(name.startsWith(button.textContent ?? '-')).toBe(true);
  });
});
