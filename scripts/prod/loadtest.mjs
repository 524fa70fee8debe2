// `npm run loadtest:prod`: builds, serves through nginx (scripts/prod) and
// puts 200 concurrent connections for 30 s on the landing's page (the runtime
// config and the shell written in, the landing's fragment and style sheet put
// in by SSI from the landing's site on every request, gzip after SSI), on
// another route's page (a static file, gzip on the fly) and on a hashed chunk
// (the build's brotli copy), with autocannon. Meanwhile the landing's offers
// job rewrites its files every OFFERS_REFRESH_SECONDS (2 here; dev-api answers
// its call 1), and a watcher reads the landing's page again and again: every
// answer must be whole, with the offers. Prints requests per second, p99
// latency and errors per target; fails when any request failed or any page
// was empty or cut. Not part of npm test.
// LOADTEST_CONNECTIONS and LOADTEST_SECONDS change the load, LOADTEST_WORKERS
// the load generator's threads (1: on 2 cores a second one takes CPU from
// nginx); the *_PORT variables of start:prod the ports.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureInstalled } from '../lib/install.mjs';
import { repoRoot } from '../lib/repoRoot.mjs';

ensureInstalled(repoRoot);
await import('../lib/tooling.mjs');
const { default: autocannon } = await import('autocannon');
const { buildApps } = await import('../build.mjs');
const { startProdStack } = await import('./prodStack.mjs');

const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 200);
const seconds = Number(process.env.LOADTEST_SECONDS ?? 30);
const workers = Number(process.env.LOADTEST_WORKERS ?? 1);
// What Chromium sends: the page gets gzip (made after SSI), the chunk its .br copy.
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };
// nginx ends a keep-alive connection after 1000 requests (keepalive_requests)
// with `Connection: close`; a browser then opens a new one, but autocannon
// ignores the header and writes the next request into the closing socket
// (ECONNRESET, counted as an error). So the load tool opens a new connection
// every 500 requests itself, as a browser would.
const reconnectRate = 500;

console.log('Building for production…');
await buildApps();
// dev-api answers only the offers job's call 1: the pages under load ask it nothing.
const stack = await startProdStack({ env: { ...process.env, OFFERS_REFRESH_SECONDS: process.env.OFFERS_REFRESH_SECONDS ?? '2' } });
const chunk = (await readdir(path.join(repoRoot, 'host/dist'))).find((file) => /^main\.[0-9a-f]{8,}\.js$/.test(file));
const targets = [
  {
    name: 'landing page (SSI: the landing fragment and its style sheet)',
    url: `${stack.url}?lang=es`,
    mustContain: /data-runtime-config>\{[\s\S]*id="landing-title"[\s\S]*data-offers-snapshot/,
    watchOffers: true,
  },
  { name: 'host page of another route (config and shell written in)', url: `${stack.url}checkout?lang=es`, mustContain: /data-runtime-config>\{/ },
  { name: `hashed chunk (${chunk})`, url: `${stack.url}${chunk}` },
];

const takenAtOf = (html) => /data-offers-snapshot="">\{"takenAt":"([^"]+)"/.exec(html)?.[1];

/**
 * Reads the landing's page one answer after another until `done()`: each
 * must be whole (up to `</html>`) and carry the offers, while the job
 * replaces its files under the load. Which snapshots it saw, and what was wrong.
 */
async function watchOffers(url, done) {
  const taken = new Set();
  const problems = [];
  while (!done()) {
    try {
      const answer = await fetch(url, { headers: browserHeaders });
      const html = await answer.text();
      const takenAt = takenAtOf(html);
      if (takenAt) taken.add(takenAt);
      if (!answer.ok || !takenAt || !html.includes('data-testid="subscription-card"') || !html.trimEnd().endsWith('</html>'))
        problems.push(`${answer.status}, ${html.length} characters, snapshot ${takenAt ?? 'none'}`);
    } catch (error) {
      problems.push(String(error));
    }
  }
  return { snapshots: taken.size, problems };
}

/** One autocannon run; the first answer is checked so a load of 404s cannot pass. */
async function measure({ name, url, mustContain, watchOffers: watch = false }) {
  const probe = await fetch(url, { headers: browserHeaders });
  const body = await probe.text();
  if (!probe.ok || (mustContain && !mustContain.test(body))) throw new Error(`${url} answered ${probe.status} without what it should serve`);
  console.log(`\n${name}: ${connections} connections for ${seconds} s…`);
  const run = autocannon({ url, connections, duration: seconds, headers: browserHeaders, reconnectRate, ...(workers > 1 ? { workers } : {}) });
  // What failed, not just how many: a load test that cannot say why is not worth its number.
  const failures = new Map();
  run.on('reqError', (error) => failures.set(error.code ?? error.message, (failures.get(error.code ?? error.message) ?? 0) + 1));
  let finished = false;
  const watched = watch ? watchOffers(url, () => finished) : null;
  const result = await run;
  finished = true;
  const offers = watched ? await watched : null;
  const bytes = Math.round(result.throughput.total / Math.max(result.requests.total, 1));
  return {
    name,
    bytesPerAnswer: bytes,
    url,
    connections,
    seconds,
    workers,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    bytesPerSecond: Math.round(result.throughput.average),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    failures: Object.fromEntries(failures),
    ...(offers ? { offersSnapshotsSeen: offers.snapshots, offersProblems: offers.problems.slice(0, 10), offersProblemCount: offers.problems.length } : {}),
  };
}

let results;
try {
  results = [];
  for (const target of targets) results.push(await measure(target));
} finally {
  await stack.close();
}

console.log('\n| target | req/s | p50 | p99 | errors (timeouts, non-2xx) |\n| --- | --- | --- | --- | --- |');
for (const r of results)
  console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.latencyMs.p50} ms | ${r.latencyMs.p99} ms | ${r.errors} (${r.timeouts}, ${r.non2xx}) |`);
const report = path.join(repoRoot, '.tmp/loadtest.json');
await mkdir(path.dirname(report), { recursive: true });
await writeFile(report, `${JSON.stringify({ at: new Date().toISOString(), brotli: stack.brotli, results }, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(repoRoot, report)}`);
const failed = results.filter((r) => r.errors + r.timeouts + r.non2xx > 0);
if (failed.length > 0) {
  console.error(`Failed requests under load: ${failed.map((r) => `${r.name} ${JSON.stringify(r.failures)}`).join(', ')}`);
  process.exit(1);
}
for (const r of results.filter((result) => result.offersProblems)) {
  console.log(`${r.name}: ${r.offersSnapshotsSeen} snapshots of the offers seen while the job rewrote them, ${r.offersProblemCount} empty or cut pages`);
  if (r.offersProblemCount > 0 || r.offersSnapshotsSeen < 2) {
    console.error(`The landing's page under load while the offers job rewrote its files: ${JSON.stringify(r.offersProblems)}`);
    process.exit(1);
  }
}
