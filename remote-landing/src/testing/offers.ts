import type { z } from 'zod/mini';
import { type ProductInput } from '@suscripciones/shared';
import { subscriptionOfferSchema, type SubscriptionOffer } from '../api/offersSchema';

type OfferInput = z.input<typeof subscriptionOfferSchema>;

/** A subscription offer as call 1 answers it: the fields the spec lists (docs/rules.md), and translated benefits. */
export function offerInput(overrides: Partial<OfferInput> = {}): OfferInput {
  return {
    id: 1,
    name: 'Plan Premium porciNews España',
    name_en: 'porciNews Premium Plan Spain',
    name_pt: 'Plano Premium porciNews Espanha',
    image: 'http://localhost:3010/assets/products/plan-porcinews.svg',
    id_medio: 8,
    price: '120.00',
    currency: 'EUR',
    medio_vinculado: 'porciNews España',
    medio_subscription_id: 101,
    benefits: ['Revista impresa trimestral', 'Contenido premium'],
    benefits_en: ['Quarterly printed magazine', 'Premium content'],
    benefits_pt: ['Revista impressa trimestral', 'Conteúdo premium'],
    ...overrides,
  };
}

export const makeOffer = (overrides: Partial<OfferInput> = {}): SubscriptionOffer => subscriptionOfferSchema.parse(offerInput(overrides));

/** One offer per region tab, like the seed catalogue. */
export const offersByRegion = (): OfferInput[] => [
  offerInput(),
  offerInput({
    id: 5,
    name: 'Plan Premium aviNews Latam',
    name_en: 'aviNews Premium Plan Latam',
    name_pt: 'Plano Premium aviNews Latam',
    id_medio: 7,
    medio_vinculado: 'aviNews Latam',
    price: '99.00',
    currency: 'USD',
  }),
  offerInput({
    id: 6,
    name: 'Plan Premium aviNews Brasil',
    name_en: 'aviNews Premium Plan Brasil',
    name_pt: 'Plano Premium aviNews Brasil',
    id_medio: 18,
    medio_vinculado: 'aviNews Brasil',
    price: '89.00',
    currency: 'USD',
  }),
  offerInput({
    id: 8,
    name: 'Plan Premium nutriNews International',
    name_en: 'nutriNews Premium Plan International',
    name_pt: 'Plano Premium nutriNews International',
    id_medio: 4,
    medio_vinculado: 'nutriNews International',
    price: '130.00',
    currency: 'USD',
  }),
  offerInput({
    id: 9,
    name: 'Plan Premium aviNews Arabic',
    name_en: 'aviNews Premium Plan Arabic',
    name_pt: 'Plano Premium aviNews Arabic',
    id_medio: 3,
    medio_vinculado: 'aviNews Arabic',
    price: '99.00',
    currency: 'USD',
  }),
];

/** The membership behind an offer, as call 2 answers it when the offer enters the cart. */
export function productOf(offer: OfferInput): ProductInput {
  return {
    id: offer.id as number,
    name: offer.name,
    name_en: offer.name_en ?? '',
    name_pt: offer.name_pt ?? '',
    image: offer.image ?? '',
    type: 'Subscription',
    category: null,
    id_medio: offer.id_medio as number | null,
    medio_id: offer.id_medio == null ? '' : `${offer.id_medio as number}`,
    is_media_subscription: 1,
    subscription_vinculated: '',
    price: offer.price,
    socio_price: null,
    stripe_id: 'price_plan_porcinews_es',
    stripe_id_socio: '',
    stripe_account: offer.currency === 'EUR' ? 'ES' : 'global',
    currency: offer.currency,
  };
}
