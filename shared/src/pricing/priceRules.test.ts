import fc from 'fast-check';
import { seedCartItem, seedIds, seedProduct } from '@suscripciones/dev-api/testing';
import { productSchema, type CartItem, type CourseCategory, type PaidSubscription } from '../schemas/entities';
import { addIfAbsent, removeById, toCartItem } from '../cart/cartRules';
import { cartTotal } from '../money/money';
import { holdsMembershipCases, partnerPriceCases, type CaseProduct } from '@suscripciones/kit/testing';
import { courseMedioGroups } from '../catalogue/vocabulary';
import { applyPriceRule, currentPriceOf, holdsMembership, isMembership, partnerPriceReason, type PartnerReason } from './priceRules';

type Subscription = Pick<PaidSubscription, 'id_suscripcion' | 'id_medio_newsletter'>;

const { courses, magazines, memberships } = seedIds;
/** The seed's course of each category. */
const courseOf: Record<CourseCategory, number> = { avicultura: courses.avicultura, nutricion: courses.nutricion, porcino: courses.porcino };

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
  // The seed's memberships (porciNews medio 8, aviNews 1, nutriNews 5, rumiNews 16) and the products linked to them.
  const porcinoMembership = seedCartItem(memberships.es);
  const poultryMembership = seedCartItem(memberships.esPoultry);
  const nutritionMembership = seedCartItem(memberships.esNutrition);
  const ruminantsMembership = seedCartItem(memberships.esRuminants);
  /** Medios 8, 9, 15 and 11, linked to porciNews España. */
  const linkedCourse = seedCartItem(courses.porcino);
  /** Medio 8, linked to porciNews España, free for partners. */
  const magazine = seedCartItem(magazines.printed);
  /** Linked to nutriNews España and rumiNews España. */
  const twoLinks = seedCartItem(courses.nutricion);

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
      // A course under the id of the membership it is linked to: the seed's ids never collide.
      cart: [linkedCourse, seedCartItem(courses.avicultura, { id: memberships.es })],
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
        const product = seedCartItem(courseOf[category]);
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
      product: linkedCourse,
      cart: [linkedCourse],
      subscriptions: [newsletter(1)],
      reason: null,
    },
    {
      name: 'a nutricion course with an avicultura newsletter',
      product: twoLinks,
      cart: [twoLinks],
      subscriptions: [newsletter(2), newsletter(18)],
      reason: null,
    },
    {
      name: 'a course without category ignores newsletters',
      // Every seed course has a category: its absence is explicit.
      product: seedCartItem(courses.porcino, { category: null }),
      cart: [seedCartItem(courses.porcino, { category: null })],
      subscriptions: [newsletter(8)],
      reason: null,
    },
    {
      name: 'a newsletter of the group makes only courses partner-priced, not magazines',
      // A magazine with a course's category (the seed's has none): only its type keeps it out of the group.
      product: seedCartItem(magazines.printed, { category: 'porcino' }),
      cart: [seedCartItem(magazines.printed, { category: 'porcino' })],
      subscriptions: [newsletter(8)],
      reason: null,
    },
    {
      name: 'a newsletter without a medio does nothing',
      product: linkedCourse,
      cart: [linkedCourse],
      subscriptions: [{ id_suscripcion: null, id_medio_newsletter: null }],
      reason: null,
    },
    {
      name: 'a membership is never discounted, whatever the cart',
      // A partner price and a link, which no seed membership has.
      product: seedCartItem(memberships.es, { socio_price: 50, subscription_vinculated: [memberships.esPoultry] }),
      cart: [seedCartItem(memberships.es, { socio_price: 50, subscription_vinculated: [memberships.esPoultry] }), poultryMembership],
      subscriptions: [held(8, 8)],
      reason: null,
    },
    {
      name: 'a product without partner price keeps its price',
      // Every seed course has a partner price: its absence is explicit.
      product: seedCartItem(courses.porcino, { socio_price: null }),
      cart: [seedCartItem(courses.porcino, { socio_price: null }), porcinoMembership],
      subscriptions: [held(8, 8)],
      reason: null,
    },
  ];

  it.each(cases)('$name', ({ product, cart, subscriptions, reason }) => {
    expect(partnerPriceReason(product, cart, subscriptions)).toBe(reason);
    expect(currentPriceOf(product, cart, subscriptions)).toEqual(reason ? partner(product) : normal(product));
  });

  it('uses the normal Stripe price id when a partner-priced product has no partner id', () => {
    // Every seed product with a partner price has its partner Stripe price: its absence is explicit.
    const product = seedCartItem(courses.porcino, { stripe_id_socio: '' });
    expect(currentPriceOf(product, [product, porcinoMembership], [])).toEqual({ current_price: product.socio_price, current_stripe_id: product.stripe_id });
  });

  it('gives a partner price of 0 (free printed magazine) as 0, not as the normal price', () => {
    expect(currentPriceOf(magazine, [magazine, porcinoMembership], [])).toEqual({ current_price: 0, current_stripe_id: magazine.stripe_id_socio });
  });
});

describe('applyPriceRule on a whole cart', () => {
  // porciNews España and what it makes partner-priced: the porcino course (150 € at 90 €) and the printed magazine
  // (40 € at 0); the avicultura course is linked to aviNews España only.
  const porcinoMembership = seedCartItem(memberships.es);
  const linkedCourse = seedCartItem(courses.porcino);
  const magazine = seedCartItem(magazines.printed);
  const unrelated = seedCartItem(courses.avicultura);
  /** A line as [id, current price, current Stripe price]: at its partner price, or at its normal price. */
  const atPartner = (line: CartItem) => [line.id, line.socio_price, line.stripe_id_socio];
  const atNormal = (line: CartItem) => [line.id, line.price, line.stripe_id];

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
      atPartner(linkedCourse),
      atPartner(magazine),
      atNormal(unrelated),
      atNormal(porcinoMembership),
    ]);
    // 90 + 0 + 120 + 120.
    expect(cartTotal(cart)).toBe(330);

    cart = [...applyPriceRule(removeById(cart, memberships.es), [])];
    expect(cart.map((line) => [line.id, line.current_price, line.current_stripe_id])).toEqual([
      atNormal(linkedCourse),
      atNormal(magazine),
      atNormal(unrelated),
    ]);
  });

  it('reverts partner prices when the user’s subscriptions go away (logout)', () => {
    const member = [held(8, 8)];
    const priced = applyPriceRule([linkedCourse, magazine], member);
    expect(priced.map((line) => line.current_price)).toEqual([linkedCourse.socio_price, magazine.socio_price]);
    expect(applyPriceRule(priced, []).map((line) => line.current_price)).toEqual([linkedCourse.price, magazine.price]);
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
  const membershipIds = Object.values<number>(memberships);
  const productIds = [...Object.values<number>(courses), ...Object.values<number>(magazines)];
  /**
   * A seed membership, or a seed course or magazine, with what the rule reads drawn at random: the prices, and a
   * product's type, category, medios and links (the seed has a few of each, the services may send any).
   */
  const arbitraryItem = fc
    .record({
      membershipId: fc.constantFrom(...membershipIds),
      productId: fc.constantFrom(...productIds),
      isMembership: fc.boolean(),
      type: fc.constantFrom('Curso', 'Revista impresa', 'Otro'),
      category: categories,
      medio_id: fc.uniqueArray(medio, { maxLength: 3 }),
      linked: fc.uniqueArray(fc.constantFrom(...membershipIds, ...productIds), { maxLength: 3 }),
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      socioCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      withSocioId: fc.boolean(),
    })
    .map((line) =>
      line.isMembership
        ? seedCartItem(line.membershipId, { price: line.priceCents / 100, current_price: line.priceCents / 100 })
        : seedCartItem(line.productId, {
            type: line.type,
            category: line.category,
            medio_id: line.medio_id,
            subscription_vinculated: line.linked,
            price: line.priceCents / 100,
            current_price: line.priceCents / 100,
            socio_price: line.socioCents === null ? null : line.socioCents / 100,
            stripe_id_socio: line.withSocioId ? seedProduct(line.productId).stripe_id_socio : '',
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
