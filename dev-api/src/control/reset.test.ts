/** @jest-environment node */
import { createDevApi } from '../app';
import type { DevApiContext } from '../context';
import { isMemoryStore } from '../state/memoryStore';
import { walletSetupSchema } from '../stripe/wallet';
import { testHostOrigin, validBuyRequest, validTrackingEvent } from '../testing/testApi';

const origin = 'http://localhost:3010';

/** Records one entry in every store dev-api keeps in memory, the way the running service records them. */
async function recordInEveryStore(context: DevApiContext): Promise<void> {
  const order = {
    ...validBuyRequest,
    id: 'ord_1',
    createdAt: '2025-05-01T10:00:00.000Z',
    priceKinds: [],
    amount: 9000,
    account: 'ES' as const,
    paymentIntentId: 'pi_1',
  };
  context.orders.add(order);
  context.events.add({ receivedAt: '2025-05-01T10:00:00.000Z', event: validTrackingEvent });
  const intent = context.intents.create({ amount: 9000, currency: 'EUR', account: 'ES', paymentMethodId: 'pm_card_visa', orderId: 'ord_1' });
  await context.idempotency.run('attempt-1', '{}', () => Promise.resolve(new Response('{}')));
  context.faults.set('buy', 'status-500');
  context.users.create({ nombre: 'Ana', apellidos: 'Pérez', email: 'ana@example.com' });
  context.paymentMethods.add({
    number: '4242424242424242',
    account: 'ES',
    method: {
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, country: 'US', funding: 'credit', wallet: null },
      billing_details: { address: { country: 'ES', postal_code: null, line1: null, city: null }, email: null, name: null, phone: null },
    },
  });
  context.confirmations.add({ at: '2025-05-01T10:00:00.000Z', payment_intent: intent.id, step: 'confirm', outcome: 'succeeded', account: 'ES' });
  context.wallet.set(walletSetupSchema.parse({ wallets: ['googlePay'] }));
  context.catalogue.change(1, { medio_id: '8,2', price: '1.00' });
}

describe('the control reset', () => {
  it('clears everything dev-api records: every store of the context is empty afterwards', async () => {
    const { app, context } = createDevApi({ origin, hostOrigin: testHostOrigin, returnOrigins: new Set([origin]) });
    await recordInEveryStore(context);
    const stores = Object.entries(context).filter((entry): entry is [string, { size: number }] => isMemoryStore(entry[1]));
    // Every store was recorded in: a store added to the context without a line above fails here.
    expect(stores.filter(([, store]) => store.size === 0).map(([name]) => name)).toEqual([]);
    expect(stores.map(([name]) => name).sort()).toEqual([
      'catalogue',
      'confirmations',
      'events',
      'faults',
      'idempotency',
      'intents',
      'orders',
      'paymentMethods',
      'users',
      'wallet',
    ]);

    expect((await app.fetch(new Request(`${origin}/__control/reset`, { method: 'POST' }))).status).toBe(204);

    expect(stores.filter(([, store]) => store.size > 0).map(([name]) => name)).toEqual([]);
    // The seeded buyers and products are configuration, not records: they stay, as seeded.
    expect(context.users.find('member-1')).toBeDefined();
    expect(context.catalogue.find(1)).toMatchObject({ id_medio: 8, medio_id: '8', price: '120.00' });
  });
});
