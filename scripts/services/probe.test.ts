/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpProbe, noAnswerReasonOf } from './probe';

/** The network edge: every outcome a value, nothing thrown, nothing left waiting. */
describe('why nothing answered', () => {
  const failed = (cause: unknown) => new TypeError('fetch failed', { cause });
  const systemError = (code: string, message = code) => Object.assign(new Error(message), { code });

  it('is read from the system error fetch carries', () => {
    expect(noAnswerReasonOf(failed(systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9')))).toEqual({
      reason: 'refused',
      detail: 'connect ECONNREFUSED 127.0.0.1:9',
    });
    expect(noAnswerReasonOf(failed(systemError('ENOTFOUND', 'getaddrinfo ENOTFOUND api.example'))).reason).toBe('unknown-host');
    expect(noAnswerReasonOf(failed(systemError('CERT_HAS_EXPIRED', 'certificate has expired')))).toEqual({
      reason: 'tls',
      detail: 'CERT_HAS_EXPIRED: certificate has expired',
    });
    expect(noAnswerReasonOf(failed(systemError('ECONNRESET'))).reason).toBe('connection');
    expect(noAnswerReasonOf(new DOMException('The operation was aborted due to timeout', 'TimeoutError')).reason).toBe('timeout');
  });

  it('takes the first code of a host with several addresses, and tells anything else as it is', () => {
    const aggregate = Object.assign(new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')], ''), {});
    expect(noAnswerReasonOf(failed(aggregate)).reason).toBe('refused');
    expect(noAnswerReasonOf(failed(new Error('bad port')))).toEqual({ reason: 'other', detail: 'bad port' });
  });
});

describe('a request', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/silent') return; // Never answers: the timeout must end it.
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'Content-Type': 'text/plain' }).end(`${req.method ?? ''} ${req.url ?? ''}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives any status as an answer, its body read', async () => {
    await expect(httpProbe(1000)(`${origin}/missing`, { method: 'POST', body: 'x' })).resolves.toMatchObject({
      kind: 'answer',
      status: 404,
      body: 'POST /missing',
    });
  });

  it('gives up after its timeout', async () => {
    const started = Date.now();
    await expect(httpProbe(200)(`${origin}/silent`)).resolves.toMatchObject({ kind: 'no-answer', reason: 'timeout', timeoutMs: 200 });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
