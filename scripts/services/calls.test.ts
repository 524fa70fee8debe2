/** @jest-environment node */
import { loadZodMessages } from '../../shared/src/schemas/values';
import { countriesCheck, offersCheck, productsByIdCheck, productsCheck, suggestionsCheck, trackingCheck, type CallTarget } from './calls';
import type { Answer } from './probe';

/** The calls' checks over answers as a service may give them: hostile shapes, partial lists, failures. */
const target: CallTarget = {
  service: 'profile service',
  check: 'call 2: all products',
  setting: '`profileApi` in the config',
  request: 'GET {profileApi}/checkout/products/',
  entrySchema: 'productSchema',
};
const product = { id: 20, name: 'Curso', type: 'Curso', price: '150.00', stripe_id: 'price_curso', stripe_account: 'ES', currency: 'EUR' };
const offer = { id: 1, name: 'Premium', price: '120.00', currency: 'EUR', benefits: [] };
const country = { id_pais: 1, code: 'es', countrynameENG: 'Spain', countrynameES: 'España', countrynamePT: 'Espanha' };

const url = 'https://api.example/profile/checkout/products/';
const json = (value: unknown, status = 200): Answer => ({
  kind: 'answer',
  url,
  status,
  headers: new Headers({ 'content-type': 'application/json' }),
  body: JSON.stringify(value),
});
const text = (body: string, type: string): Answer => ({ kind: 'answer', url, status: 200, headers: new Headers({ 'content-type': type }), body });

beforeAll(() => loadZodMessages());

describe('a list answer', () => {
  it('passes with what it holds', () => {
    const { row, data } = productsCheck(target, json([product]));
    expect(row).toMatchObject({ outcome: 'pass', result: '1 product', fix: '' });
    expect(data).toEqual([expect.objectContaining({ id: 20 })]);
  });

  it('warns of the entries the product would drop, saying which and why', () => {
    const { row, data } = productsCheck(target, json({ data: [product, { ...product, id: 21, price: 'free' }, { ...product, id: 'x' }] }));
    expect(row.outcome).toBe('warn');
    expect(row.result).toBe('1 product; 2 dropped: #1 (id 21) price: "free" is not an amount; #2 (id "x") id: Invalid input: expected number, received NaN');
    expect(row.fix).toMatch(/^Correct these entries in the service: .*productSchema/);
    expect(data).toHaveLength(1);
  });

  it('lists at most three dropped entries', () => {
    const bad = [1, 2, 3, 4, 5].map((id) => ({ ...product, id, currency: '' }));
    expect(productsCheck(target, json([product, ...bad])).row.result).toMatch(
      /^1 product; 5 dropped: #1 \(id 1\) currency: Too small.*; #3 \(id 3\) currency: Too small[^;]*; and 2 more$/,
    );
  });

  it("fails a list with no valid entry, with each entry's reason", () => {
    const { row, data } = offersCheck({ ...target, entrySchema: 'subscriptionOfferSchema' }, json([{ id: 'x' }]));
    expect(row.outcome).toBe('fail');
    expect(row.result).toBe(
      'the product refuses the answer: (root): no valid subscription offer in 1 entries; #0 (id "x") id: Invalid input: expected number, received NaN',
    );
    expect(row.fix).toMatch(/entries: subscriptionOfferSchema\)/);
    expect(data).toBeUndefined();
  });

  it('fails an answer of another kind, reading the union by the branch that got furthest', () => {
    expect(productsCheck(target, json({ products: [product] })).row.result).toBe(
      'the product refuses the answer: data: Invalid input: expected array, received undefined',
    );
    expect(productsCheck(target, json('products')).row.result).toBe('the product refuses the answer: (root): Invalid input: expected array, received string');
  });

  it('warns of an empty list where the product needs entries, and passes it where none is a valid answer', () => {
    expect(offersCheck(target, json([])).row).toMatchObject({ outcome: 'warn', result: 'no offers' });
    expect(productsCheck(target, json([])).row).toMatchObject({ outcome: 'warn', result: 'no products' });
    expect(countriesCheck(target, json([])).row).toMatchObject({ outcome: 'warn', result: 'no countries' });
    expect(countriesCheck(target, json([country])).row).toMatchObject({ outcome: 'pass', result: '1 country' });
    expect(suggestionsCheck(target, json({ success: true, suggestions: [] })).row).toMatchObject({ outcome: 'pass', result: 'success true, 0 suggestions' });
  });
});

describe('an answer that is no JSON', () => {
  it('points at a website when a page answered', () => {
    const { row } = productsCheck(target, text('<!doctype html><html><body>Welcome</body></html>', 'text/html'));
    expect(row).toMatchObject({ outcome: 'fail', result: 'not JSON (text/html): starts <!doctype html><html><b…' });
    expect(row.fix).toBe('GET {profileApi}/checkout/products/ answered a page: `profileApi` in the config points at a website, not the service.');
  });

  it('tells a cut-off or empty body', () => {
    expect(productsCheck(target, text('{"data": [{"id": 1, "na', 'application/json')).row.fix).toMatch(/cannot be read \(cut off or not JSON\)/);
    expect(productsCheck(target, text('', 'application/json')).row.result).toBe('not JSON (application/json): an empty body');
  });
});

describe('an answer that is no success', () => {
  it('fails with its status, and a 404 points at the base address', () => {
    const { row } = productsCheck(target, json({ error: 'nope' }, 404));
    expect(row).toMatchObject({ outcome: 'fail', result: 'answered 404' });
    expect(row.fix).toMatch(/check `profileApi` in the config is the service's base address/);
    expect(productsCheck(target, json({ error: 'boom' }, 500)).row.fix).toMatch(/must answer 2xx/);
  });

  it('fails a redirect, naming where it leads', () => {
    const answer: Answer = { kind: 'answer', url, status: 301, headers: new Headers({ location: 'https://www.example/' }), body: '' };
    expect(productsCheck(target, answer).row.fix).toMatch(/not redirect \(to https:\/\/www\.example\/\)/);
  });

  it('fails silence with what to fix, by why nothing answered', () => {
    const none = (reason: 'refused' | 'timeout' | 'unknown-host' | 'tls', detail: string = reason): Answer => ({
      kind: 'no-answer',
      url,
      reason,
      detail,
      timeoutMs: 500,
    });
    expect(productsCheck(target, none('refused')).row).toMatchObject({
      outcome: 'fail',
      result: 'no answer: connection refused at https://api.example',
      fix: 'Nothing listens at https://api.example: start the service there, or correct `profileApi` in the config.',
    });
    expect(productsCheck(target, none('timeout')).row.result).toBe('no answer within 500 ms from https://api.example');
    expect(productsCheck(target, none('unknown-host', 'ENOTFOUND')).row.result).toBe('no answer: host api.example not found');
    expect(productsCheck(target, none('tls', 'CERT_HAS_EXPIRED')).row.fix).toMatch(/certificate must be valid/);
  });
});

describe('call 2 by id', () => {
  const asked = [
    { id: 20, from: 'product' as const },
    { id: 1, from: 'offer' as const },
    { id: 31, from: 'suggestion' as const },
  ];

  it('passes when every id asked comes back', () => {
    const products = asked.map(({ id }) => ({ ...product, id }));
    expect(productsByIdCheck(target, json(products), asked).row).toMatchObject({ outcome: 'pass', result: 'all 3 ids asked came back' });
  });

  it('fails when an id another answer named does not come back: it could not be bought', () => {
    const { row } = productsByIdCheck(target, json([product]), asked);
    expect(row).toMatchObject({ outcome: 'fail', result: 'not returned: 1 (offer), 31 (suggestion)' });
    expect(row.fix).toMatch(/the cart adds offers and suggested memberships by looking them up here/);
  });
});

describe('call 7', () => {
  const tracking = { ...target, service: 'tracking', setting: '`trackingBase` in the config', request: 'POST {trackingBase}/track' };

  it('accepts any success, as the product does not read the answer', () => {
    expect(trackingCheck(tracking, text('', 'text/plain'))).toMatchObject({ outcome: 'pass', result: 'accepted (200)' });
    expect(trackingCheck(tracking, json({ error: 'bad event' }, 400))).toMatchObject({ outcome: 'fail', result: 'answered 400' });
  });
});

it('reads an offer list given as data, as call 1 may', () => {
  expect(offersCheck(target, json({ data: [offer] })).row).toMatchObject({ outcome: 'pass', result: '1 subscription offer' });
});
