import fc from 'fast-check';
import { productSchema, type CartItem, type CourseCategory, type PaidSubscription } from '../schemas/entities';
import { addIfAbsent, removeById, toCartItem } from '../cart/cartRules';
import { cartTotal } from '../money/money';
import { cartItem } from '../testing/cartItems';
import { holdsMembershipCases, partnerPriceCases, type CaseProduct } from '../testing/membershipRuleCases';
import { courseMedioGroups } from '@suscripciones/kit/catalogue';
import { applyPriceRule, currentPriceOf, holdsMembership, isMembership, partnerPriceReason, type PartnerReason } from './priceRules';

type Subscription = Pick<PaidSubscription, 'id_suscripcion' | 'id_medio_newsletter'>;

const item = cartItem;

const membership = (id: number, medio: number, overrides: Partial<CartItem> = {}): CartItem =>
  item(id, {
    type: 'Subscription',
    is_media_subscription: 1,
    id_medio: medio,
    medio_id: [medio],
    price: 120,
    socio_price: null,
    stripe_id_socio: '',
    ...overrides,
  });

const course = (id: number, category: CourseCategory | null, overrides: Partial<CartItem> = {}): CartItem =>
  item(id, { type: 'Curso', category, ...overrides });

const held = (id_suscripcion: number | null, id_medio_newsletter: number | null = null): Subscription => ({ id_suscripcion, id_medio_newsletter });
const newsletter = (id_medio_newsletter: number): Subscription => ({ id_suscripcion: null, id_medio_newsletter });

/** A product of the shared cases as the app holds it: parsed by the product schema (comma lists, amounts), the fields the rules do not read filled in. */
const fromWire = (wire: CaseProduct): CartItem =>
  toCartItem(
    productSchema.parse({
      name: `Product ${wire.id}`,
      stripe_id: `price_${wire.id}`,
      stripe_id_socio: `price_${wire.id}_socio`,
      stripe_account: 'ES',
      currency: 'EUR',
      ...wire,
    }),
  );

const partner = (product: CartItem) => ({ current_price: product.socio_price, current_stripe_id: product.stripe_id_socio });
const normal = (product: CartItem) => ({ current_price: product.price, current_stripe_id: product.stripe_id });

describe('course medio groups (docs/rules.md)', () => {
  it('are exactly the spec lists', () => {
    expect(courseMedioGroups).toEqual({ avicultura: [1, 2, 18, 7, 3], nutricion: [4, 5, 6, 16], porcino: [8, 9, 15, 11] });
  });
});

describe('isMembership', () => {
  it.each([
    [{ type: 'Subscription', is_media_subscription: 1 as const }, true],
    [{ type: 'Subscription', is_media_subscription: 0 as const }, true],
    [{ type: 'Curso', is_media_subscription: 1 as const }, true],
    [{ type: 'Curso', is_media_subscription: 0 as const }, false],
    [{ type: 'Revista impresa', is_media_subscription: 0 as const }, false],
  ])('%o → %s', (value, expected) => {
    expect(isMembership(value)).toBe(expected);
  });
});

describe('the price rule, branch by branch', () => {
  const porcinoMembership = membership(1, 8);
  const poultryMembership = membership(3, 1);
  const nutritionMembership = membership(4, 5);
  const ruminantsMembership = membership(2, 16);
  const linkedCourse = course(20, 'porcino', { medio_id: [8, 9, 15, 11], subscription_vinculated: [1], price: 150, socio_price: 90 });
  const magazine = item(30, { type: 'Revista impresa', medio_id: [8], subscription_vinculated: [1], price: 40, socio_price: 0 });
  const twoLinks = course(22, 'nutricion', { medio_id: [4, 5, 6], subscription_vinculated: [4, 2] });

  const cases: Array<{ name: string; product: CartItem; cart: CartItem[]; subscriptions: Subscription[]; reason: PartnerReason }> = [
    { name: 'nothing applies: normal price', product: linkedCourse, cart: [linkedCourse], subscriptions: [], reason: null },
    {
      name: 'a linked membership is in the cart',
      product: linkedCourse,
      cart: [linkedCourse, porcinoMembership],
      subscriptions: [],
      reason: 'membership-in-cart',
    },
    {
      name: 'the printed magazine with its membership in the cart is free',
      product: magazine,
      cart: [porcinoMembership, magazine],
      subscriptions: [],
      reason: 'membership-in-cart',
    },
    {
      name: 'an unlinked membership in the cart does nothing',
      product: linkedCourse,
      cart: [linkedCourse, poultryMembership],
      subscriptions: [],
      reason: null,
    },
    {
      name: 'a non-membership whose id is in the link list does nothing',
      product: linkedCourse,
      cart: [linkedCourse, item(1)],
      subscriptions: [],
      reason: null,
    },
    {
      name: 'either of several linked memberships (first)',
      product: twoLinks,
      cart: [twoLinks, nutritionMembership],
      subscriptions: [],
      reason: 'membership-in-cart',
    },
    {
      name: 'either of several linked memberships (second)',
      product: twoLinks,
      cart: [ruminantsMembership, twoLinks],
      subscriptions: [],
      reason: 'membership-in-cart',
    },
    {
      name: 'several memberships in the cart',
      product: twoLinks,
      cart: [ruminantsMembership, twoLinks, nutritionMembership, porcinoMembership],
      subscriptions: [],
      reason: 'membership-in-cart',
    },
    {
      name: 'the user holds a subscription for one of its medios',
      product: linkedCourse,
      cart: [linkedCourse],
      subscriptions: [held(15)],
      reason: 'held-medio',
    },
    { name: 'the held printed-magazine medio makes it free', product: magazine, cart: [magazine], subscriptions: [held(8, 8)], reason: 'held-medio' },
    { name: 'a held subscription for another medio does nothing', product: magazine, cart: [magazine], subscriptions: [held(9)], reason: null },
    { name: 'a held subscription without id does nothing', product: magazine, cart: [magazine], subscriptions: [held(null)], reason: null },
    {
      name: 'membership in the cart wins over a held medio',
      product: linkedCourse,
      cart: [linkedCourse, porcinoMembership],
      subscriptions: [held(8)],
      reason: 'membership-in-cart',
    },
    ...(Object.entries(courseMedioGroups) as Array<[CourseCategory, readonly number[]]>).flatMap(([category, group]) =>
      group.map((medio) => {
        const product = course(40, category);
        return {
          name: `a ${category} course with a paid newsletter of medio ${medio}`,
          product,
          cart: [product],
          subscriptions: [newsletter(medio)],
          reason: 'course-group' as const,
        };
      }),
    ),
    {
      name: 'a course with a newsletter of another group',
      product: course(41, 'porcino'),
      cart: [course(41, 'porcino')],
      subscriptions: [newsletter(1)],
      reason: null,
    },
    {
      name: 'a nutricion course with an avicultura newsletter',
      product: course(42, 'nutricion'),
      cart: [course(42, 'nutricion')],
      subscriptions: [newsletter(2), newsletter(18)],
      reason: null,
    },
    {
      name: 'a course without category ignores newsletters',
      product: course(43, null),
      cart: [course(43, null)],
      subscriptions: [newsletter(8)],
      reason: null,
    },
    {
      name: 'a newsletter of the group makes only courses partner-priced, not magazines',
      product: item(44, { type: 'Revista impresa', category: 'porcino' }),
      cart: [item(44, { type: 'Revista impresa', category: 'porcino' })],
      subscriptions: [newsletter(8)],
      reason: null,
    },
    {
      name: 'a newsletter without a medio does nothing',
      product: course(45, 'porcino'),
      cart: [course(45, 'porcino')],
      subscriptions: [{ id_suscripcion: null, id_medio_newsletter: null }],
      reason: null,
    },
    {
      name: 'a membership is never discounted, whatever the cart',
      product: membership(1, 8, { socio_price: 50, subscription_vinculated: [3] }),
      cart: [membership(1, 8, { socio_price: 50, subscription_vinculated: [3] }), poultryMembership],
      subscriptions: [held(8, 8)],
      reason: null,
    },
    {
      name: 'a product without partner price keeps its price',
      product: course(46, 'porcino', { socio_price: null, subscription_vinculated: [1], medio_id: [8] }),
      cart: [course(46, 'porcino', { socio_price: null, subscription_vinculated: [1], medio_id: [8] }), porcinoMembership],
      subscriptions: [held(8, 8)],
      reason: null,
    },
  ];

  it.each(cases)('$name', ({ product, cart, subscriptions, reason }) => {
    expect(partnerPriceReason(product, cart, subscriptions)).toBe(reason);
    expect(currentPriceOf(product, cart, subscriptions)).toEqual(reason ? partner(product) : normal(product));
  });

  it('uses the normal Stripe price id when a partner-priced product has no partner id', () => {
    const product = course(50, 'porcino', { stripe_id_socio: '', subscription_vinculated: [1] });
    expect(currentPriceOf(product, [product, porcinoMembership], [])).toEqual({ current_price: 60, current_stripe_id: 'price_50' });
  });

  it('gives a partner price of 0 (free printed magazine) as 0, not as the normal price', () => {
    expect(currentPriceOf(magazine, [magazine, porcinoMembership], [])).toEqual({ current_price: 0, current_stripe_id: 'price_30_socio' });
  });
});

describe('applyPriceRule on a whole cart', () => {
  const porcinoMembership = membership(1, 8);
  const linkedCourse = course(20, 'porcino', { medio_id: [8, 9, 15, 11], subscription_vinculated: [1], price: 150, socio_price: 90 });
  const magazine = item(30, { type: 'Revista impresa', medio_id: [8], subscription_vinculated: [1], price: 40, socio_price: 0 });
  const unrelated = course(21, 'avicultura', { medio_id: [1, 7], subscription_vinculated: [3], price: 120, socio_price: 75 });

  it('returns the same array when nothing changes, so writing it back cannot loop', () => {
    const cart = [linkedCourse, unrelated];
    expect(applyPriceRule(cart, [])).toBe(cart);
    const priced = applyPriceRule([...cart, porcinoMembership], []);
    expect(applyPriceRule(priced, [])).toBe(priced);
  });

  it('switches linked products to partner prices when the membership joins and reverts them when it leaves', () => {
    let cart: CartItem[] = [linkedCourse, magazine, unrelated];
    cart = [...applyPriceRule(addIfAbsent(cart, porcinoMembership), [])];
    expect(cart.map((line) => [line.id, line.current_price, line.current_stripe_id])).toEqual([
      [20, 90, 'price_20_socio'],
      [30, 0, 'price_30_socio'],
      [21, 120, 'price_21'],
      [1, 120, 'price_1'],
    ]);
    expect(cartTotal(cart)).toBe(330);

    cart = [...applyPriceRule(removeById(cart, 1), [])];
    expect(cart.map((line) => [line.id, line.current_price, line.current_stripe_id])).toEqual([
      [20, 150, 'price_20'],
      [30, 40, 'price_30'],
      [21, 120, 'price_21'],
    ]);
  });

  it('reverts partner prices when the user’s subscriptions go away (logout)', () => {
    const member = [held(8, 8)];
    const priced = applyPriceRule([linkedCourse, magazine], member);
    expect(priced.map((line) => line.current_price)).toEqual([90, 0]);
    expect(applyPriceRule(priced, []).map((line) => line.current_price)).toEqual([150, 40]);
  });

  it('leaves the items it does not change as the same objects', () => {
    const cart = [linkedCourse, unrelated, porcinoMembership];
    const next = applyPriceRule(cart, []);
    expect(next).not.toBe(cart);
    expect(next[1]).toBe(unrelated);
    expect(next[2]).toBe(porcinoMembership);
  });
});

describe('properties', () => {
  const medio = fc.integer({ min: 1, max: 20 });
  const categories = fc.constantFrom<CourseCategory | null>('avicultura', 'nutricion', 'porcino', null);
  const arbitraryItem = fc
    .record({
      id: fc.integer({ min: 1, max: 25 }),
      isMembership: fc.boolean(),
      type: fc.constantFrom('Curso', 'Revista impresa', 'Otro'),
      category: categories,
      medio_id: fc.uniqueArray(medio, { maxLength: 3 }),
      linked: fc.uniqueArray(fc.integer({ min: 1, max: 25 }), { maxLength: 3 }),
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      socioCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      withSocioId: fc.boolean(),
    })
    .map((line) =>
      line.isMembership
        ? membership(line.id, line.medio_id[0] ?? 1, { price: line.priceCents / 100, current_price: line.priceCents / 100 })
        : item(line.id, {
            type: line.type,
            category: line.category,
            medio_id: line.medio_id,
            subscription_vinculated: line.linked,
            price: line.priceCents / 100,
            current_price: line.priceCents / 100,
            socio_price: line.socioCents === null ? null : line.socioCents / 100,
            stripe_id_socio: line.withSocioId ? `price_${line.id}_socio` : '',
          }),
    );
  const arbitrarySubscriptions = fc.array(
    fc.record({ id_suscripcion: fc.option(medio, { nil: null }), id_medio_newsletter: fc.option(medio, { nil: null }) }),
    { maxLength: 4 },
  );
  const arbitraryCart = fc.array(arbitraryItem, { maxLength: 20 }).map((lines) => lines.reduce<CartItem[]>((cart, line) => addIfAbsent(cart, line), []));

  it('the total equals the sum of the current prices, each the normal or the partner price', () => {
    fc.assert(
      fc.property(arbitraryCart, arbitrarySubscriptions, (cart, subscriptions) => {
        const priced = applyPriceRule(cart, subscriptions);
        const cents = priced.reduce((sum, line) => sum + Math.round(line.current_price * 100), 0);
        expect(cartTotal(priced)).toBe(cents / 100);
        for (const line of priced) {
          expect([line.price, line.socio_price]).toContain(line.current_price);
          if (isMembership(line)) expect(line.current_price).toBe(line.price);
        }
      }),
    );
  });

  it('a cart never holds two items with the same id, and pricing keeps the ids and their order', () => {
    fc.assert(
      fc.property(fc.array(arbitraryItem, { maxLength: 30 }), arbitrarySubscriptions, (lines, subscriptions) => {
        let cart: CartItem[] = [];
        for (const line of lines) cart = [...applyPriceRule(addIfAbsent(cart, line), subscriptions)];
        expect(new Set(cart.map((line) => line.id)).size).toBe(cart.length);
        expect(applyPriceRule(cart, subscriptions).map((line) => line.id)).toEqual(cart.map((line) => line.id));
      }),
    );
  });

  it('is idempotent: pricing a priced cart changes nothing', () => {
    fc.assert(
      fc.property(arbitraryCart, arbitrarySubscriptions, (cart, subscriptions) => {
        const once = applyPriceRule(cart, subscriptions);
        expect(applyPriceRule(once, subscriptions)).toBe(once);
      }),
    );
  });

  it('does not depend on the order of the cart', () => {
    fc.assert(
      fc.property(arbitraryCart, arbitrarySubscriptions, (cart, subscriptions) => {
        const forward = applyPriceRule(cart, subscriptions);
        const backward = applyPriceRule([...cart].reverse(), subscriptions);
        const byId = (lines: readonly CartItem[]) => Object.fromEntries(lines.map((line) => [line.id, [line.current_price, line.current_stripe_id]]));
        expect(byId(backward)).toEqual(byId(forward));
      }),
    );
  });
});

describe('holdsMembership (one rule: the landing’s disabled Subscribe, the checkout’s suggestion, the purchase)', () => {
  it.each(holdsMembershipCases)('$name: $holds', ({ membership, paid, holds }) => {
    expect(holdsMembership(fromWire(membership), paid)).toBe(holds);
  });

  it('takes an offer as it is (an offer has id_medio, no medio_id)', () => {
    expect(holdsMembership({ id_medio: 8 }, [{ id_suscripcion: 8 }])).toBe(true);
    expect(holdsMembership({ id_medio: 8 }, [{ id_suscripcion: 2 }])).toBe(false);
  });

  it('a paid subscription without id_suscripcion holds nothing, not even a membership without id_medio', () => {
    expect(holdsMembership({ id_medio: 8 }, [{ id_suscripcion: null }])).toBe(false);
    expect(holdsMembership({ id_medio: null }, [{ id_suscripcion: null }])).toBe(false);
  });
});

describe('the partner price, on the cases dev-api’s rule runs too', () => {
  it.each(partnerPriceCases)('$name: $reason', ({ product, purchase, paid, reason }) => {
    const cart = purchase.map(fromWire);
    const item = cart.find((line) => line.id === product.id) ?? fromWire(product);
    expect(partnerPriceReason(item, cart, paid)).toBe(reason);
    expect(currentPriceOf(item, cart, paid)).toEqual(reason ? partner(item) : normal(item));
  });
});
