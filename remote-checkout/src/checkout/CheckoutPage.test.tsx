import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedCartItem, seedIds, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { guestUser, installDialogSupport, memberUser, renderCheckout } from '../testing/renderCheckout';

const world = setupFakeWorld();
let consoleError: jest.SpyInstance;

beforeAll(() => installDialogSupport());
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://test.invalid');
const items = () => screen.queryAllByTestId('cart-item');
const itemNamed = (name: string) => {
  const item = items().find((element) => within(element).queryByRole('heading', { name }));
  if (!item) throw new Error(`no cart item named ${name}`);
  return item;
};
const proceedButton = () => screen.getByRole('button', { name: 'Proceed to payment' });

describe('the ids query and the cart', () => {
  it('loads the query products missing from the cart and shows them localised, with pictures and prices', async () => {
    renderCheckout({ path: '/checkout?ids=20,30&lang=en', storedCart: [seedCartItem(seedIds.courses.free)] });
    expect(await screen.findByRole('heading', { name: 'Biosecurity on pig farms course' })).toBeInTheDocument();
    // One call 2: today's data of the stored line and the products the query adds.
    expect(world.requests).toContain('/profile/checkout/products/?ids=25%2C20%2C30');

    const course = itemNamed('Biosecurity on pig farms course');
    expect(within(course).getByText('Course')).toBeInTheDocument();
    expect(within(course).getByTestId('item-current-price')).toHaveTextContent('150 €');
    const image = course.querySelector('img');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(within(itemNamed('porciNews printed magazine (annual subscription)')).getByText('Printed magazine')).toBeInTheDocument();

    // The stored item stays and joins the query; the total is the sum of current prices.
    await waitFor(() => expect(location().searchParams.get('ids')).toBe('25,20,30'));
    expect(location().searchParams.get('lang')).toBe('en');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('190 €');
  });

  it('follows removals in the query without bringing the item back', async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout({ path: '/checkout?ids=20,21&lang=en&urlredirect=https%3A%2F%2Fporcinews.example%2Fcursos' });
    await screen.findByRole('heading', { name: 'Broiler management course' });
    await user.click(screen.getByRole('button', { name: 'Remove Biosecurity on pig farms course' }));
    await waitFor(() => expect(location().searchParams.get('ids')).toBe('21'));
    expect(location().searchParams.get('urlredirect')).toBe('https://porcinews.example/cursos');
    expect(items()).toHaveLength(1);
    // The removed course was asked for once, when the page opened: the query is never read back.
    expect(
      world.requests.filter((call) => call.startsWith('/profile/checkout/products/?ids=') && decodeURIComponent(call).split(/[=,]/).includes('20')),
    ).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Broiler management course' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(location().searchParams.has('ids')).toBe(false);
  });

  it('drops a urlredirect to a foreign host from the query', async () => {
    renderCheckout({ path: '/checkout?ids=20&lang=en&urlredirect=https%3A%2F%2Fevil.example%2F' });
    await screen.findByRole('heading', { name: 'Biosecurity on pig farms course' });
    await waitFor(() => expect(location().searchParams.has('urlredirect')).toBe(false));
    expect(location().searchParams.get('ids')).toBe('20');
  });

  it('shows the empty cart with a way back home', async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout({ path: '/checkout?lang=en' });
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See memberships' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(location().search).toBe('?lang=en');
  });

  it('shows errorFilteringProducts in place of the page when the lookup fails, and recovers on retry', async () => {
    const user = userEvent.setup({ delay: null });
    world.fault('products', 'status-500');
    renderCheckout({ path: '/checkout?ids=20&lang=en', storedCart: [seedCartItem(seedIds.courses.avicultura)] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the products of your cart.');
    expect(alert).toHaveFocus();
    expect(items()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Proceed to payment' })).not.toBeInTheDocument();

    world.fault('products', 'none');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Biosecurity on pig farms course' })).toBeInTheDocument();
    await waitFor(() => expect(location().searchParams.get('ids')).toBe('21,20'));
  });
});

describe('partner prices', () => {
  it('gives a member partner prices and the free printed magazine, with the normal price struck through', async () => {
    renderCheckout({ path: '/checkout?ids=20,30,21&lang=en', user: memberUser });
    const magazine = await screen.findByRole('heading', { name: 'porciNews printed magazine (annual subscription)' });
    await waitFor(() => expect(within(itemNamed('Biosecurity on pig farms course')).getByTestId('item-current-price')).toHaveTextContent('90 €'));
    const course = itemNamed('Biosecurity on pig farms course');
    expect(course.querySelector('s')).toHaveTextContent('Normal price: 150 €');
    expect(within(course).getByText('Partner price for members')).toBeInTheDocument();

    const magazineItem = magazine.closest('li') as HTMLElement;
    expect(within(magazineItem).getByText('Free printed magazine for members')).toBeInTheDocument();
    expect(within(magazineItem).getByTestId('item-current-price')).toHaveTextContent('0 €');

    const unrelated = itemNamed('Broiler management course');
    expect(unrelated.querySelector('s')).toBeNull();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('210 €');
    expect(screen.getByTestId('cart-savings')).toHaveTextContent('100 €');
    // The member holds porciNews: no suggestion for it; the poultry course still suggests aviNews.
    expect(within(screen.getByTestId('suggested-membership')).getByText('aviNews Premium Plan Spain')).toBeInTheDocument();
  });
});

describe('the suggested membership', () => {
  it('is offered for a linked product, and adding it applies partner prices at once', async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout({ path: '/checkout?ids=20&lang=en' });
    const card = await screen.findByTestId('suggested-membership');
    expect(within(card).getByText('porciNews Premium Plan Spain')).toBeInTheDocument();
    expect(world.requests).toContain('/profile/checkout/products/product-suggestions?product_ids=20');

    await user.click(within(card).getByRole('button', { name: 'Add membership' }));
    await waitFor(() => expect(location().searchParams.get('ids')).toBe('20,1'));
    expect(within(itemNamed('Biosecurity on pig farms course')).getByTestId('item-current-price')).toHaveTextContent('90 €');
    expect(within(itemNamed('Biosecurity on pig farms course')).getByText('Partner price with the membership in your cart')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('210 €');
    expect(screen.queryByTestId('suggested-membership')).not.toBeInTheDocument();
    expect(await screen.findByText('porciNews Premium Plan Spain was added to your cart.')).toBeInTheDocument();

    // Removing the membership reverts the partner price at once.
    await user.click(screen.getByRole('button', { name: 'Remove porciNews Premium Plan Spain' }));
    expect(within(itemNamed('Biosecurity on pig farms course')).getByTestId('item-current-price')).toHaveTextContent('150 €');
    await waitFor(() => expect(location().searchParams.get('ids')).toBe('20'));
  });

  it('shows the six benefits with the membership magazine in a modal', async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout({ path: '/checkout?ids=22&lang=en' });
    const card = await screen.findByTestId('suggested-membership');
    await user.click(within(card).getByRole('button', { name: 'See benefits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benefits of nutriNews Premium Plan Spain' });
    const images = dialog.querySelectorAll('img');
    expect(images).toHaveLength(6);
    expect(images[0]).toHaveAttribute('src', 'http://localhost:3010/assets/benefits/magazine-nutri.svg');
    for (const text of [
      'Quarterly printed magazine',
      'Sector training: over 100 training capsules',
      'Discounts on events and courses',
      'Full premium content',
      'Job offers',
      'Personal library',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    // The seed's one product linked to no membership is free: nothing to proceed with.
    ['no product is linked', '/checkout?ids=25&lang=en', null],
    ['the suggestion is already in the cart', '/checkout?ids=20,1&lang=en', null],
    ['the user holds the suggested membership', '/checkout?ids=20&lang=en', memberUser],
  ])('is not shown when %s', async (name, path, user) => {
    renderCheckout({ path, user });
    await screen.findAllByTestId('cart-item');
    if (name === 'no product is linked') expect(world.requests.filter((request) => request.includes('product-suggestions'))).toEqual([]);
    else await waitFor(() => expect(proceedButton()).toBeEnabled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('suggested-membership')).not.toBeInTheDocument();
  });

  it('is silently left out when call 4 fails (logged only)', async () => {
    world.fault('product-suggestions', 'status-500');
    renderCheckout({ path: '/checkout?ids=20&lang=en' });
    await screen.findByRole('heading', { name: 'Biosecurity on pig farms course' });
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Error fetching product suggestions', expect.anything()));
    expect(screen.queryByTestId('suggested-membership')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('proceeding', () => {
  it('cannot be used while the query products load (the summary comes with them, so nothing shifts)', async () => {
    const answers = world.hold('/profile/checkout/products/');
    renderCheckout({ path: '/checkout?ids=20&lang=en', user: guestUser, storedCart: [seedCartItem(seedIds.courses.avicultura)] });
    expect(screen.queryByRole('button', { name: 'Proceed to payment' })).toBeNull();
    await act(async () => answers.release());
    await waitFor(() => expect(proceedButton()).toBeEnabled());
  });

  it('is disabled when the total is 0', async () => {
    renderCheckout({ path: '/checkout?ids=25&lang=en', user: guestUser });
    await screen.findByRole('heading', { name: 'Free webinar: pig welfare' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(proceedButton()).toBeDisabled();
  });

  it('is disabled when disabled from outside', async () => {
    renderCheckout({ path: '/checkout?ids=20&lang=en', user: guestUser, proceedDisabled: true });
    await screen.findByRole('heading', { name: 'Biosecurity on pig farms course' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(proceedButton()).toBeDisabled();
  });

  it('asks an anonymous buyer to log in, with login and register links that come back to this cart', async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout({ path: '/checkout?ids=20&lang=es&urlredirect=https%3A%2F%2Fporcinews.example%2F', language: 'es' });
    await screen.findByRole('heading', { name: 'Curso de bioseguridad en granjas porcinas' });
    const account = screen.getByTestId('account-links');
    const login = new URL(within(account).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href') ?? '');
    expect(`${login.origin}${login.pathname}`).toBe('http://localhost:3010/identity/login');
    expect(login.searchParams.get('medio')).toBe('agrinews');
    expect(login.searchParams.get('edicion')).toBe('es');
    const back = new URL(login.searchParams.get('checkoutUrl') ?? '');
    expect(back.pathname).toBe('/suscripciones/checkout');
    expect(back.searchParams.get('ids')).toBe('20');
    expect(back.searchParams.get('urlredirect')).toBe('https://porcinews.example/');
    const register = new URL(within(account).getByRole('link', { name: 'Crear una cuenta' }).getAttribute('href') ?? '');
    expect(register.pathname).toBe('/identity/signup');

    await user.click(screen.getByRole('button', { name: 'Continuar con el pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión para continuar' });
    expect(within(dialog).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', login.toString());
    expect(location().pathname).toBe('/checkout');
  });

  it('refuses a cart that mixes regions with the mixRegion toast and stays on checkout', async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout({ path: '/checkout?ids=20,24&lang=en', user: guestUser });
    await screen.findByRole('heading', { name: 'International poultry health course' });
    await waitFor(() => expect(proceedButton()).toBeEnabled());
    const mixRegion = 'You cannot mix products from different regions in a single purchase.';
    // Said at the items from the start, and as the toast when the buyer tries to proceed.
    expect(screen.getByTestId('mixed-region')).toHaveTextContent(mixRegion);
    expect(screen.queryByTestId('cart-total')).not.toBeInTheDocument();
    await user.click(proceedButton());
    await waitFor(() => expect(screen.getAllByText(mixRegion)).toHaveLength(2));
    expect(location().pathname).toBe('/checkout');
  });

  it('goes to payment with the accepted urlredirect and the language', async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout({ path: '/checkout?ids=20&lang=en&urlredirect=https%3A%2F%2Fporcinews.example%2Fcursos', user: guestUser });
    await screen.findByRole('heading', { name: 'Biosecurity on pig farms course' });
    expect(screen.queryByTestId('account-links')).not.toBeInTheDocument();
    await waitFor(() => expect(proceedButton()).toBeEnabled());
    await user.click(proceedButton());
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeInTheDocument();
    expect(location().pathname).toBe('/payment');
    expect(location().searchParams.get('urlredirect')).toBe('https://porcinews.example/cursos');
    expect(location().searchParams.get('lang')).toBe('en');
  });

  it('leaves the payment address alone while the host is still showing the checkout', async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckout({ path: '/checkout?ids=20&lang=en', user: guestUser, keepMounted: true });
    await screen.findByRole('heading', { name: 'Biosecurity on pig farms course' });
    await waitFor(() => expect(proceedButton()).toBeEnabled());
    await user.click(proceedButton());
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(`${location().pathname}${location().search}`).toBe('/payment?lang=en');
  });

  it('links to the terms and privacy pages keeping the language', async () => {
    renderCheckout({ path: '/checkout?ids=20&lang=pt', language: 'pt' });
    await screen.findByRole('heading', { name: 'Curso de biossegurança em granjas de suínos' });
    expect(screen.getByRole('link', { name: 'Termos e condições' })).toHaveAttribute('href', '/terms?lang=pt');
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacy?lang=pt');
  });
});
