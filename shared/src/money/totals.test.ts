import { cartItem } from '../testing/cartItems';
import { readyToPay } from './readyToPay';
import { isSingleRegion, summarizeCart } from './totals';

/**
 * One seller per purchase (docs/rules.md#single-seller), one rule: the checkout's summary (mixed-region notice and toast) and
 * "ready to pay" (the proceed and pay buttons) ask the same function, so they can never disagree on a cart.
 */
describe('isSingleRegion: one seller, for the summary and for ready to pay alike', () => {
  const line = (id: number, stripe_account: string, currency: string) => cartItem(id, { stripe_account, currency, current_price: 10 });

  it.each([
    { name: 'no lines', lines: [], single: true },
    { name: 'one line', lines: [line(1, 'ES', 'EUR')], single: true },
    { name: 'one account, one currency', lines: [line(1, 'ES', 'EUR'), line(2, 'ES', 'EUR')], single: true },
    { name: 'the currency in lower and upper case', lines: [line(1, 'ES', 'eur'), line(2, 'ES', 'EUR')], single: true },
    { name: 'the currency with spaces around it', lines: [line(1, 'ES', ' EUR '), line(2, 'ES', 'eur')], single: true },
    { name: 'the account in lower case', lines: [line(1, 'es', 'EUR'), line(2, 'ES', 'EUR')], single: true },
    { name: 'two currencies of one account', lines: [line(1, 'ES', 'EUR'), line(2, 'ES', 'GBP')], single: false },
    { name: 'two accounts', lines: [line(1, 'ES', 'EUR'), line(2, 'global', 'EUR')], single: false },
    { name: 'another region and currency', lines: [line(1, 'ES', 'EUR'), line(2, 'global', 'USD')], single: false },
    // ES, or otherwise global (docs/rules.md#const-accounts): a blank account is not the Spanish entity.
    { name: 'a blank account beside ES', lines: [line(1, 'ES', 'EUR'), line(2, '', 'EUR')], single: false },
    { name: 'a blank account beside global', lines: [line(1, 'global', 'USD'), line(2, ' ', 'usd')], single: true },
    { name: 'any other account is global', lines: [line(1, 'global', 'USD'), line(2, 'US', 'USD')], single: true },
  ])('$name: one seller $single', ({ lines, single }) => {
    expect(isSingleRegion(lines)).toBe(single);
    expect(summarizeCart(lines).singleRegion).toBe(single);
    const purchase = readyToPay(lines, 'final');
    if (lines.length > 0) expect(purchase.ready || purchase.block !== 'mixedRegion').toBe(single);
  });

  it('sums one currency written two ways into one total, in its upper-case name, as ready to pay charges it', () => {
    const lines = [line(1, 'ES', 'eur'), line(2, 'ES', 'EUR')];
    expect(summarizeCart(lines)).toEqual(
      expect.objectContaining({ totals: [{ currency: 'EUR', amount: 20 }], total: 20, currency: 'EUR', singleRegion: true }),
    );
    expect(readyToPay(lines, 'final')).toEqual(expect.objectContaining({ ready: true, currency: 'EUR', totalCents: 2000, account: 'ES' }));
  });
});
