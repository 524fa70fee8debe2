/** @jest-environment node */
import { PaymentIntentStore } from './paymentIntents';

describe('PaymentIntentStore', () => {
  const create = (store: PaymentIntentStore) => store.create({ amount: 12000, currency: 'EUR', account: 'ES', paymentMethodId: 'pm_1', orderId: 'ord_1' });

  it('creates intents awaiting a payment method, found by client secret', () => {
    const store = new PaymentIntentStore();
    const intent = create(store);
    expect(intent).toMatchObject({ amount: 12000, currency: 'eur', account: 'ES', status: 'requires_payment_method', paymentMethodId: 'pm_1' });
    expect(intent.id).toMatch(/^pi_[0-9a-f]{24}$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]{24}$`));
    expect(store.getByClientSecret(intent.client_secret)).toEqual(intent);
    expect(store.getById(intent.id)).toEqual(intent);
    expect(store.getByClientSecret('pi_unknown_secret_x')).toBeUndefined();
  });

  it('updates an intent by client secret and clears', () => {
    const store = new PaymentIntentStore();
    const intent = create(store);
    expect(store.updateByClientSecret(intent.client_secret, { status: 'succeeded' })?.status).toBe('succeeded');
    expect(store.getByClientSecret(intent.client_secret)?.status).toBe('succeeded');
    expect(store.updateByClientSecret('nope', { status: 'succeeded' })).toBeUndefined();
    store.clear();
    expect(store.list()).toEqual([]);
  });
});
