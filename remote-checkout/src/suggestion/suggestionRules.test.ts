/** @jest-environment node */
import type { CartItem, PaidSubscription } from '@suscripciones/shared';
import { seedCartItem, seedIds, seedProduct } from '@suscripciones/dev-api/testing';
import { benefitImages, chooseSuggestion, linkedProducts, magazineImageFor, suggestionQueryIds } from './suggestionRules';

type Subscription = Pick<PaidSubscription, 'id_suscripcion' | 'id_medio_newsletter'>;
const { memberships, courses, magazines } = seedIds;
const porci = seedProduct(memberships.es);
const rumi = seedProduct(memberships.esRuminants);
const nutri = seedProduct(memberships.esNutrition);
const avi = seedProduct(memberships.esPoultry);
const course = seedCartItem(courses.porcino);
/** The seed's one product linked to no membership. */
const unlinked = seedCartItem(courses.free);

describe('chooseSuggestion', () => {
  const cases: Array<{ name: string; cart: CartItem[]; subscriptions: Subscription[]; suggestions: (typeof porci)[]; expected: number | null }> = [
    { name: 'a linked course, anonymous: its membership', cart: [course], subscriptions: [], suggestions: [porci], expected: 1 },
    {
      name: 'no linked product in the cart',
      cart: [unlinked],
      subscriptions: [],
      suggestions: [porci],
      expected: null,
    },
    { name: 'only memberships in the cart', cart: [seedCartItem(memberships.esNutrition)], subscriptions: [], suggestions: [porci], expected: null },
    { name: 'the suggestion is already in the cart', cart: [course, seedCartItem(memberships.es)], subscriptions: [], suggestions: [porci], expected: null },
    {
      name: 'the user holds the suggested medio',
      cart: [course],
      subscriptions: [{ id_suscripcion: 8, id_medio_newsletter: 8 }],
      suggestions: [porci],
      expected: null,
    },
    // Its medio_id names more medios than its id_medio: a subscription to an extra one does not hold it (it only gives partner prices).
    {
      name: 'the user holds only an extra medio of its medio_id: still suggested',
      cart: [course],
      subscriptions: [{ id_suscripcion: 2, id_medio_newsletter: 2 }],
      suggestions: [{ ...porci, medio_id: [8, 2] }],
      expected: 1,
    },
    {
      name: 'its medio_id names more medios, the user holds its id_medio: not suggested',
      cart: [course],
      subscriptions: [{ id_suscripcion: 8, id_medio_newsletter: 8 }],
      suggestions: [{ ...porci, medio_id: [8, 2] }],
      expected: null,
    },
    {
      name: 'a subscription for another medio does not hide it',
      cart: [course],
      subscriptions: [{ id_suscripcion: 2, id_medio_newsletter: 2 }],
      suggestions: [porci],
      expected: 1,
    },
    {
      name: 'the linked products already take partner prices through a newsletter',
      cart: [seedCartItem(courses.avicultura)],
      subscriptions: [{ id_suscripcion: 2, id_medio_newsletter: 2 }],
      suggestions: [avi],
      expected: null,
    },
    // Once a membership is in the cart (the suggested one, just added), no second one is suggested.
    {
      name: 'a membership in the cart: none, even for products it does not cover',
      cart: [seedCartItem(courses.nutricion), seedCartItem(courses.avicultura), seedCartItem(memberships.esNutrition)],
      subscriptions: [],
      suggestions: [nutri, rumi, avi],
      expected: null,
    },
    {
      name: 'the membership of a product still at its normal price wins',
      cart: [seedCartItem(courses.avicultura)],
      subscriptions: [],
      suggestions: [nutri, rumi, avi],
      expected: 3,
    },
    {
      name: 'the first suggestion not in the cart, in the service order',
      cart: [seedCartItem(courses.nutricion)],
      subscriptions: [],
      suggestions: [nutri, rumi],
      expected: 4,
    },
    { name: 'a suggestion the products do not link to, when it is all the service gives', cart: [course], subscriptions: [], suggestions: [avi], expected: 3 },
    { name: 'no suggestions answered', cart: [course], subscriptions: [], suggestions: [], expected: null },
  ];

  it.each(cases)('$name', ({ cart, subscriptions, suggestions, expected }) => {
    expect(chooseSuggestion(suggestions, cart, subscriptions)?.id ?? null).toBe(expected);
  });
});

describe('helpers', () => {
  it('linkedProducts keeps non-memberships with links', () => {
    expect(linkedProducts([course, seedCartItem(memberships.es), unlinked, seedCartItem(magazines.printed)]).map((item) => item.id)).toEqual([20, 30]);
  });

  it('asks call 4 only when a suggestion could be shown', () => {
    expect(suggestionQueryIds([course, unlinked])).toEqual([20, 25]);
    expect(suggestionQueryIds([unlinked])).toEqual([]);
    expect(suggestionQueryIds([course, seedCartItem(memberships.esNutrition)])).toEqual([]);
  });
});

describe('magazineImageFor', () => {
  it.each([
    [{ name: 'Plan Premium porciNews España', name_en: '', name_pt: '' }, 'magazine-porcinews'],
    [{ name: 'Plan Premium nutriNews España', name_en: '', name_pt: '' }, 'magazine-nutri'],
    [{ name: 'Plan Premium rumiNews España', name_en: '', name_pt: '' }, 'magazine-rumi'],
    [{ name: 'Plan Premium aviNews España', name_en: '', name_pt: '' }, 'magazine-default'],
    [{ name: 'Suinobrasil', name_en: '', name_pt: '' }, 'magazine-default'],
    [{ name: 'Plan Premium', name_en: 'PORCINEWS Premium Plan', name_pt: '' }, 'magazine-porcinews'],
  ])('%o → %s', (membership, image) => {
    expect(magazineImageFor(membership)).toBe(image);
  });

  it('gives the six benefit images with the membership magazine first', () => {
    expect(benefitImages(rumi, 'http://cdn.example/assets/')).toEqual([
      { key: 'magazine', src: 'http://cdn.example/assets/benefits/magazine-rumi.svg' },
      { key: 'training', src: 'http://cdn.example/assets/benefits/training.svg' },
      { key: 'events', src: 'http://cdn.example/assets/benefits/events.svg' },
      { key: 'content', src: 'http://cdn.example/assets/benefits/content.svg' },
      { key: 'jobs', src: 'http://cdn.example/assets/benefits/jobs.svg' },
      { key: 'library', src: 'http://cdn.example/assets/benefits/library.svg' },
    ]);
  });
});
