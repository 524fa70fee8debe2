/** @jest-environment node */
import { trackingEventSchema } from '../schemas/entities';
import { clientErrorExtras, pageUrlOf, scrubText, userValues, type ReportContext } from './clientErrorEvent';
import type { ClientErrorReport } from './clientErrorReport';

/** A buyer as the session holds them, and what they typed: none of it may ever be sent. */
const buyer = { token_id: 'u-7781', nombre: 'Ana María', apellidos: 'Quintanilla Ruiz', email: 'ana.quintanilla@correo.example' };
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl9pZCI6InUtNzc4MSJ9.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZw';
const address = 'Calle del Olmo 14, 3ºB';
const personal = [...userValues(buyer), address, 'Valdepeñas'];
const secrets = [
  'pedro.gil',
  buyer.token_id,
  'Ana',
  'María',
  'Quintanilla',
  'Ruiz',
  buyer.email,
  jwt,
  'Olmo',
  'Valdepeñas',
  '4242',
  '612 345 678',
  '12345678Z',
];
const hostile =
  `Cannot pay for Ana María Quintanilla Ruiz <ana.quintanilla@correo.example> (token ${jwt}, id u-7781) at ${address}, Valdepeñas: ` +
  'card 4242 4242 4242 4242, phone +34 612 345 678, NIF 12345678Z, copy to pedro.gil@otro.example, ' +
  'from https://www.agrinews.example/suscripciones/payment?token=abc.def.ghi&lang=es#top and /suscripciones/checkout?ids=1,2&email=x%40y.example';

const expectNothingPersonal = (text: string) => {
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/[?#]/);
};

describe('scrubbing a text that may leave the page', () => {
  it("removes the buyer's values, e-mails, tokens, long numbers and every query and hash", () => {
    const scrubbed = scrubText(hostile, personal, 1000);
    expectNothingPersonal(scrubbed);
    expect(scrubbed).toContain('https://www.agrinews.example/suscripciones/payment');
    expect(scrubbed).toContain('/suscripciones/checkout');
    expect(scrubbed).toMatch(/^Cannot pay for \[personal\]/);
    expect(scrubbed).toContain('[email]');
    expect(scrubbed).toContain('[token]');
    expect(scrubbed).toContain('[number]');
  });

  it('keeps what says where the error is: stack frames keep their line and column, status codes and short numbers stay', () => {
    const frame = 'at pay (https://cdn.example/payment/1.4.0/src_payment.3f9a1c2b7e.js?v=2:10:345)';
    expect(scrubText(frame)).toBe('at pay (https://cdn.example/payment/1.4.0/src_payment.3f9a1c2b7e.js:10:345)');
    expect(scrubText('Firefox: pay@https://cdn.example/a.js#x:3:9')).toBe('Firefox: pay@https://cdn.example/a.js:3:9');
    expect(scrubText('http://localhost:3002/mf-manifest.json answered 404 after 15000 ms')).toBe(
      'http://localhost:3002/mf-manifest.json answered 404 after 15000 ms',
    );
    expect(scrubText("Cannot read properties of undefined (reading 'price')")).toBe("Cannot read properties of undefined (reading 'price')");
  });

  it("finds the buyer's values whatever their case, as whole words only", () => {
    expect(scrubText('ANA MARÍA paid; banana and Anatomy stay', personal)).toBe('[personal] paid; banana and Anatomy stay');
  });

  it('removes an opaque token (a client secret, a hex id) but no ordinary word', () => {
    expect(scrubText('confirm pi_3NxYz12AbCdEf_secret_Q9w8E7r6T5y4 failed')).toBe('confirm [token] failed');
    expect(scrubText('no such element: card-number-field-container')).toBe('no such element: card-number-field-container');
  });

  it('caps the length, hostile or huge input included', () => {
    expect(scrubText('x'.repeat(5_000))).toHaveLength(300);
    expect(scrubText('a'.repeat(100_000), personal, 1000).length).toBeLessThanOrEqual(1000);
    expect(scrubText('(.*+?^${}[])|\\', ['(.*+?^${}[])|\\'])).toBe('[personal]');
  });
});

describe("an event's page address", () => {
  it('is origin and path only', () => {
    expect(pageUrlOf(`https://www.agrinews.example/suscripciones/payment?token=${jwt}&lang=es#summary`)).toBe(
      'https://www.agrinews.example/suscripciones/payment',
    );
    expect(pageUrlOf('about:blank')).toBeNull();
    expect(pageUrlOf('not a url')).toBeNull();
  });
});

const context: ReportContext = {
  route: '/payment',
  language: 'es',
  app: 'host',
  appVersion: '1.2.0',
  pageRemote: 'payment',
  remoteVersion: (remote) => (remote === 'payment' ? '1.4.0' : null),
  personal,
  trackingOrigin: 'https://tracking.agrinews.example',
};
const common = { route: '/payment', language: 'es', app: 'host', app_version: '1.2.0' };
const thrown = Object.assign(new Error(hostile), { stack: `Error: ${hostile}\n    at pay (https://cdn.example/payment.js?token=${jwt}:1:2)` });

/** Every event must fit the spec's minimal event plus flat extra fields, as the tracking service (and dev-api) take them. */
function asSent(report: ClientErrorReport) {
  const extras = clientErrorExtras(report, context);
  if (!extras) throw new Error('not sent');
  const event = trackingEventSchema.parse({
    ...extras,
    event_type: 'client_error',
    timestamp: '2026-12-01T10:00:00.000Z',
    page_url: 'https://www.agrinews.example/suscripciones/payment',
    portal: 'agrinews.example',
    user_agent: 'test',
  });
  expectNothingPersonal(JSON.stringify(event).replace('"page_url":"https://www.agrinews.example/suscripciones/payment"', ''));
  return extras;
}

describe('a client error as the extra fields of a call 7 event', () => {
  it('an uncaught error: its name, scrubbed message, source, position and stack, the route, language and versions', () => {
    const extras = asSent({
      kind: 'uncaught_error',
      error: thrown,
      message: `Uncaught Error: ${hostile}`,
      source: `https://cdn.example/payment.js?token=${jwt}`,
      line: 1,
      column: 2,
    });
    expect(extras).toMatchObject({
      ...common,
      kind: 'uncaught_error',
      remote: 'payment',
      remote_version: '1.4.0',
      error_name: 'Error',
      source: 'https://cdn.example/payment.js',
      line: 1,
      column: 2,
    });
    expect(extras.message).toEqual(expect.stringMatching(/^Cannot pay for \[personal\]/));
    expect(String(extras.message).length).toBeLessThanOrEqual(300);
    expect(extras.stack).toEqual(expect.stringContaining('at pay (https://cdn.example/payment.js:1:2)'));
  });

  it("an uncaught error without an Error (another origin's script) keeps the browser's message", () => {
    expect(asSent({ kind: 'uncaught_error', error: null, message: 'Script error.', source: '', line: 0, column: 0 })).toMatchObject({
      error_name: 'object',
      message: 'Script error.',
      source: null,
      stack: null,
    });
  });

  it('an unhandled rejection: an Error as one, any other value by its type only', () => {
    expect(asSent({ kind: 'unhandled_rejection', error: thrown })).toMatchObject({ ...common, kind: 'unhandled_rejection', error_name: 'Error' });
    expect(asSent({ kind: 'unhandled_rejection', error: { email: buyer.email, token: jwt } })).toMatchObject({
      error_name: 'object',
      message: '',
      stack: null,
    });
    expect(asSent({ kind: 'unhandled_rejection', error: `lost ${buyer.email} and x@y.example` })).toMatchObject({
      error_name: 'string',
      message: 'lost [personal] and [email]',
    });
  });

  it('a failed call: its name and how it failed, never its address or answer', () => {
    expect(asSent({ kind: 'call_failed', call: 'get-pays-subs', failure: 'status', status: 500 })).toEqual({
      ...common,
      kind: 'call_failed',
      remote: 'payment',
      remote_version: '1.4.0',
      call: 'get-pays-subs',
      failure: 'status',
      status: 500,
    });
    expect(asSent({ kind: 'call_failed', call: 'countries', failure: 'timeout', status: null })).toMatchObject({ failure: 'timeout', status: null });
  });

  it('a remote that did not load: which, why, and its version when its manifest said it', () => {
    const extras = asSent({
      kind: 'remote_failed',
      remote: 'checkout',
      reason: 'manifest',
      error: new Error('http://localhost:3002/mf-manifest.json?v=1 answered 404'),
    });
    expect(extras).toMatchObject({
      kind: 'remote_failed',
      remote: 'checkout',
      remote_version: null,
      reason: 'manifest',
      message: 'http://localhost:3002/mf-manifest.json answered 404',
      stack: null,
      // Not the federation runtime's failure: it has no code of its own.
      runtime_code: null,
    });
  });

  it("a remote the federation runtime failed to load carries the runtime's error code, from the error or its cause", () => {
    // As the runtime words it (@module-federation/error-codes' getShortErrorMsg), wrapped by the host's loader.
    const runtimeError = new Error(
      'Failed to load script resources. #RUNTIME-008\nargs: {"url":"http://localhost:3002/remoteEntry.js"}\nView the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008',
    );
    expect(asSent({ kind: 'remote_failed', remote: 'checkout', reason: 'entry', error: runtimeError })).toMatchObject({ runtime_code: 'RUNTIME-008' });
    const wrapped = new Error('Remote "payment" could not be loaded', { cause: new Error('x', { cause: new Error('Failed to get manifest. #RUNTIME-003') }) });
    expect(asSent({ kind: 'remote_failed', remote: 'payment', reason: 'manifest', error: wrapped })).toMatchObject({ runtime_code: 'RUNTIME-003' });
  });

  it("a payment that failed: the step, Stripe's type and code, the payment remote and its version", () => {
    const extras = asSent({
      kind: 'payment_failed',
      stage: 'confirm',
      type: 'api_error',
      code: 'rate_limit',
      error: { message: `Try again later, ${buyer.nombre}` },
    });
    expect(extras).toMatchObject({
      kind: 'payment_failed',
      remote: 'payment',
      remote_version: '1.4.0',
      stage: 'confirm',
      stripe_type: 'api_error',
      stripe_code: 'rate_limit',
      message: 'Try again later, [personal]',
    });
  });

  it('a CSP violation: the directive and the blocked origin; none for a blocked call 7 (it could not be sent through it)', () => {
    expect(asSent({ kind: 'csp_violation', directive: 'img-src', blockedUri: 'https://evil.example/pixel.png?token=abc' })).toMatchObject({
      directive: 'img-src',
      blocked_origin: 'https://evil.example',
    });
    expect(clientErrorExtras({ kind: 'csp_violation', directive: 'connect-src', blockedUri: 'https://tracking.agrinews.example/track' }, context)).toBeNull();
  });

  it('the landing embedded in the portal: no route, no remote', () => {
    const extras = clientErrorExtras(
      { kind: 'call_failed', call: 'get-products', failure: 'network', status: null },
      { ...context, route: null, app: 'landing', pageRemote: null },
    );
    expect(extras).toMatchObject({ route: null, app: 'landing', remote: null, remote_version: null });
  });
});
