/** @jest-environment node */
import { preflightProblems, preflightRow } from './cors';
import type { Answer } from './probe';

/** Call 3's preflight as a browser judges it (Fetch standard, no credentials). */
const origin = 'https://www.agrinews.example';
const request = { origin, method: 'POST', headers: ['content-type', 'idempotency-key'] };
const answer = (headers: Record<string, string>, status = 204) => ({ status, headers: new Headers(headers) });
const allowing = {
  'access-control-allow-origin': origin,
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type, Idempotency-Key',
};

describe('the preflight rule', () => {
  it('allows the origin (exactly or *), the method and every header asked (case aside, or *)', () => {
    expect(preflightProblems(answer(allowing), request)).toEqual([]);
    expect(preflightProblems(answer({ ...allowing, 'access-control-allow-origin': '*' }), request)).toEqual([]);
    expect(preflightProblems(answer({ ...allowing, 'access-control-allow-headers': '*' }), request)).toEqual([]);
  });

  it('needs no listed POST: it is a CORS-safelisted method', () => {
    expect(preflightProblems(answer({ ...allowing, 'access-control-allow-methods': 'GET' }), request)).toEqual([]);
    expect(preflightProblems(answer({ ...allowing, 'access-control-allow-methods': 'GET' }), { ...request, method: 'DELETE' })).toEqual([
      'Access-Control-Allow-Methods lacks DELETE',
    ]);
  });

  it('refuses another origin, a missing one, a header not listed and a status that is not ok', () => {
    expect(preflightProblems(answer({ ...allowing, 'access-control-allow-origin': 'https://other.example' }), request)).toEqual([
      `Access-Control-Allow-Origin is https://other.example, not ${origin}`,
    ]);
    expect(preflightProblems(answer({ 'access-control-allow-headers': 'content-type' }, 403), request)).toEqual([
      'answered 403, not 2xx',
      'no Access-Control-Allow-Origin',
      'Access-Control-Allow-Headers lacks idempotency-key',
    ]);
  });

  it('reads no origin list as allowing any of its origins (browsers refuse several values)', () => {
    expect(preflightProblems(answer({ ...allowing, 'access-control-allow-origin': `${origin}, https://other.example` }), request)).toHaveLength(1);
  });
});

describe('a preflight row', () => {
  const target = { service: 'profile service', check: 'call 3: CORS preflight', setting: '`profileApi` in the config' };
  const url = 'https://api.example/profile/payment/checkout/buy';
  const variant = { origin, headers: ['content-type', 'idempotency-key'], required: true, optionalBecause: 'profileAcceptsIdempotencyKey is false' };
  const got = (headers: Record<string, string>, status = 204): Answer => ({ kind: 'answer', url, status, headers: new Headers(headers), body: '' });

  it('passes a preflight that allows, and fails one that refuses, saying what to allow', () => {
    expect(preflightRow(target, got(allowing), variant)).toMatchObject({
      outcome: 'pass',
      result: `allows POST from ${origin} with content-type, idempotency-key`,
    });
    const refused = preflightRow(target, got({ 'access-control-allow-origin': origin, 'access-control-allow-headers': 'content-type' }), variant);
    expect(refused).toMatchObject({ outcome: 'fail', result: 'refused: Access-Control-Allow-Headers lacks idempotency-key' });
    expect(refused.fix).toMatch(/Access-Control-Allow-Headers listing content-type, idempotency-key: a browser refuses the purchase otherwise/);
  });

  it('is information only when the product does not send the headers asked', () => {
    const optional = { ...variant, required: false };
    expect(preflightRow(target, got({ 'access-control-allow-origin': origin, 'access-control-allow-headers': 'content-type' }), optional)).toMatchObject({
      outcome: 'info',
      result: 'refused: Access-Control-Allow-Headers lacks idempotency-key',
      fix: 'Not needed while profileAcceptsIdempotencyKey is false.',
    });
    expect(preflightRow(target, got(allowing), optional)).toMatchObject({ outcome: 'info', fix: '' });
  });

  it('fails a redirect (a browser does not follow one) and silence', () => {
    expect(preflightRow(target, got({ location: 'https://login.example/' }, 302), variant)).toMatchObject({
      outcome: 'fail',
      result: 'redirected (302) to https://login.example/',
    });
    expect(preflightRow(target, { kind: 'no-answer', url, reason: 'refused', detail: 'ECONNREFUSED', timeoutMs: 500 }, variant).outcome).toBe('fail');
  });
});
