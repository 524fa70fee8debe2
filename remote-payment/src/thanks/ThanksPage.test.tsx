import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { cartItemsAtom, cartStorageKey } from '@suscripciones/shared/cart';
import { parseRuntimeConfig, setRuntimeConfig } from '@suscripciones/shared/config';
import { initI18n, registerTranslations } from '@suscripciones/shared/i18n';
import { paymentTranslations } from '../i18n/paymentTranslations';
import { testConfig } from '../../../shared/src/testing/testConfig';
import { cartItem } from '../testing/fixtures';
import { ThanksPage } from './ThanksPage';

function renderThanks(query: string) {
  setRuntimeConfig(parseRuntimeConfig(testConfig()));
  initI18n('en');
  registerTranslations('payment', paymentTranslations);
  window.history.replaceState(null, '', `/suscripciones/thanks${query}`);
  localStorage.setItem(cartStorageKey, JSON.stringify([cartItem()]));
  const store = createStore();
  const redirect = jest.fn();
  render(
    <Provider store={store}>
      <ThanksPage redirect={redirect} />
    </Provider>,
  );
  return { redirect, store };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the thanks page', () => {
  it('thanks the buyer and says the window closes in 5 seconds, with a countdown', () => {
    renderThanks('?lang=en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your purchase!');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    for (const text of ['Your order has been processed successfully.', 'You will shortly receive an email with the details of your order.', 'This window will close in 5 seconds.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/Welcome to the community/)).toBeInTheDocument();
    expect(screen.getByText(/support team/)).toBeInTheDocument();
    expect(screen.getByTestId('thanks-countdown')).toHaveTextContent('5');
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getByTestId('thanks-countdown')).toHaveTextContent('3');
  });

  it('after 5 seconds removes the shop marker and goes to the allowed urlredirect', () => {
    const { redirect, store } = renderThanks('?lang=en&urlredirect=https%3A%2F%2Fporcinews.example%2Fcursos');
    act(() => jest.advanceTimersByTime(4900));
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem(cartStorageKey)).not.toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(redirect).toHaveBeenCalledWith('https://porcinews.example/cursos');
    expect(localStorage.getItem(cartStorageKey)).toBeNull();
    expect(store.get(cartItemsAtom)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Continue now' })).toHaveAttribute('href', 'https://porcinews.example/cursos');
  });

  it('refuses a foreign urlredirect and goes to the main site profile', () => {
    const { redirect } = renderThanks('?urlredirect=https%3A%2F%2Fevil.example%2F');
    act(() => jest.advanceTimersByTime(5000));
    expect(redirect).toHaveBeenCalledWith('http://localhost/profile');
  });
});
