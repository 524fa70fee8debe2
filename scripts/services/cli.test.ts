/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApi, type TestApi } from '../../dev-api/src/testing/testApi';
import { parseRuntimeConfig, type RuntimeConfig } from '../../shared/src/config/runtimeConfig';
import { localRuntimeConfig } from '../stack/runtimeConfig';
import { runCli } from './cli';
import type { Outcome } from './table';

/**
 * `npm run check:services` end to end: against dev-api started here as it
 * is, answering wrong shapes (its fault injection), behind a server whose
 * CORS refuses the preflight, and against nothing at all. The remotes'
 * deployments are a small server of manifests and entries.
 */

let api: TestApi;
let remotes: Server;
let remotesUrl: string;
/** What the remotes' server gives at /config.json (a config served by address, as a deploy serves it). */
let servedConfig = '';
let directory: string;

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = async (server: Server): Promise<void> => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
};

/** A remote's deployment: its manifest (as the build writes its fields) and its entry. */
function serveRemotes(req: IncomingMessage, res: ServerResponse): void {
  const [, remote, file] = (req.url ?? '').split('/');
  if (remote === 'config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(servedConfig);
  } else if (file === 'mf-manifest.json') {
    const metaData = { name: remote, globalName: remote, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: remote, name: remote, metaData, shared: [], exposes: [] }));
  } else if (file === 'remoteEntry.js') {
    res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(`var ${remote ?? 'x'} = {};`);
  } else {
    res.writeHead(404).end();
  }
}

/** dev-api's local config, with the remotes' deployments of this test. */
const devApiConfig = (overrides: Partial<RuntimeConfig> = {}): RuntimeConfig => {
  const port = Number(new URL(api.url).port);
  return {
    ...parseRuntimeConfig(localRuntimeConfig({ host: 3000, landing: 3001, checkout: 3002, payment: 3003, devApi: port })),
    remotes: {
      landing: `${remotesUrl}/landing/mf-manifest.json`,
      checkout: `${remotesUrl}/checkout/mf-manifest.json`,
      payment: `${remotesUrl}/payment/mf-manifest.json`,
    },
    ...overrides,
  };
};

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const url = await listen(server);
  await close(server);
  return Number(new URL(url).port);
}

let written = 0;
async function configFile(config: RuntimeConfig): Promise<string> {
  const file = path.join(directory, `config-${(written += 1)}.json`);
  await writeFile(file, JSON.stringify(config));
  return file;
}

async function check(argv: string[]) {
  let output = '';
  const result = await runCli(argv, { write: (text) => (output += text), width: 150, env: {} });
  return { ...result, output, table: result.rows.map(({ service, check: name, outcome }) => [service, name, outcome]) };
}

const fault = async (route: string, mode: string) => {
  const response = await api.postJson('/__control/faults', { route, mode });
  expect(response.status).toBe(200);
};

/** The table of a run: every check passes unless `except` says otherwise (by row); `ids` is how the asked ids read. */
const table = (except: Record<number, Outcome> = {}, ids = '[\\d,]+'): [string, string | RegExp, Outcome][] =>
  (
    [
      ['config', 'loads and parses (runtime config schema)'],
      ['profile service', 'call 1: offers (type Subscription)'],
      ['profile service', 'call 2: all products (no ids)'],
      ['profile service', new RegExp(`^call 2: products by id \\(ids (?:${ids})\\)$`)],
      ['profile service', 'call 3: CORS preflight of buy (content-type)'],
      ['profile service', 'call 3: CORS preflight of buy (content-type, idempotency-key)'],
      ['profile service', new RegExp(`^call 4: suggestions \\(product_ids (?:${ids})\\)$`)],
      ['profile service', 'call 5: paid subscriptions (--token)'],
      ['identity site', 'call 6: countries (action getPais)'],
      ['tracking', 'call 7: a check event (event_type service_check)'],
      ['Stripe', 'Stripe.js answers JavaScript'],
      ['Stripe', 'publishable key ES'],
      ['Stripe', 'publishable key global'],
      ['remote landing', 'mf-manifest.json and its entry'],
      ['remote checkout', 'mf-manifest.json and its entry'],
      ['remote payment', 'mf-manifest.json and its entry'],
    ] as [string, string | RegExp][]
  ).map(([service, name], index) => [service, name, except[index] ?? 'pass']);

/** The rows as [service, check, outcome], with the checks that name ids matched by pattern. */
const expectTable = (rows: string[][], expected: [string, string | RegExp, Outcome][]) =>
  expect(rows).toEqual(expected.map(([service, name, outcome]) => [service, typeof name === 'string' ? name : expect.stringMatching(name), outcome]));

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'check-services-'));
  api = await startTestApi();
  remotes = createServer(serveRemotes);
  remotesUrl = await listen(remotes);
  // dev-api builds its Stripe.js double on the first request: built now, so each run's short timeouts hold.
  expect((await api.get('/stripe/v3/')).status).toBe(200);
}, 60_000);
afterEach(() => api.reset());
afterAll(async () => {
  await Promise.all([api.close(), close(remotes), rm(directory, { recursive: true, force: true })]);
});

describe('against dev-api as it is', () => {
  it('passes every check, reads nothing but sends one check event, and exits 0', async () => {
    servedConfig = JSON.stringify(devApiConfig());
    const run = await check(['--config', `${remotesUrl}/config.json`, '--token', 'member-1', '--timeout', '3000']);
    expectTable(run.table, table());
    expect(run.exitCode).toBe(0);
    expect(run.output).toMatch(new RegExp(`^Go-live check of ${remotesUrl}/config.json \\(origin ${api.url}, 3000 ms per request\\)\\n`));
    expect(run.output).toMatch(/\n16 passed\n$/);
    // The one write: call 7's check event, as dev-api validated and recorded it. No order, no payment intent.
    const events = (await (await api.get('/__control/tracking-events')).json()) as { event_type: string; event_target: string }[];
    expect(events).toEqual([expect.objectContaining({ event_type: 'service_check', event_target: 'check:services', portal: 'localhost' })]);
    await expect((await api.get('/__control/orders')).json()).resolves.toEqual([]);
    await expect((await api.get('/__control/payment-intents')).json()).resolves.toEqual([]);
  });

  it('skips call 5 without a token, and still exits 0', async () => {
    const run = await check(['--config', await configFile(devApiConfig()), '--timeout', '3000']);
    expectTable(run.table, table({ 7: 'skip' }));
    expect(run.rows[7]).toMatchObject({ result: 'no --token given', fix: 'Run again with --token <token_id> of a test user to check call 5.' });
    expect(run.exitCode).toBe(0);
  });
});

describe('against dev-api answering wrong shapes', () => {
  it('fails each call whose answer the product would refuse, or that hangs, and exits 1', async () => {
    await fault('get-products', 'bad-schema');
    await fault('product-suggestions', 'bad-schema');
    await fault('countries', 'malformed-json');
    await fault('track', 'status-500');
    await fault('get-pays-subs', 'hang');
    const run = await check(['--config', await configFile(devApiConfig()), '--token', 'member-1', '--timeout', '1000']);
    expectTable(run.table, table({ 1: 'fail', 6: 'fail', 7: 'fail', 8: 'fail', 9: 'fail' }));
    expect(run.rows.map(({ result }) => result).filter((_result, index) => [1, 6, 7, 8, 9].includes(index))).toEqual([
      'the product refuses the answer: (root): no valid subscription offer in 1 entries; #0 (id "x") id: Invalid input: expected number, received NaN',
      'the product refuses the answer: success: Invalid input: expected boolean, received undefined',
      `no answer within 1000 ms from ${api.url}`,
      expect.stringMatching(/^not JSON \(application\/json; charset=utf-8\): starts \{"data": \[\{"id": 1/),
      'answered 500',
    ]);
    // Call 2 by id asks only the products' ids: the offers and the suggestions gave none.
    expect(run.rows[3]?.check).toMatch(/^call 2: products by id \(ids \d+,\d+,\d+\)$/);
    expect(run.exitCode).toBe(1);
  });

  it('skips what needs the products when call 2 breaks, and fails call 2 by id', async () => {
    await fault('products', 'bad-schema');
    const run = await check(['--config', await configFile(devApiConfig()), '--timeout', '2000']);
    expectTable(run.table, table({ 2: 'fail', 3: 'fail', 6: 'skip', 7: 'skip' }, '[\\d,]+|none'));
    expect(run.rows[6]).toMatchObject({ check: 'call 4: suggestions (product_ids none)', result: 'no product ids: call 2 gave no valid product' });
    expect(run.exitCode).toBe(1);
  });
});

describe('behind a server whose CORS refuses the preflight', () => {
  let proxy: Server;
  let proxyUrl: string;
  /** What the server answers OPTIONS with; everything else goes to dev-api. */
  let preflight: Record<string, string> = {};

  beforeAll(async () => {
    proxy = createServer((req, res) => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, preflight).end();
        return;
      }
      const upstream = request(new URL(req.url ?? '/', api.url), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    proxyUrl = await listen(proxy);
  });
  afterAll(() => close(proxy));

  const origin = 'https://www.agrinews.example';
  const behindProxy = (accepts: boolean) => configFile(devApiConfig({ profileApi: `${proxyUrl}/profile`, profileAcceptsIdempotencyKey: accepts }));

  it('fails both preflights when the origin is not allowed', async () => {
    preflight = { 'Access-Control-Allow-Origin': 'https://www.porcinews.example', 'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key' };
    const run = await check(['--config', await behindProxy(true), '--origin', origin, '--timeout', '2000']);
    expectTable(run.table, table({ 4: 'fail', 5: 'fail', 7: 'skip' }));
    expect(run.rows[4]).toMatchObject({ result: `refused: Access-Control-Allow-Origin is https://www.porcinews.example, not ${origin}` });
    expect(run.exitCode).toBe(1);
  });

  it('reports a refused idempotency key as information while the config does not send it', async () => {
    preflight = { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Headers': 'Content-Type' };
    const run = await check(['--config', await behindProxy(false), '--origin', origin, '--timeout', '2000']);
    expectTable(run.table, table({ 5: 'info', 7: 'skip' }));
    expect(run.rows[5]).toMatchObject({
      result: 'refused: Access-Control-Allow-Headers lacks idempotency-key',
      fix: 'Not needed while profileAcceptsIdempotencyKey is false.',
    });
    expect(run.exitCode).toBe(0);
  });

  it('fails a refused idempotency key when the config sends it', async () => {
    preflight = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type' };
    const run = await check(['--config', await behindProxy(true), '--origin', origin, '--timeout', '2000']);
    expectTable(run.table, table({ 5: 'fail', 7: 'skip' }));
    expect(run.exitCode).toBe(1);
  });
});

describe('against nothing at all', () => {
  it('fails every service with what to fix, without waiting for a timeout, and exits 1', async () => {
    const port = await closedPort();
    const nowhere = `http://127.0.0.1:${port}`;
    const config = parseRuntimeConfig(
      localRuntimeConfig({ host: port, landing: port, checkout: port, payment: port, devApi: port }, { hostName: '127.0.0.1' }),
    );
    const started = Date.now();
    const run = await check(['--config', await configFile(config), '--timeout', '5000']);
    expect(Date.now() - started).toBeLessThan(4000);
    expectTable(
      run.table,
      table(
        { 1: 'fail', 2: 'fail', 3: 'skip', 4: 'fail', 5: 'fail', 6: 'skip', 7: 'skip', 8: 'fail', 9: 'fail', 10: 'fail', 13: 'fail', 14: 'fail', 15: 'fail' },
        'none',
      ),
    );
    expect(run.rows[1]).toMatchObject({
      result: `no answer: connection refused at ${nowhere}`,
      fix: `Nothing listens at ${nowhere}: start the service there, or correct \`profileApi\` in the config.`,
    });
    expect(run.rows[8]?.fix).toMatch(/correct `identity\.ajaxUrl` in the config/);
    expect(run.rows[15]?.fix).toMatch(/correct `remotes\.payment` in the config/);
    expect(run.exitCode).toBe(1);
  });

  it('fails the config alone when its address does not answer', async () => {
    const port = await closedPort();
    const run = await check(['--config', `http://127.0.0.1:${port}/suscripciones/config.json`, '--timeout', '2000']);
    expect(run.table).toEqual([['config', 'loads and parses (runtime config schema)', 'fail']]);
    expect(run.rows[0]?.fix).toBe(
      `Nothing listens at http://127.0.0.1:${port}: start the service there, or correct --config (or start the local stack with \`npm start\`).`,
    );
    expect(run.exitCode).toBe(1);
  });
});

describe('the command line', () => {
  it('reads the config the local stack serves by default, on HOST_PORT', async () => {
    const port = await closedPort();
    const run = await runCli(['--timeout', '2000'], { write: () => undefined, env: { HOST_PORT: String(port) } });
    expect(run.rows).toEqual([expect.objectContaining({ service: 'config', result: `no answer: connection refused at http://localhost:${port}` })]);
  });

  it('fails the config alone when its file cannot be read', async () => {
    const run = await check(['--config', path.join(directory, 'missing.json')]);
    expect(run.rows).toEqual([
      expect.objectContaining({ service: 'config', outcome: 'fail', result: expect.stringMatching(/^cannot read .*missing\.json: ENOENT/) }),
    ]);
    expect(run.exitCode).toBe(1);
  });

  it('exits 2 on an option it does not know or a wrong value, printing the usage', async () => {
    const runs = [['--config'], ['--nope'], ['--timeout', 'soon'], ['--origin', 'agrinews.example'], []].map(async (argv, index) => {
      let output = '';
      const env = index === 4 ? { HOST_PORT: 'eighty' } : {};
      await expect(runCli(argv, { write: (text) => (output += text), env })).resolves.toEqual({ exitCode: 2, rows: [] });
      expect(output).toMatch(/Usage: npm run check:services/);
    });
    await Promise.all(runs);
  });
});
