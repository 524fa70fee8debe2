/** @jest-environment node */
import { isMembership } from '../pricing/priceRules';
import { productSchema } from '../schemas/entities';
import { productKind } from './productText';

describe('productKind', () => {
  it.each([
    [{ type: 'Curso', is_media_subscription: 0 }, 'course'],
    [{ type: 'Revista impresa', is_media_subscription: 0 }, 'magazine'],
    [{ type: 'Subscription', is_media_subscription: 1 }, 'membership'],
    // A membership flag wins over the type: it ships the quarterly magazine like one.
    [{ type: 'Pack', is_media_subscription: 1 }, 'membership'],
    [{ type: 'Webinar', is_media_subscription: 0 }, 'product'],
  ] as const)('%j → %s', (item, kind) => {
    expect(productKind(item)).toBe(kind);
  });
});

describe('productKind and isMembership: one meaning of a membership', () => {
  const parsed = (type: string, is_media_subscription: 0 | 1) =>
    productSchema.parse({ id: 1, name: 'P', type, is_media_subscription, price: '10.00', stripe_id: 'price_1', stripe_account: 'ES', currency: 'EUR' });

  it.each([
    ['Subscription', 1],
    ['Subscription', 0],
    [' Subscription ', 0],
    ['Pack', 1],
    ['Curso', 0],
    [' Revista impresa', 0],
  ] as const)('type %j, is_media_subscription %s: both say the same', (type, flag) => {
    const product = parsed(type, flag);
    expect(productKind(product) === 'membership').toBe(isMembership(product));
  });

  it('reads a type with spaces around it as the type (the schema trims it)', () => {
    expect(parsed(' Revista impresa ', 0).type).toBe('Revista impresa');
    expect(productKind(parsed(' Curso', 0))).toBe('course');
  });
});
