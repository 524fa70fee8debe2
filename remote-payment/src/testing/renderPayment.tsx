import { act, configure, fireEvent, render, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MemoryRouter } from '@suscripciones/kit/testing';
import type { CartItem, Language, User } from '@suscripciones/shared';
import { paymentTranslations } from '../i18n/paymentTranslations';
import { PaymentPage } from '../payment/PaymentPage';
import { prepareAppStore } from '@suscripciones/kit/testing';

// An answer of the fake world passes through MSW, dev-api and the Stripe double: on a busy machine, more than the
// second findBy and waitFor wait by default.
configure({ asyncUtilTimeout: 5000 });

export const member: User = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta@example.com', foto: null };
/** Holds no paid subscription: pays normal prices. */
export const guest: User = { token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo@example.com', foto: null };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPaymentOptions {
  cart: CartItem[];
  user?: User | null;
  language?: Language;
  path?: string;
}

/**
 * Installs the fake world's Stripe double as the page's Stripe.js, recording each `Stripe(key, options)` the page
 * makes into the list it returns (emptied by the caller between tests).
 */
export function installRecordedStripe(world: { installStripe(): void }): unknown[][] {
  const constructed: unknown[][] = [];
  world.installStripe();
  const double = window.Stripe as unknown as (...args: unknown[]) => unknown;
  window.Stripe = Object.assign((...args: unknown[]) => {
    constructed.push(args);
    return double(...args);
  }, double) as unknown as typeof window.Stripe;
  return constructed;
}

/** The page's store as the host prepares it: config, language, buyer and stored cart. */
export function preparePaymentStore({ cart, user = member, language = 'es' }: Omit<RenderPaymentOptions, 'path'>) {
  return prepareAppStore({ language, user, storedCart: cart, namespace: 'payment', translations: paymentTranslations });
}

/**
 * The payment page as the host shows it: one jotai store, the router, the config, i18n. Its calls and Stripe.js
 * are the fake world's (`setupFakeWorld()` and `installStripe()` in the test file). `prepared`: a store made
 * beforehand (preparePaymentStore), for what happens before the page renders.
 */
export function renderPayment(options: RenderPaymentOptions, prepared = preparePaymentStore(options)) {
  const { language = 'es', path = `/payment?lang=${language}` } = options;
  const { config, store } = prepared;
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/payment" element={<PaymentPage />} />
          <Route path="/thanks" element={<h1>Thanks page</h1>} />
          <Route path="/checkout" element={<h1>Checkout page</h1>} />
          <Route path="/" element={<h1>Landing page</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, config };
}

const cardFieldIds = ['payment-card-number', 'payment-card-expiry', 'payment-card-cvc'] as const;

/** The inputs the Stripe double mounted in the card fields, once they are there (after call 2 and Stripe.js: seconds on a busy machine). */
export async function cardInputs(): Promise<HTMLInputElement[]> {
  return waitFor(
    () =>
      cardFieldIds.map((id) => {
        const input = document.querySelector<HTMLInputElement>(`#${id} input`);
        if (!input) throw new Error(`no input in #${id} yet`);
        return input;
      }),
    { timeout: 5000 },
  );
}

/**
 * The card inputs and the prices known: the fields accept input as soon as Stripe.js is there, which may be before
 * call 5 has said which partner prices apply (Pay waits for that; a buyer types the card meanwhile).
 */
export async function payablePage(): Promise<HTMLInputElement[]> {
  const inputs = await cardInputs();
  const checking = Object.values(paymentTranslations).map((texts) => texts.summary.blockedPricesPending);
  await waitFor(() => {
    const page = document.body.textContent ?? '';
    if (checking.some((text) => page.includes(text))) throw new Error('the member prices are still being checked');
  });
  return inputs;
}

/** Enters a card in the double's three inputs: a number (4242… pays), an expiry two years ahead, a CVC. */
export function enterCard([numberInput, expiry, cvc]: readonly HTMLInputElement[], number = '4242424242424242'): void {
  act(() => {
    if (numberInput) fireEvent.input(numberInput, { target: { value: number } });
    if (expiry) fireEvent.input(expiry, { target: { value: `12${String((new Date().getFullYear() + 2) % 100)}` } });
    if (cvc) fireEvent.input(cvc, { target: { value: '123' } });
  });
}

/** Types a card into the page's card fields. */
export const typeCard = async (number?: string): Promise<void> => enterCard(await cardInputs(), number);
