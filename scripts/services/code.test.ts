/** @jest-environment node */
import { loadZodMessages } from '../../shared/src/schemas/values';
import { isJavaScriptType, manifestEntry, remoteEntryRow, scriptRow } from './code';
import type { Answer } from './probe';

/** The code the page loads from elsewhere: Stripe.js and the remotes' manifests and entries. */
const target = { service: 'remote landing', check: 'mf-manifest.json and its entry', setting: '`remotes.landing` in the config' };
const manifestUrl = 'https://cdn.example/suscripciones/landing/1.0.0/mf-manifest.json';
const got = (body: string, type: string, status = 200, url = manifestUrl): Answer => ({
  kind: 'answer',
  url,
  status,
  headers: new Headers({ 'content-type': type }),
  body,
});
/** A manifest as the remotes' build writes it (the fields the host and the check read). */
const manifest = (name: string, metaData: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: name,
    name,
    metaData: { name, globalName: name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...metaData },
    shared: [],
    exposes: [],
  });

beforeAll(() => loadZodMessages());

describe('JavaScript', () => {
  it('is told by the essence of its Content-Type', () => {
    expect(isJavaScriptType('text/javascript; charset=utf-8')).toBe(true);
    expect(isJavaScriptType('Application/JavaScript')).toBe(true);
    expect(isJavaScriptType('text/html')).toBe(false);
    expect(isJavaScriptType('application/json')).toBe(false);
    expect(isJavaScriptType(null)).toBe(false);
  });

  it('passes a script served as JavaScript, and fails a page, an empty script and a failure', () => {
    const stripe = { service: 'Stripe', check: 'Stripe.js answers JavaScript', setting: '`stripe.scriptUrl` in the config' };
    const request = 'GET https://js.stripe.com/v3/';
    expect(scriptRow(stripe, got('var Stripe = 1;', 'text/javascript'), request)).toMatchObject({ outcome: 'pass', result: 'JavaScript, 0.0 KB' });
    const page = scriptRow(stripe, got('<html></html>', 'text/html; charset=utf-8'), request);
    expect(page).toMatchObject({ outcome: 'fail', result: 'answered text/html; charset=utf-8, not JavaScript' });
    expect(page.fix).toMatch(/must be served as JavaScript/);
    expect(scriptRow(stripe, got(' \n', 'text/javascript'), request)).toMatchObject({ outcome: 'fail', result: 'an empty script' });
    expect(scriptRow(stripe, got('gone', 'text/plain', 410), request)).toMatchObject({ outcome: 'fail', result: 'answered 410' });
  });
});

describe("a remote's manifest", () => {
  it('gives the entry it names, beside it when its public path is auto', () => {
    expect(manifestEntry('landing', target, got(manifest('landing'), 'application/json'))).toEqual({
      entry: 'https://cdn.example/suscripciones/landing/1.0.0/remoteEntry.js',
    });
  });

  it("fails another remote's manifest: the host would load the wrong remote", () => {
    const found = manifestEntry('landing', target, got(manifest('payment'), 'application/json'));
    expect(found).toEqual({ row: expect.objectContaining({ outcome: 'fail', result: 'the manifest of "payment", not of landing' }) });
  });

  it('fails what is not a federation manifest: no JSON, no name, no entry, an entry that is no web address', () => {
    const result = (body: string) => ('row' in manifestEntry('landing', target, got(body, 'application/json')) ? 'fail' : 'entry');
    expect(result('<html>')).toBe('fail');
    expect(result('{"metaData": {}}')).toBe('fail');
    expect(manifestEntry('landing', target, got(JSON.stringify({ name: 'landing', metaData: { globalName: 'landing' } }), 'application/json'))).toEqual({
      row: expect.objectContaining({ result: 'names no usable entry: the manifest names no entry (metaData.remoteEntry.name)' }),
    });
    expect(manifestEntry('landing', target, got(manifest('landing', { publicPath: 'ftp://files.example/' }), 'application/json'))).toEqual({
      row: expect.objectContaining({ result: expect.stringMatching(/not a web address/) }),
    });
  });

  it('passes when the entry answers JavaScript, and says which entry failed', () => {
    const entry = 'https://cdn.example/suscripciones/landing/1.0.0/remoteEntry.js';
    expect(remoteEntryRow(target, entry, got('var landing;', 'application/javascript', 200, entry))).toMatchObject({
      outcome: 'pass',
      result: `entry ${entry} answers JavaScript, 0.0 KB`,
    });
    const missing = remoteEntryRow(target, entry, got('Not found', 'text/plain', 404, entry));
    expect(missing).toMatchObject({ outcome: 'fail', result: `entry ${entry}: answered 404` });
    expect(missing.fix).toMatch(/the manifest at `remotes.landing` in the config/);
  });
});
