import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MemoryRouter } from '@suscripciones/kit/testing';
import { Notifications, type CartItem, type Language, type User } from '@suscripciones/shared';
import { checkoutTranslations } from '../i18n/checkoutTranslations';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { prepareAppStore } from '@suscripciones/kit/testing';

export const memberUser: User = { token_id: 'member-1', nombre: 'Marta', apellidos: 'García López', email: 'marta@example.com', foto: null };
export const guestUser: User = { token_id: 'guest-1', nombre: 'Pablo', apellidos: 'Martín Ruiz', email: 'pablo@example.com', foto: null };

/** jsdom has no modal dialogs; give <dialog> the two methods the shared Modal calls. */
export function installDialogSupport(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  path: string;
  user?: User | null;
  storedCart?: CartItem[];
  language?: Language;
  proceedDisabled?: boolean;
  /**
   * Keeps the page mounted whatever the address, as the host does while it
   * swaps one remote for the next (the old page then sees the new location).
   */
  keepMounted?: boolean;
}

/** The checkout as the host shows it: one jotai store, the router and the toasts; its calls answered by the fake world. */
export function renderCheckout({ path, user = null, storedCart = [], language = 'en', proceedDisabled, keepMounted = false }: RenderOptions) {
  const { config, store } = prepareAppStore({ language, user, storedCart, namespace: 'checkout', translations: checkoutTranslations });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {keepMounted && <CheckoutPage proceedDisabled={proceedDisabled} />}
        <Routes>
          <Route path="/checkout" element={keepMounted ? null : <CheckoutPage proceedDisabled={proceedDisabled} />} />
          <Route path="/payment" element={<h1>Payment page</h1>} />
          <Route path="/" element={<h1>Landing page</h1>} />
        </Routes>
        <LocationProbe />
        <Notifications />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, config };
}
