import { act, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { parseRuntimeConfig, setRuntimeConfig, languageAtom, registerTranslations, userAtom, type PaidOrder, storageKeys } from '@suscripciones/shared';
import { initI18n } from '@suscripciones/kit/testing';
import { paymentTranslations } from '../i18n/paymentTranslations';
import { testConfig } from '@suscripciones/kit/testing';
import { cartItem } from '../testing/fixtures';
import { ThanksPage } from './ThanksPage';

const order: PaidOrder = {
  reference: 'pi_3abc9x',
  tokenId: 'member-1',
  paidAt: new Date().toISOString(),
  currency: 'EUR',
  total: 210,
  items: [
    {
      id: 1,
      name: 'Plan Premium porciNews España',
      name_en: 'porciNews Premium Plan Spain',
      name_pt: '',
      type: 'Subscription',
      is_media_subscription: 1,
      price: 120,
    },
    { id: 20, name: 'Curso de bioseguridad', name_en: 'Biosecurity course', name_pt: '', type: 'Curso', is_media_subscription: 0, price: 90 },
  ],
};
const buyer = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García', email: 'marta@example.com', foto: null };

/** The thanks page, after a payment made in this tab (`paid`) or opened without one. */
function renderThanks(query: string, { paid = null }: { paid?: PaidOrder | null } = {}) {
  setRuntimeConfig(parseRuntimeConfig(testConfig()));
  initI18n('en');
  registerTranslations('payment', paymentTranslations);
  window.history.replaceState(null, '', `/suscripciones/thanks${query}`);
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(storageKeys.cart, JSON.stringify([cartItem()]));
  if (paid) {
    localStorage.setItem(storageKeys.paidOrders, JSON.stringify([paid]));
    sessionStorage.setItem(storageKeys.lastOrder, paid.reference);
  }
  const store = createStore();
  store.set(languageAtom, 'en');
  store.set(userAtom, buyer);
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
  it('after a payment: the reference, the items, the amount, where the email goes, and what comes next', () => {
    renderThanks('?lang=en', { paid: order });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your purchase!');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByText('Your order has been processed successfully.')).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('3ABC9X');
    expect(screen.getByTestId('order-total')).toHaveTextContent('210 €');
    expect(screen.getAllByTestId('order-item').map((item) => item.textContent)).toEqual(['porciNews Premium Plan Spain120 €', 'Biosecurity course90 €']);
    expect(screen.getByText('You will shortly receive an email at marta@example.com with the details of your order.')).toBeInTheDocument();
    expect(screen.getByTestId('thanks-welcome')).toHaveTextContent(/Welcome to the community/);
    expect(screen.getByText(/support team/)).toBeInTheDocument();
  });

  it('welcomes to the membership only when a membership was bought', () => {
    renderThanks('?lang=en', { paid: { ...order, items: order.items.slice(1), total: 90 } });
    expect(screen.queryByTestId('thanks-welcome')).toBeNull();
    expect(screen.getByText('Your course is available from your profile on the portal.')).toBeInTheDocument();
  });

  it('the countdown and its sentence agree, second by second', () => {
    renderThanks('?lang=en', { paid: order });
    const countdown = screen.getByTestId('thanks-countdown');
    expect(countdown).toHaveTextContent('5This window will close in 5 seconds.');
    act(() => jest.advanceTimersByTime(2100));
    expect(countdown).toHaveTextContent('3This window will close in 3 seconds.');
    act(() => jest.advanceTimersByTime(2000));
    expect(within(countdown).getByText('This window will close in 1 second.')).toBeInTheDocument();
  });

  it('after 5 seconds removes the shop marker and goes to the allowed urlredirect', () => {
    const { redirect } = renderThanks('?lang=en&urlredirect=https%3A%2F%2Fporcinews.example%2Fcursos', { paid: order });
    act(() => jest.advanceTimersByTime(4900));
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.cart)).not.toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(redirect).toHaveBeenCalledWith('https://porcinews.example/cursos');
    expect(localStorage.getItem(storageKeys.cart)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.lastOrder)).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue now' })).toHaveAttribute('href', 'https://porcinews.example/cursos');
  });

  it('opened without a payment in this tab: no order shown, and the cart is kept', () => {
    const { redirect } = renderThanks('?lang=en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you!');
    expect(screen.queryByTestId('order-reference')).toBeNull();
    expect(screen.queryByTestId('thanks-welcome')).toBeNull();
    act(() => jest.advanceTimersByTime(5000));
    expect(redirect).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(storageKeys.cart) ?? '[]')).toHaveLength(1);
  });

  it('refuses a foreign urlredirect and goes to the main site profile', () => {
    const { redirect } = renderThanks('?urlredirect=https%3A%2F%2Fevil.example%2F', { paid: order });
    act(() => jest.advanceTimersByTime(5000));
    expect(redirect).toHaveBeenCalledWith('http://localhost/profile');
  });
});
