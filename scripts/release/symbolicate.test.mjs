/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { clientErrorExtras } from '../../shared/src/clientErrors/clientErrorEvent';
import { repoRoot } from '../lib/repoRoot.mjs';

/**
 * `npm run symbolicate` against a real bundle: the fixture (symbolicateFixture/) built by the repository's rspack
 * as the apps are built for production (minified, `hidden-source-map`), run to get a real stack under a CDN-like
 * address, then symbolicated by the command as a squad runs it.
 */
const fixture = 'scripts/release/symbolicateFixture';
// A content hash with 6 digits in a row: a report's scrubbing turns them into `[number]`.
const chunk = 'main.1234567abc.js';
const chunkUrl = `https://cdn.example/fixture/1.5.0/${chunk}`;
let work = '';
let dist = '';

/** The fixture's line that holds a marker comment (1-based). */
function lineOf(file, marker) {
  return (
    readFileSync(path.join(repoRoot, fixture, file), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(marker)) + 1
  );
}

/** The fixture bundled by @rspack/core's JavaScript API, in its own process (as scripts/build.mjs runs it). */
function buildFixture(outDir) {
  const script = `
    import { rspack } from '@rspack/core';
    const compiler = rspack({
      mode: 'production',
      context: ${JSON.stringify(repoRoot)},
      entry: './${fixture}/order.js',
      target: ['web', 'es2022'],
      devtool: 'hidden-source-map',
      output: { path: ${JSON.stringify(outDir)}, filename: '${chunk}', uniqueName: 'symbolicate_fixture', iife: true },
      stats: 'errors-warnings',
    });
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) {
        console.error(error ?? stats.toString({ all: false, errors: true }));
        process.exitCode = 1;
      }
      compiler.close(() => undefined);
    });`;
  const build = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
}

/** Runs the bundle as a page would have loaded it from the CDN; the error it throws. */
function runBundle() {
  const code = readFileSync(path.join(dist, chunk), 'utf8');
  const lines = [
    { price: '12.5', quantity: '2' },
    { price: 'twelve', quantity: '1' },
  ];
  try {
    // displayErrors off: a browser's stack has no line of code with a caret above it, as Node's vm adds.
    new vm.Script(code, { filename: chunkUrl }).runInContext(vm.createContext({ fixtureLines: lines }), { displayErrors: false });
  } catch (error) {
    return /** @type {Error} */ (error);
  }
  throw new Error('the fixture did not throw');
}

function symbolicate(args, input) {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/release/symbolicate.mjs'), ...args], { input, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const throwsAt = () => `${fixture}/prices.js:${lineOf('prices.js', 'symbolicate: throws')}:`;
const callsAt = () => `${fixture}/order.js:${lineOf('order.js', 'symbolicate: calls')}:`;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'symbolicate-'));
  dist = path.join(work, 'dist');
  buildFixture(dist);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run symbolicate', () => {
  it('names no map in the bundle it is given (hidden-source-map) and keeps the map beside it', () => {
    expect(readdirSync(dist).sort()).toEqual([chunk, `${chunk}.map`]);
    expect(readFileSync(path.join(dist, chunk), 'utf8')).not.toContain('sourceMappingURL');
  });

  it("turns a minified bundle's real stack into the fixture's files, lines, names and code", () => {
    const { stack } = runBundle();
    expect(stack).toContain(` (${chunkUrl}:1:`);
    const run = symbolicate(['--maps', dist], stack);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('Error: not a price: twelve');
    expect(lines[1]).toMatch(new RegExp(`^ {4}${throwsAt()}\\d+ \\(parsePrice\\)$`));
    expect(lines[2]).toBe('        if (Number.isNaN(value)) throw new Error(`not a price: ${text}`); // symbolicate: throws');
    expect(lines[3]).toMatch(new RegExp(`^ {4}${callsAt()}\\d+ \\(orderTotal\\)$`));
    expect(lines[4]).toContain('return parsePrice(line.price) * parsePrice(line.quantity);');
    // Node's own frames have no map: as they were.
    expect(run.stdout).toContain('    at Script.runInContext (node:vm:');
  });

  it('reads a client_error event as call 7 sends it, its maps found by its app and version under --site', () => {
    const error = runBundle();
    const top = /\((https:[^)]+):(\d+):(\d+)\)/.exec(error.stack ?? '');
    const event = {
      event_type: 'client_error',
      timestamp: '2026-11-28T05:00:00.000Z',
      page_url: 'https://www.agrinews.example/suscripciones/',
      portal: 'agrinews',
      user_agent: 'Mozilla/5.0',
      ...clientErrorExtras(
        { kind: 'uncaught_error', error, message: error.message, source: top?.[1] ?? '', line: Number(top?.[2]), column: Number(top?.[3]) },
        {
          route: '/',
          language: 'es',
          app: 'landing',
          appVersion: '1.5.0',
          pageRemote: null,
          remoteVersion: () => null,
          personal: [],
          trackingOrigin: 'https://tracking.example',
        },
      ),
    };
    // The scrubbing took the hash's digits, as it does in production.
    expect(event.stack).toContain('main.[number]abc.js');
    const site = path.join(work, 'site');
    mkdirSync(path.join(site, 'maps/landing/1.5.0'), { recursive: true });
    copyFileSync(path.join(dist, `${chunk}.map`), path.join(site, `maps/landing/1.5.0/${chunk}.map`));

    const run = symbolicate(['--site', site], JSON.stringify(event));
    expect(run).toMatchObject({ status: 0, stderr: '' });
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual(['uncaught_error (app landing 1.5.0)', 'Error: not a price: twelve']);
    expect(lines[2]).toMatch(new RegExp(`^ {2}where: ${throwsAt()}\\d+$`));
    expect(run.stdout).toMatch(new RegExp(`\\n {4}${throwsAt()}\\d+ \\(parsePrice\\)\\n`));
    expect(run.stdout).toMatch(new RegExp(`\\n {4}${callsAt()}\\d+ \\(orderTotal\\)\\n`));

    // A version whose maps were not kept: the command says which folder it looked for, and guesses nothing.
    const other = symbolicate(['--site', site], JSON.stringify({ ...event, app_version: '1.4.0' }));
    expect(other.status).toBe(2);
    expect(other.stderr).toContain(`no maps for landing 1.4.0 (${path.join(site, 'maps/landing/1.4.0')})`);
  });

  it("prints a frame whose file has no map unchanged, in Chrome's form and in Firefox's and Safari's", () => {
    const stack = [
      'TypeError: e is undefined',
      `parsePrice@${chunkUrl}:1:75`,
      'render@https://cdn.example/checkout/2.0.0/main.0e1e5bf716.js:1:2345',
      '    at https://js.stripe.com/v3/stripe.js:1:999',
      '    at Array.map (<anonymous>)',
    ].join('\n');
    const run = symbolicate(['--dist', dist], stack);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('TypeError: e is undefined');
    expect(lines[1]).toMatch(new RegExp(`^ {4}${throwsAt()}\\d+ \\(parsePrice\\)$`));
    expect(lines.slice(3)).toEqual([
      'render@https://cdn.example/checkout/2.0.0/main.0e1e5bf716.js:1:2345',
      '    at https://js.stripe.com/v3/stripe.js:1:999',
      '    at Array.map (<anonymous>)',
    ]);
  });
});
