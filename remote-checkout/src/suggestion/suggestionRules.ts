import { holdsMembership, isMembership, partnerPriceReason, type CartItem, type PaidSubscription, type Product } from '@suscripciones/shared';

type Subscription = Pick<PaidSubscription, 'id_suscripcion' | 'id_medio_newsletter'>;

/** Non-membership cart products linked to a membership (subscription_vinculated non-empty). */
export function linkedProducts<Item extends CartItem>(cart: readonly Item[]): Item[] {
  return cart.filter((item) => !isMembership(item) && item.subscription_vinculated.length > 0);
}

/** The cart holds a membership: the buyer has made that choice, so no other one is suggested. */
const holdsChosenMembership = (cart: readonly CartItem[]): boolean => cart.some(isMembership);

/**
 * The membership to suggest, or null (docs/rules.md#suggestion-shown): only when the cart holds
 * linked non-membership products, the user does not hold it (holdsMembership:
 * its id_medio, never the other medios of its medio_id), and the suggestion
 * is not already in the cart. At most one
 * membership is ever suggested: none once the cart holds any membership (a
 * buyer who has just added the suggested one is not offered a second one
 * for the products it does not cover). A linked
 * product that already takes the partner price (through the user's own
 * subscriptions or a membership in the cart) needs no suggestion, so one
 * appears only while some linked product is still at its normal price.
 * Among the candidates, the first one those products are linked to wins;
 * if none is, the first candidate the service suggested.
 */
export function chooseSuggestion(suggestions: readonly Product[], cart: readonly CartItem[], subscriptions: readonly Subscription[]): Product | null {
  if (holdsChosenMembership(cart)) return null;
  const waiting = linkedProducts(cart).filter((item) => partnerPriceReason(item, cart, subscriptions) === null);
  if (waiting.length === 0) return null;
  const inCart = new Set(cart.map((item) => item.id));
  const candidates = suggestions.filter((suggestion) => !inCart.has(suggestion.id) && !holdsMembership(suggestion, subscriptions));
  const wanted = new Set(waiting.flatMap((item) => item.subscription_vinculated));
  return candidates.find((suggestion) => wanted.has(suggestion.id)) ?? candidates[0] ?? null;
}

/** The product ids call 4 is asked about, in cart order; empty when no suggestion could be shown. */
export function suggestionQueryIds(cart: readonly CartItem[]): number[] {
  return linkedProducts(cart).length > 0 && !holdsChosenMembership(cart) ? cart.map((item) => item.id) : [];
}

export type MagazineImage = 'magazine-porcinews' | 'magazine-nutri' | 'magazine-rumi' | 'magazine-default';

/** The printed-magazine benefit picture of a membership: porciNews, Nutri, Rumi, or the default one. */
export function magazineImageFor(membership: Pick<Product, 'name' | 'name_en' | 'name_pt'>): MagazineImage {
  const names = [membership.name, membership.name_en, membership.name_pt].join(' ').toLowerCase();
  if (names.includes('porcinews')) return 'magazine-porcinews';
  if (names.includes('nutri')) return 'magazine-nutri';
  if (names.includes('rumi')) return 'magazine-rumi';
  return 'magazine-default';
}

type BenefitKey = 'magazine' | 'training' | 'events' | 'content' | 'jobs' | 'library';

export interface BenefitImage {
  key: BenefitKey;
  src: string;
}

/** The six benefit pictures of the benefits modal, in the spec's order. */
export function benefitImages(membership: Pick<Product, 'name' | 'name_en' | 'name_pt'>, assetsBase: string): BenefitImage[] {
  const base = assetsBase.replace(/\/+$/, '');
  const files: Array<[BenefitKey, string]> = [
    ['magazine', magazineImageFor(membership)],
    ['training', 'training'],
    ['events', 'events'],
    ['content', 'content'],
    ['jobs', 'jobs'],
    ['library', 'library'],
  ];
  return files.map(([key, file]) => ({ key, src: `${base}/benefits/${file}.svg` }));
}
