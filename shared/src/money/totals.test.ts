import { seedCartItem, seedIds, seedProduct } from '@suscripciones/dev-api/testing';
import { readyToPay } from './readyToPay';
import { isSingleRegion, summarizeCart } from './totals';

/**
 * One seller per purchase (docs/rules.md#single-seller), one rule: the checkout's summary (mixed-region notice and toast) and
 * "ready to pay" (the proceed and pay buttons) ask the same function, so they can never disagree on a cart.
 */
describe('isSingleRegion: one seller, for the summary and for ready to pay alike', () => {
  // Two Spanish courses (ES, EUR) and two global products (global, USD) of the seed.
  const { porcino, avicultura, globalUsd } = seedIds.courses;
  const { latam } = seedIds.memberships;
  /** A seed line, its account and currency written as a service may write them and the seed never does (case, spaces, a blank, another code). */
  const line = (id: number, written: { stripe_account?: string; currency?: string } = {}) => seedCartItem(id, written);

  it.each([
    { name: 'no lines', lines: [], single: true },
    { name: 'one line', lines: [line(porcino)], single: true },
    { name: 'one account, one currency', lines: [line(porcino), line(avicultura)], single: true },
    { name: 'the currency in lower and upper case', lines: [line(porcino, { currency: 'eur' }), line(avicultura)], single: true },
    { name: 'the currency with spaces around it', lines: [line(porcino, { currency: ' EUR ' }), line(avicultura, { currency: 'eur' })], single: true },
    { name: 'the account in lower case', lines: [line(porcino, { stripe_account: 'es' }), line(avicultura)], single: true },
    { name: 'two currencies of one account', lines: [line(porcino), line(avicultura, { currency: 'GBP' })], single: false },
    { name: 'two accounts', lines: [line(porcino), line(avicultura, { stripe_account: 'global' })], single: false },
    { name: 'another region and currency', lines: [line(porcino), line(globalUsd)], single: false },
    // ES, or otherwise global (docs/rules.md#const-accounts): a blank account is not the Spanish entity.
    { name: 'a blank account beside ES', lines: [line(porcino), line(avicultura, { stripe_account: '' })], single: false },
    { name: 'a blank account beside global', lines: [line(globalUsd), line(latam, { stripe_account: ' ', currency: 'usd' })], single: true },
    { name: 'any other account is global', lines: [line(globalUsd), line(latam, { stripe_account: 'US' })], single: true },
  ])('$name: one seller $single', ({ lines, single }) => {
    expect(isSingleRegion(lines)).toBe(single);
    expect(summarizeCart(lines).singleRegion).toBe(single);
    const purchase = readyToPay(lines, 'final');
    if (lines.length > 0) expect(purchase.ready || purchase.block !== 'mixedRegion').toBe(single);
  });

  it('sums one currency written two ways into one total, in its upper-case name, as ready to pay charges it', () => {
    const lines = [line(porcino, { currency: 'eur' }), line(avicultura)];
    const amount = seedProduct(porcino).price + seedProduct(avicultura).price;
    expect(summarizeCart(lines)).toEqual(
      expect.objectContaining({ totals: [{ currency: 'EUR', amount }], total: amount, currency: 'EUR', singleRegion: true }),
    );
    expect(readyToPay(lines, 'final')).toEqual(expect.objectContaining({ ready: true, currency: 'EUR', totalCents: amount * 100, account: 'ES' }));
  });
});
