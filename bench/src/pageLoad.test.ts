/** @jest-environment node */
import { chainDepth, isFireAndForget, localeOfFile, packagesInSources, type RequestRecord } from './pageLoad';

const documentUrl = 'http://host.test/suscripciones/';
let next = 0;
const request = (url: string, parentUrl: string | null, initiatorType: string, type: string, startedAt: number, finishedAt: number): RequestRecord => ({
  id: String((next += 1)),
  url,
  parentUrl,
  initiatorType,
  type,
  encodedBytes: 1,
  startedAt,
  finishedAt,
});

describe('the request chain before the first render', () => {
  it('counts what the parser found as one step after the document, and what a script loaded as one more', () => {
    const records = [
      request(documentUrl, null, 'other', 'Document', 0, 1),
      request('http://host.test/main.js', documentUrl, 'parser', 'Script', 1.1, 2),
      request('http://host.test/chunk.js', 'http://host.test/main.js', 'script', 'Script', 2.1, 3),
    ];
    expect(chainDepth(records, documentUrl)).toBe(3);
  });

  it('counts each awaited fetch of an inline script as a round trip, though the initiator names only the page', () => {
    const records = [
      request(documentUrl, null, 'other', 'Document', 0, 1),
      request('http://host.test/config.json', documentUrl, 'script', 'Fetch', 1.1, 1.5),
      request('http://remote.test/mf-manifest.json', documentUrl, 'script', 'Fetch', 1.6, 2),
      request('http://remote.test/remoteEntry.js', documentUrl, 'script', 'Script', 2.1, 2.5),
      request('http://host.test/framework.js', documentUrl, 'parser', 'Script', 1.05, 2.4),
    ];
    expect(chainDepth(records, documentUrl)).toBe(4);
  });

  it('does not chain requests a script started side by side', () => {
    const records = [
      request(documentUrl, null, 'other', 'Document', 0, 1),
      request('http://host.test/a.json', documentUrl, 'script', 'Fetch', 1.1, 1.5),
      request('http://host.test/b.json', documentUrl, 'script', 'Fetch', 1.2, 1.6),
    ];
    expect(chainDepth(records, documentUrl)).toBe(2);
  });
});

describe('libraries named by a source map', () => {
  it('names packages, the pnpm store folder not among them, and our shared package', () => {
    expect(
      packagesInSources([
        'webpack://x/../node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/a.js',
        'webpack://x/../shared/src/cart/cartAtoms.ts',
        'webpack://x/./src/app.tsx',
      ]),
    ).toEqual(['@suscripciones/shared', 'react-dom']);
  });
});

describe('per-language translation chunks', () => {
  it('are named by locale-<lang> in the file name', () => {
    expect(localeOfFile('http://remote.test/locale-en-landing.abc123.js')).toBe('en');
    expect(localeOfFile('http://remote.test/locale-pt.9f.js')).toBe('pt');
    expect(localeOfFile('http://remote.test/main.abc123.js')).toBeNull();
    expect(localeOfFile('http://remote.test/locale-es/main.abc123.js')).toBeNull();
  });
});

describe('what the figures before the first render leave out', () => {
  it('leaves out call 7, whose answer nobody waits for, and nothing the route needs', () => {
    expect(isFireAndForget('http://localhost:3010/tracking/track')).toBe(true);
    expect(isFireAndForget('https://tracking.example/v1/track?x=1')).toBe(true);
    for (const url of [
      'http://localhost:3010/profile/checkout/products/get-products?type=Subscription',
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3000/suscripciones/main.0123456789.js',
      'http://localhost:3010/assets/products/plan-porcinews.svg',
      'http://localhost:3000/suscripciones/tracking.js',
    ]) {
      expect(isFireAndForget(url)).toBe(false);
    }
  });
});
