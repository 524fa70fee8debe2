import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from '@suscripciones/kit/testing';
import { languageAtom, portalAtom, i18n, registerTranslations, userAtom, type Language, type User } from '@suscripciones/shared';
import { initI18n } from '@suscripciones/kit/testing';
import { hostTranslations } from '../i18n/hostTranslations';
import { AccountMenu } from './AccountMenu';
import { SubscriptionsMenu } from './SubscriptionsMenu';

/**
 * WCAG 2.5.3 Label in Name: a button's accessible name holds its visible text
 * as whole words in order (as axe's label-content-name-mismatch checks it;
 * parentheses do not count).
 */
const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\([^()]*\)/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
function labelInName(visible: string, name: string): boolean {
  const label = words(visible);
  const all = words(name);
  return all.some((_, start) => label.every((word, offset) => all[start + offset] === word));
}

const user: User = { token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo@example.com', foto: null };
const portal = {
  id: 'agrinews',
  name: 'agriNews',
  hosts: ['agrinews.example'],
  logo: 'http://localhost/logo.svg',
  parentSiteUrl: 'http://localhost/portal/',
  medioId: 1,
  color: '#1d6b3a',
};

beforeAll(() => {
  initI18n('en');
  registerTranslations('host', hostTranslations);
});

function renderHeaderPart(language: Language, ui: React.ReactNode, signedIn: User | null = user) {
  void i18n.changeLanguage(language);
  const store = createStore();
  store.set(languageAtom, language);
  store.set(portalAtom, portal);
  store.set(userAtom, signedIn);
  return render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
}

describe('header buttons keep their visible text in their name', () => {
  it.each(['en', 'es', 'pt'] as const)('the subscriptions badge in %s', (language) => {
    renderHeaderPart(language, <SubscriptionsMenu open={false} onToggle={() => undefined} />);
    const button = screen.getByTestId('subscriptions-menu');
    expect(button.textContent).toMatch(/\S \d$/);
    expect(labelInName(button.textContent ?? '', button.getAttribute('aria-label') ?? '')).toBe(true);
  });

  it.each(['en', 'es', 'pt'] as const)('the profile button with initials in %s', (language) => {
    renderHeaderPart(language, <AccountMenu open={false} onToggle={() => undefined} />);
    const button = screen.getByTestId('profile-menu');
    expect(button.textContent).toBe('PM');
    expect(button.getAttribute('aria-label')).toMatch(/^PM – .*Pablo Martín Ruiz$/);
    expect(labelInName('PM', button.getAttribute('aria-label') ?? '')).toBe(true);
  });

  it('the profile button with a photo is named by the account alone; a photo that fails shows initials named too', () => {
    renderHeaderPart('en', <AccountMenu open={false} onToggle={() => undefined} />, { ...user, foto: 'https://example.com/photo.jpg' });
    const button = screen.getByTestId('profile-menu');
    expect(button).toHaveAccessibleName('Account of Pablo Martín Ruiz');
    const photo = button.querySelector('img');
    expect(photo).not.toBeNull();
    act(() => {
      photo?.dispatchEvent(new Event('error'));
    });
    expect(button.textContent).toBe('PM');
    expect(button).toHaveAccessibleName('PM – Account of Pablo Martín Ruiz');
  });

  it('the check itself refuses a name without the visible words', () => {
    expect(labelInName('My subscriptions0', 'My subscriptions: 0 paid subscriptions')).toBe(false);
    expect(labelInName('ES', 'Idioma: Español (ES)')).toBe(false);
  });
});
