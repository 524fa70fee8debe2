import { storageKeys } from '@suscripciones/shared';
import { createBrowserStorage } from '@suscripciones/kit/testing';
import { attemptLifetimeMs, cartFingerprint, digest, intentIdOf, PayAttempts } from './payAttempts';

const fresh = { tokenId: 'member-1', account: 'ES' as const, order: { currency: 'EUR', total: 90, items: [] } };

describe('payment attempts', () => {
  beforeEach(() => localStorage.clear());

  it('name a cart by buyer, lines and currency, whatever the line order', () => {
    const a = cartFingerprint('member-1', 'eur', [
      { id: 20, price: 90, cents: 9000, stripe_id: 'p20' },
      { id: 30, price: 0.1, cents: 10, stripe_id: 'p30' },
    ]);
    const b = cartFingerprint('member-1', 'EUR', [
      { id: 30, price: 0.1, cents: 10, stripe_id: 'p30' },
      { id: 20, price: 90, cents: 9000, stripe_id: 'p20' },
    ]);
    expect(a).toBe(b);
    expect(cartFingerprint('member-1', 'EUR', [{ id: 20, price: 91, cents: 9100, stripe_id: 'p20' }])).not.toBe(
      cartFingerprint('member-1', 'EUR', [{ id: 20, price: 90, cents: 9000, stripe_id: 'p20' }]),
    );
  });

  it('digest tells texts apart and is stable; an intent id comes from its client secret', () => {
    expect(digest('{"a":1}')).toBe(digest('{"a":1}'));
    expect(digest('{"a":1}')).not.toBe(digest('{"a":2}'));
    expect(intentIdOf('pi_3Abc_secret_xyz')).toBe('pi_3Abc');
  });

  it('are kept in local storage for every tab, one per cart, and forgotten after a day', () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const attempts = new PayAttempts(
      createBrowserStorage('local'),
      () => now,
      () => 'key-1',
    );
    const first = attempts.forCart('cart-a', fresh);
    expect(attempts.list()).toEqual([]);
    attempts.save({ ...first, clientSecret: 'pi_1_secret_1' });
    const otherTab = new PayAttempts(createBrowserStorage('local'), () => now);
    expect(otherTab.forCart('cart-a', fresh)).toEqual(expect.objectContaining({ idempotencyKey: 'key-1', clientSecret: 'pi_1_secret_1' }));
    expect(otherTab.pending('member-1')).toHaveLength(1);
    expect(otherTab.pending('someone')).toHaveLength(0);
    now += attemptLifetimeMs + 1;
    expect(otherTab.list()).toEqual([]);
  });

  it('a renewed attempt has a new key and no intent; bad stored data is ignored', () => {
    let key = 0;
    const attempts = new PayAttempts(createBrowserStorage('local'), Date.now, () => `key-${(key += 1)}`);
    const saved = attempts.save({
      ...attempts.forCart('cart-a', fresh),
      requestHash: 'h',
      sentWith: { paymentMethodId: 'pm_1', sessionId: 's' },
      clientSecret: 'pi_1_secret_1',
    });
    const renewed = attempts.renewed(saved);
    expect(renewed).toEqual(expect.objectContaining({ fingerprint: 'cart-a', idempotencyKey: 'key-2' }));
    expect(renewed.clientSecret).toBeUndefined();
    expect(renewed.requestHash).toBeUndefined();
    expect(renewed.sentWith).toBeUndefined();
    localStorage.setItem(storageKeys.payAttempts, '[{"fingerprint":1},"x"]');
    expect(attempts.list()).toEqual([]);
    attempts.forget('cart-a');
    expect(localStorage.getItem(storageKeys.payAttempts)).toBeNull();
  });

  it('a paid attempt is kept, marked, for every tab, and is no longer pending', () => {
    const attempts = new PayAttempts(createBrowserStorage('local'), Date.now, () => 'key-1');
    attempts.save({ ...attempts.forCart('cart-a', fresh), clientSecret: 'pi_1_secret_1' });
    attempts.markPaid('cart-a', 'pi_1');
    const otherTab = new PayAttempts(createBrowserStorage('local'));
    expect(otherTab.forCart('cart-a', fresh)).toEqual(expect.objectContaining({ paidReference: 'pi_1' }));
    expect(otherTab.pending('member-1')).toEqual([]);
    attempts.markPaid('unknown-cart', 'pi_2');
    expect(otherTab.list()).toHaveLength(1);
  });
});
