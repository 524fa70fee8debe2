import type { PartnerReason } from '@suscripciones/shared';
import type { CourseCategoryName } from '../../../shared/src/catalogue/vocabulary';

/**
 * One table of cases for two rules that two systems decide apart (docs/rules.md#held-membership, #price-partner): whether a buyer holds a
 * membership, and whether a product is due at its partner price. The front end's rules
 * (shared/src/pricing/priceRules.ts) and the profile service's stand-in (dev-api/src/profile/entitlement.ts) both
 * run it, so the two cannot drift apart unseen. See docs/decisions/0020-membership-held-by-id-medio.md.
 *
 * Products are written as the profile service sends them (`medio_id` and `subscription_vinculated` as
 * comma lists, amounts as strings), cut to the fields the rules read; a field left out is absent on the wire, as
 * in the spec's minimal shape. Each side's test turns them into its own types (the front end parses them with its
 * product schema; dev-api takes them as its seed products), filling what the rules do not read.
 */

/** A product as the profile service sends it, cut to what the rules read. */
export interface CaseProduct {
  readonly id: number;
  readonly type: string;
  readonly category?: CourseCategoryName | null;
  readonly id_medio?: number | null;
  /** Comma list of medio ids. */
  readonly medio_id?: string;
  readonly is_media_subscription?: 0 | 1;
  /** Comma list of membership ids. */
  readonly subscription_vinculated?: string;
  readonly price: string;
  readonly socio_price?: string | null;
}

/** A paid subscription as call 5 reports it, cut to what the rules read. */
export interface CasePaidSubscription {
  readonly id_suscripcion: number;
  readonly id_medio_newsletter: number;
}

export interface HoldsMembershipCase {
  readonly name: string;
  readonly membership: CaseProduct;
  readonly paid: readonly CasePaidSubscription[];
  readonly holds: boolean;
}

export interface PartnerPriceCase {
  readonly name: string;
  readonly product: CaseProduct;
  /** Every line bought together, the product among them. */
  readonly purchase: readonly CaseProduct[];
  readonly paid: readonly CasePaidSubscription[];
  /** Why the partner price is due (the front end names the reason; dev-api only says whether), or null. */
  readonly reason: PartnerReason;
}

/** A paid membership subscription of this medio (call 5 names it by id_suscripcion and, here, the same newsletter). */
const subscription = (medio: number): CasePaidSubscription => ({ id_suscripcion: medio, id_medio_newsletter: medio });

const membership = (id: number, idMedio: number | null, medioIds: string): CaseProduct => ({
  id,
  type: 'Subscription',
  category: null,
  id_medio: idMedio,
  medio_id: medioIds,
  is_media_subscription: 1,
  subscription_vinculated: '',
  price: '120.00',
  socio_price: null,
});

const product = (id: number, type: string, fields: Partial<Omit<CaseProduct, 'id' | 'type'>> = {}): CaseProduct => ({
  id,
  type,
  category: null,
  id_medio: null,
  medio_id: '',
  is_media_subscription: 0,
  subscription_vinculated: '',
  price: '150.00',
  socio_price: '90.00',
  ...fields,
});

export const holdsMembershipCases: readonly HoldsMembershipCase[] = [
  { name: 'a paid subscription whose id_suscripcion is its id_medio', membership: membership(1, 8, '8'), paid: [subscription(8)], holds: true },
  { name: 'that subscription among others', membership: membership(1, 8, '8'), paid: [subscription(2), subscription(8)], holds: true },
  { name: 'a paid subscription for another medio', membership: membership(1, 8, '8'), paid: [subscription(9)], holds: false },
  { name: 'no paid subscription', membership: membership(1, 8, '8'), paid: [], holds: false },
  {
    name: 'medio_id names more medios: a subscription to an extra one does not hold it',
    membership: membership(1, 8, '8,2'),
    paid: [subscription(2)],
    holds: false,
  },
  { name: 'medio_id names more medios: its id_medio still holds it', membership: membership(1, 8, '8,2'), paid: [subscription(8)], holds: true },
  { name: 'medio_id and id_medio differ: medio_id does not hold it', membership: membership(1, 8, '2'), paid: [subscription(2)], holds: false },
  { name: 'medio_id and id_medio differ: id_medio holds it', membership: membership(1, 8, '2'), paid: [subscription(8)], holds: true },
  { name: 'medio_id empty: id_medio alone holds it', membership: membership(1, 8, ''), paid: [subscription(8)], holds: true },
  { name: 'id_medio null: never held, whatever medio_id names', membership: membership(1, null, '8'), paid: [subscription(8)], holds: false },
  {
    name: 'a paid newsletter of its medio is not its subscription',
    membership: membership(1, 8, '8'),
    paid: [{ id_suscripcion: 2, id_medio_newsletter: 8 }],
    holds: false,
  },
  {
    name: 'the spec’s minimal shape (no medio_id, no category, no partner price)',
    membership: { id: 1, type: 'Subscription', is_media_subscription: 1, id_medio: 8, price: '120.00' },
    paid: [subscription(8)],
    holds: true,
  },
  {
    name: 'the spec’s minimal shape without id_medio',
    membership: { id: 1, type: 'Subscription', is_media_subscription: 1, price: '120.00' },
    paid: [subscription(8)],
    holds: false,
  },
];

/** The course medio groups (docs/rules.md#price-partner), written out here (not imported) so that both sides' groups are checked. */
const courseGroups: ReadonlyArray<readonly [CourseCategoryName, readonly number[]]> = [
  ['avicultura', [1, 2, 18, 7, 3]],
  ['nutricion', [4, 5, 6, 16]],
  ['porcino', [8, 9, 15, 11]],
];

const porcinoMembership = membership(1, 8, '8');
const poultryMembership = membership(3, 1, '1');
const pigCourse = product(20, 'Curso', { category: 'porcino', id_medio: 8, medio_id: '8,9,15,11', subscription_vinculated: '1' });
const magazine = (fields: Partial<Omit<CaseProduct, 'id' | 'type'>>) => product(30, 'Revista impresa', { price: '40.00', socio_price: '0.00', ...fields });

export const partnerPriceCases: readonly PartnerPriceCase[] = [
  { name: 'nothing applies', product: pigCourse, purchase: [pigCourse], paid: [], reason: null },
  { name: 'a linked membership is bought with it', product: pigCourse, purchase: [pigCourse, porcinoMembership], paid: [], reason: 'membership-in-cart' },
  { name: 'a membership it is not linked to is bought with it', product: pigCourse, purchase: [pigCourse, poultryMembership], paid: [], reason: null },
  {
    name: 'an ordinary product with the linked id is no membership',
    product: pigCourse,
    purchase: [pigCourse, product(1, 'Curso')],
    paid: [],
    reason: null,
  },
  { name: 'a paid subscription for one of its medio_id', product: pigCourse, purchase: [pigCourse], paid: [subscription(15)], reason: 'held-medio' },
  {
    name: 'a linked membership in the purchase wins over a held medio',
    product: pigCourse,
    purchase: [pigCourse, porcinoMembership],
    paid: [subscription(8)],
    reason: 'membership-in-cart',
  },
  {
    name: 'medio_id names more medios than id_medio: a subscription to an extra one gives the partner price',
    product: magazine({ id_medio: 8, medio_id: '8,2' }),
    purchase: [magazine({ id_medio: 8, medio_id: '8,2' })],
    paid: [subscription(2)],
    reason: 'held-medio',
  },
  {
    name: 'medio_id and id_medio differ: a subscription to id_medio alone gives nothing',
    product: magazine({ id_medio: 8, medio_id: '9' }),
    purchase: [magazine({ id_medio: 8, medio_id: '9' })],
    paid: [subscription(8)],
    reason: null,
  },
  {
    name: 'medio_id empty: no held medio gives the partner price',
    product: magazine({ id_medio: 8, medio_id: '' }),
    purchase: [magazine({ id_medio: 8, medio_id: '' })],
    paid: [subscription(8)],
    reason: null,
  },
  {
    name: 'id_medio null: medio_id alone decides',
    product: magazine({ id_medio: null, medio_id: '8' }),
    purchase: [magazine({ id_medio: null, medio_id: '8' })],
    paid: [subscription(8)],
    reason: 'held-medio',
  },
  ...courseGroups.flatMap(([category, group]) =>
    group.map((medio): PartnerPriceCase => {
      const course = product(40, 'Curso', { category });
      return {
        name: `a ${category} course with a paid newsletter of medio ${medio}`,
        product: course,
        purchase: [course],
        paid: [subscription(medio)],
        reason: 'course-group',
      };
    }),
  ),
  ...courseGroups.map(([category, group]): PartnerPriceCase => {
    const course = product(41, 'Curso', { category });
    const outside = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 15, 16, 18].filter((medio) => !group.includes(medio));
    return {
      name: `a ${category} course with newsletters of the other groups only`,
      product: course,
      purchase: [course],
      paid: outside.map(subscription),
      reason: null,
    };
  }),
  {
    name: 'a course without a category ignores newsletters',
    product: product(42, 'Curso'),
    purchase: [product(42, 'Curso')],
    paid: [subscription(8)],
    reason: null,
  },
  {
    name: 'a newsletter of the group prices only courses, not a magazine of that category',
    product: magazine({ category: 'porcino' }),
    purchase: [magazine({ category: 'porcino' })],
    paid: [subscription(8)],
    reason: null,
  },
  {
    name: 'a membership is never at a partner price',
    product: { ...membership(2, 8, '8'), socio_price: '50.00', subscription_vinculated: '3' },
    purchase: [{ ...membership(2, 8, '8'), socio_price: '50.00', subscription_vinculated: '3' }, poultryMembership],
    paid: [subscription(8)],
    reason: null,
  },
  {
    name: 'a product without a partner price keeps its price',
    product: product(43, 'Curso', { category: 'porcino', medio_id: '8', subscription_vinculated: '1', socio_price: null }),
    purchase: [product(43, 'Curso', { category: 'porcino', medio_id: '8', subscription_vinculated: '1', socio_price: null }), porcinoMembership],
    paid: [subscription(8)],
    reason: null,
  },
  {
    name: 'the spec’s minimal shape: a linked membership bought with it',
    product: { id: 50, type: 'Curso', subscription_vinculated: '1', price: '100.00', socio_price: '60.00' },
    purchase: [
      { id: 50, type: 'Curso', subscription_vinculated: '1', price: '100.00', socio_price: '60.00' },
      { id: 1, type: 'Subscription', is_media_subscription: 1, price: '120.00' },
    ],
    paid: [],
    reason: 'membership-in-cart',
  },
  {
    name: 'the spec’s minimal shape: no partner price, no medios',
    product: { id: 51, type: 'Curso', price: '100.00' },
    purchase: [{ id: 51, type: 'Curso', price: '100.00' }, porcinoMembership],
    paid: [subscription(8)],
    reason: null,
  },
];
