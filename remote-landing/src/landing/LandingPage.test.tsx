import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartItemsAtom, i18n, type Language, storageKeys } from '@suscripciones/shared';
import { offerInput, offersByRegion } from '../testing/offers';
import { parseOffersSnapshot, pageSnapshotOf } from '../offers/offersSnapshot';
import { createFakeApi, memberUser, renderLanding } from '../testing/renderLanding';
import {} from '../tour/tourStorage';

beforeAll(() => {
  // jsdom does no layout: give elements the scrolling method browsers have.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.tourCompleted, 'true');
  (Element.prototype.scrollIntoView as jest.Mock).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const cards = () => screen.getAllByTestId('subscription-card');

describe('the landing page', () => {
  it('shows placeholders of the cards (said to screen readers), then the title and the cards of the language region', async () => {
    renderLanding({ language: 'es' });
    expect(screen.getByTestId('offers-placeholder')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('offers-placeholder')).toHaveTextContent('Cargando las membresías…');
    expect(screen.getByRole('heading', { level: 1, name: 'Elige tu membresía' })).toBeInTheDocument();
    const tab = await screen.findByRole('tab', { name: 'España' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const [card] = cards();
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('heading', { name: 'Plan Premium porciNews España' })).toBeInTheDocument();
    expect(within(card).getByTestId('offer-price')).toHaveTextContent('120 €al año, cobro anual');
    expect(within(card).getByRole('list', { name: 'Qué incluye' })).toHaveTextContent('Revista impresa trimestral');
    expect(within(card).getByRole('button', { name: 'Suscribirme' })).toBeEnabled();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab.id);
  });

  it.each<[Language, string, string, string]>([
    ['es', 'España', 'Plan Premium porciNews España', '120 €'],
    ['en', 'Global', 'nutriNews Premium Plan International', '$130'],
    ['pt', 'Brasil', 'Plano Premium aviNews Brasil', '$89'],
  ])('in %s the %s tab is selected first', async (language, tabName, name, price) => {
    renderLanding({ language });
    expect(await screen.findByRole('tab', { name: tabName, selected: true })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(name);
    expect(screen.getByTestId('offer-price')).toHaveTextContent(price);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderLanding({ language: 'es' });
    const spain = await screen.findByRole('tab', { name: 'España' });
    await user.click(spain);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Latinoamérica' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Latinoamérica' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Plan Premium aviNews Latam');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Árabe' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'España' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Árabe' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('hides the selector when only one region has subscriptions, and falls back to it', async () => {
    const api = createFakeApi();
    api.offers = [offerInput({ id: 5, name: 'Plan Latam', medio_vinculado: 'aviNews Latam', currency: 'USD', price: '99.00' })];
    renderLanding({ language: 'en', api });
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent('porciNews Premium Plan Spain');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByTestId('offers-panel')).toHaveAttribute('data-region', 'latam');
  });

  it('shows "Error: " and a message in the visitor\'s words (nothing technical) when the offers cannot load', async () => {
    const api = createFakeApi();
    api.offersStatus = 500;
    renderLanding({ language: 'en', api });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error: The memberships could not be loaded. Check your connection and try again.');
    expect(screen.queryByTestId('subscription-card')).not.toBeInTheDocument();
    api.offersStatus = 200;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('subscription-card')).toHaveLength(1);
  });

  it('renders texts from the API as text, never as HTML', async () => {
    const api = createFakeApi();
    api.offers = [offerInput({ name: '<img src=x onerror=alert(1)>España', benefits: ['<b>bold</b>'] })];
    const { container } = renderLanding({ language: 'es', api });
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent('<img src=x onerror=alert(1)>España');
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('subscribing adds the offer once, tracks the click and opens checkout with every cart id', async () => {
    const user = userEvent.setup();
    const api = createFakeApi();
    const { store } = renderLanding({ language: 'es', user: memberUser, api });
    await user.click(await screen.findByRole('tab', { name: 'Latinoamérica' }));
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    // The membership's product comes from call 2 first.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?ids=5&lang=es'));
    expect(store.get(cartItemsAtom).map((item) => [item.id, item.current_price, item.current_stripe_id])).toEqual([[5, 99, 'price_plan_porcinews_es']]);
    await waitFor(() => expect(api.tracked.map((event) => event.event_type)).toContain('subcription_clicked_Plan Premium aviNews Latam'));
    expect(api.tracked.find((event) => String(event.event_type).startsWith('subcription_clicked_'))).toMatchObject({
      token_id: 'member-1',
      event_target: 'subscribe-5',
    });
  });

  it('disables the button of a membership the user already holds, and says so', async () => {
    renderLanding({ language: 'en', user: memberUser });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Spain' }));
    const button = await screen.findByRole('button', { name: 'Already subscribed' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('porciNews Premium Plan Spain You already hold this membership.');
  });

  it('tracks the page as /Subscriptions and home_subscriptions_viewed, with the user or null', async () => {
    const api = createFakeApi();
    renderLanding({ language: 'es', api });
    await waitFor(() => expect(api.tracked).toHaveLength(2));
    expect(api.tracked[0]).toMatchObject({ event_type: 'page_view', page: '/Subscriptions', token_id: null });
    expect(api.tracked[1]).toMatchObject({ event_type: 'home_subscriptions_viewed', token_id: null, event_target: '/Subscriptions' });
    expect(api.tracked[1]).toEqual(
      expect.objectContaining({ timestamp: expect.any(String), page_url: expect.any(String), portal: 'localhost', user_agent: expect.any(String) }),
    );
  });
});

describe("the offers' snapshot the page's HTML carries", () => {
  /** The page's data element as the offers job writes it, with call 1's offers of `takenAt` (one offer per region). */
  const pageSnapshot = (takenAt: string, price = '110.00') => {
    const offers = offersByRegion().map((offer) => (offer.id === 1 ? { ...offer, price } : offer));
    const element = document.createElement('script');
    element.type = 'application/json';
    element.setAttribute('data-offers-snapshot', '');
    const snapshot = parseOffersSnapshot({ takenAt, offers });
    if (!snapshot) throw new Error('not a snapshot');
    element.textContent = pageSnapshotOf(snapshot).json;
    document.body.append(element);
    return element;
  };
  afterEach(() => document.querySelectorAll('script[data-offers-snapshot]').forEach((element) => element.remove()));

  it('shows its cards until call 1 answers, then the live ones, with its data and JSON-LD at the shown price', async () => {
    pageSnapshot(new Date().toISOString());
    const { container } = renderLanding({ language: 'es' });
    expect(screen.queryByTestId('offers-placeholder')).not.toBeInTheDocument();
    expect(container.querySelector('[data-offers-source="snapshot"]')).not.toBeNull();
    expect(screen.getByTestId('offer-price')).toHaveTextContent('110 €');
    await waitFor(() => expect(container.querySelector('[data-offers-source="live"]')).not.toBeNull());
    expect(screen.getByTestId('offer-price')).toHaveTextContent('120 €');
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as {
      '@graph': Array<{ name: string; offers: { price: string } }>;
    };
    expect(jsonLd['@graph'].find((product) => product.name === 'Plan Premium porciNews España')?.offers.price).toBe('120.00');
  });

  it('older than its maximum age, leaves the placeholders until call 1 answers', async () => {
    pageSnapshot(new Date(Date.now() - 601_000).toISOString());
    renderLanding({ language: 'es' });
    expect(screen.getByTestId('offers-placeholder')).toBeInTheDocument();
    expect(await screen.findByTestId('offer-price')).toHaveTextContent('120 €');
  });

  it('gives way to the error when call 1 fails: the live service is the truth', async () => {
    pageSnapshot(new Date().toISOString());
    const api = createFakeApi();
    api.offersStatus = 500;
    renderLanding({ language: 'en', api });
    expect(screen.getAllByTestId('subscription-card')).not.toHaveLength(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The memberships could not be loaded.');
    expect(screen.queryByTestId('subscription-card')).not.toBeInTheDocument();
  });
});

describe('timers', () => {
  it('scrolls to the hash section after 500 ms and focuses the subscribe block after 1000 ms without scrolling', async () => {
    jest.useFakeTimers();
    renderLanding({ language: 'es', path: '/#events' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await screen.findAllByTestId('subscription-card');
    const scroll = Element.prototype.scrollIntoView as jest.Mock;
    const block = screen.getByTestId('subscribe-block');
    const focus = jest.spyOn(block, 'focus');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(499);
    });
    expect(scroll).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(scroll.mock.contexts).toEqual([document.getElementById('events')]);
    expect(block).not.toHaveFocus();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(block).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('scrolls to the block when the hash names it', async () => {
    jest.useFakeTimers();
    renderLanding({ language: 'es', path: '/#subscribe' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    const block = await screen.findByTestId('subscribe-block');
    await screen.findAllByTestId('subscription-card');
    const focus = jest.spyOn(block, 'focus');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(focus).toHaveBeenCalledWith({ preventScroll: false });
  });

  it('does not take the focus from something the visitor focused', async () => {
    jest.useFakeTimers();
    renderLanding({ language: 'es' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    const tab = await screen.findByRole('tab', { name: 'España' });
    tab.focus();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(tab).toHaveFocus();
  });

  it('the final button brings the visitor back to the subscribe block', async () => {
    renderLanding({ language: 'es' });
    await userEvent.setup().click(await screen.findByTestId('final-subscribe'));
    expect((Element.prototype.scrollIntoView as jest.Mock).mock.contexts).toEqual([screen.getByTestId('subscribe-block')]);
    expect(screen.getByTestId('subscribe-block')).toHaveFocus();
  });
});

afterAll(() => {
  void i18n.changeLanguage('en');
});
