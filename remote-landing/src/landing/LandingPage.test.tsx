import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartItemsAtom, i18n, type Language, storageKeys } from '@suscripciones/shared';
import { seedIds, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { seedOfferInput, seedOfferInputs } from '../testing/offers';
import { parseOffersSnapshot, pageSnapshotOf } from '../offers/offersSnapshot';
import { renderLanding } from '../testing/renderLanding';
import {} from '../tour/tourStorage';

/** Calls 1, 2, 5 and 7 and the sliders' pictures, answered by dev-api in-process: its seed, its records, its faults. */
const world = setupFakeWorld();
const { memberships } = seedIds;
/** The seed user who holds porciNews España (dev-api/src/identity/users.ts). */
const member = 'member-1';
const offersCall = '/profile/checkout/products/get-products';

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
  document.querySelectorAll('script[data-offers-snapshot]').forEach((element) => element.remove());
});

const cards = () => screen.getAllByTestId('subscription-card');
/** The offer ids of the cards listed, in order. */
const cardIds = () => cards().map((card) => Number(card.dataset.offerId));
const cardOf = (id: number) => {
  const card = cards().find((element) => element.dataset.offerId === String(id));
  if (!card) throw new Error(`no card of offer ${id}`);
  return card;
};
/** The tracking events (call 7) dev-api received, in order. */
const tracked = () => world.context.events.list().map(({ event }) => event);

/** The page's data element as the offers job writes it: call 1's `offers` as they were at `takenAt`. */
function pageSnapshot(takenAt: string, offers: unknown[]) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.setAttribute('data-offers-snapshot', '');
  const snapshot = parseOffersSnapshot({ takenAt, offers });
  if (!snapshot) throw new Error('not a snapshot');
  element.textContent = pageSnapshotOf(snapshot).json;
  document.body.append(element);
  return element;
}

/**
 * Offers the fake world's call 1 cannot answer, shown by the page: a snapshot of them in the page's HTML, the live
 * call 1 held back meanwhile. Call 1 always answers the whole seed (every region tab) and `catalogue.change` sets
 * prices and medios only, so a shorter list or a text the seed never has comes this way, the one small explicit
 * fixture left; the cards, tabs and data elements are the ones live offers get. `release` lets the live call 1
 * answer, and waits for its cards.
 */
function showOnly(offers: unknown[]) {
  const live = world.hold(offersCall);
  pageSnapshot(new Date().toISOString(), offers);
  return async (container: HTMLElement) => {
    live.release();
    await waitFor(() => expect(container.querySelector('[data-offers-source="live"]')).not.toBeNull());
  };
}

describe('the landing page', () => {
  it('shows placeholders of the cards (said to screen readers), then the title and the cards of the language region', async () => {
    renderLanding(world, { language: 'es' });
    expect(screen.getByTestId('offers-placeholder')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('offers-placeholder')).toHaveTextContent('Cargando las membresías…');
    expect(screen.getByRole('heading', { level: 1, name: 'Elige tu membresía' })).toBeInTheDocument();
    const tab = await screen.findByRole('tab', { name: 'España' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const [card] = cards();
    if (!card) throw new Error('no card');
    expect(card).toHaveAttribute('data-offer-id', String(memberships.es));
    expect(within(card).getByRole('heading', { name: 'Plan Premium porciNews España' })).toBeInTheDocument();
    expect(within(card).getByTestId('offer-price')).toHaveTextContent('120 €al año, cobro anual');
    expect(within(card).getByRole('list', { name: 'Qué incluye' })).toHaveTextContent('Revista impresa trimestral');
    expect(within(card).getByRole('button', { name: 'Suscribirme' })).toBeEnabled();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab.id);
  });

  it.each<[Language, string, number[], string, string]>([
    ['es', 'España', [memberships.es, memberships.esRuminants, memberships.esPoultry, memberships.esNutrition], 'Plan Premium porciNews España', '120 €'],
    ['en', 'Global', [memberships.global], 'nutriNews Premium Plan International', '$130'],
    ['pt', 'Brasil', [memberships.br, memberships.brSuinobrasil], 'Plano Premium aviNews Brasil', '$89'],
  ])("in %s the %s tab is selected first, with that region's seed offers only", async (language, tabName, ids, name, price) => {
    renderLanding(world, { language });
    expect(await screen.findByRole('tab', { name: tabName, selected: true })).toBeInTheDocument();
    expect(cardIds()).toEqual(ids);
    const [first] = cards();
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(name);
    expect(within(first).getByTestId('offer-price')).toHaveTextContent(price);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderLanding(world, { language: 'es' });
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
    // The seed has offers in every tab: a list of the seed's Latam membership alone can only come as a snapshot.
    const release = showOnly([seedOfferInput(memberships.latam)]);
    const { container } = renderLanding(world, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent('aviNews Premium Plan Latam');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByTestId('offers-panel')).toHaveAttribute('data-region', 'latam');
    // The live answer has every region again: the tabs are back, on the language's own.
    await release(container);
    expect(screen.getByRole('tab', { name: 'Global', selected: true })).toBeInTheDocument();
  });

  it('shows "Error: " and a message in the visitor\'s words (nothing technical) when the offers cannot load', async () => {
    world.fault('get-products', 'status-500');
    renderLanding(world, { language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error: The memberships could not be loaded. Check your connection and try again.');
    expect(screen.queryByTestId('subscription-card')).not.toBeInTheDocument();
    world.fault('get-products', 'none');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('subscription-card')).toHaveLength(1);
    expect(world.requests.filter((request) => request.startsWith(offersCall))).toHaveLength(2);
  });

  it('renders texts from the API as text, never as HTML', async () => {
    // Markup in a name and a benefit: texts the seed never has, and catalogue.change cannot set (prices and medios only).
    const release = showOnly([seedOfferInput(memberships.es, { name: '<img src=x onerror=alert(1)>España', benefits: ['<b>bold</b>'] })]);
    const { container } = renderLanding(world, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent('<img src=x onerror=alert(1)>España');
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    await release(container);
  });

  it('subscribing adds the offer once, tracks the click and opens checkout with every cart id', async () => {
    const user = userEvent.setup();
    const { store } = renderLanding(world, { language: 'es', user: member });
    await user.click(await screen.findByRole('tab', { name: 'Latinoamérica' }));
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    // The membership's product comes from call 2 first.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/checkout?ids=${memberships.latam}&lang=es`));
    expect(world.requests.filter((request) => request.startsWith('/profile/checkout/products/?'))).toEqual([
      `/profile/checkout/products/?ids=${memberships.latam}`,
    ]);
    expect(store.get(cartItemsAtom).map((item) => [item.id, item.current_price, item.current_stripe_id])).toEqual([
      [memberships.latam, 99, 'price_plan_avinews_latam'],
    ]);
    await waitFor(() => expect(tracked().map((event) => event.event_type)).toContain('subcription_clicked_Plan Premium aviNews Latam'));
    expect(tracked().find((event) => event.event_type.startsWith('subcription_clicked_'))).toMatchObject({
      token_id: member,
      event_target: `subscribe-${memberships.latam}`,
    });
  });

  it('disables the button of a membership the user already holds, and says so', async () => {
    renderLanding(world, { language: 'en', user: member });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Spain' }));
    const button = await screen.findByRole('button', { name: 'Already subscribed' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('porciNews Premium Plan Spain You already hold this membership.');
  });

  it('tracks the page as /Subscriptions and home_subscriptions_viewed, with the user or null', async () => {
    renderLanding(world, { language: 'es' });
    await waitFor(() => expect(tracked()).toHaveLength(2));
    const [view, viewed] = tracked();
    expect(view).toMatchObject({ event_type: 'page_view', page: '/Subscriptions', token_id: null });
    expect(viewed).toMatchObject({ event_type: 'home_subscriptions_viewed', token_id: null, event_target: '/Subscriptions' });
    expect(viewed).toEqual(
      expect.objectContaining({ timestamp: expect.any(String), page_url: expect.any(String), portal: 'localhost', user_agent: expect.any(String) }),
    );
  });
});

describe("the offers' snapshot the page's HTML carries", () => {
  /** The job took the seed's offers; since then the service's price of porciNews España has changed. */
  const snapshotThenPriceChange = (takenAt: string) => {
    pageSnapshot(takenAt, seedOfferInputs());
    world.context.catalogue.change(memberships.es, { price: '125.00' });
  };

  it('shows its cards until call 1 answers, then the live ones, with its data and JSON-LD at the shown price', async () => {
    snapshotThenPriceChange(new Date().toISOString());
    const { container } = renderLanding(world, { language: 'es' });
    expect(screen.queryByTestId('offers-placeholder')).not.toBeInTheDocument();
    expect(container.querySelector('[data-offers-source="snapshot"]')).not.toBeNull();
    expect(within(cardOf(memberships.es)).getByTestId('offer-price')).toHaveTextContent('120 €');
    await waitFor(() => expect(container.querySelector('[data-offers-source="live"]')).not.toBeNull());
    expect(within(cardOf(memberships.es)).getByTestId('offer-price')).toHaveTextContent('125 €');
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as {
      '@graph': Array<{ name: string; offers: { price: string } }>;
    };
    expect(jsonLd['@graph'].find((product) => product.name === 'Plan Premium porciNews España')?.offers.price).toBe('125.00');
  });

  it('older than its maximum age, leaves the placeholders until call 1 answers', async () => {
    snapshotThenPriceChange(new Date(Date.now() - 601_000).toISOString());
    renderLanding(world, { language: 'es' });
    expect(screen.getByTestId('offers-placeholder')).toBeInTheDocument();
    await screen.findAllByTestId('subscription-card');
    expect(within(cardOf(memberships.es)).getByTestId('offer-price')).toHaveTextContent('125 €');
  });

  it('gives way to the error when call 1 fails: the live service is the truth', async () => {
    pageSnapshot(new Date().toISOString(), seedOfferInputs());
    world.fault('get-products', 'status-500');
    renderLanding(world, { language: 'en' });
    expect(screen.getAllByTestId('subscription-card')).not.toHaveLength(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The memberships could not be loaded.');
    expect(screen.queryByTestId('subscription-card')).not.toBeInTheDocument();
  });
});

describe('timers', () => {
  it('scrolls to the hash section after 500 ms and focuses the subscribe block after 1000 ms without scrolling', async () => {
    jest.useFakeTimers();
    renderLanding(world, { language: 'es', path: '/#events' });
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
    renderLanding(world, { language: 'es', path: '/#subscribe' });
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
    renderLanding(world, { language: 'es' });
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
    renderLanding(world, { language: 'es' });
    await userEvent.setup().click(await screen.findByTestId('final-subscribe'));
    expect((Element.prototype.scrollIntoView as jest.Mock).mock.contexts).toEqual([screen.getByTestId('subscribe-block')]);
    expect(screen.getByTestId('subscribe-block')).toHaveFocus();
  });
});

afterAll(() => {
  void i18n.changeLanguage('en');
});
