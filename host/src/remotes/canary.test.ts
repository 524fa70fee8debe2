import { bucketCookie, bucketCookieValue, bucketIn, bucketOf, remotesForBucket, visitorBucket } from './canary';

const remotes = {
  landing: 'https://cdn.test/landing/1.4.0/mf-manifest.json',
  checkout: 'https://cdn.test/checkout/1.2.0/mf-manifest.json',
  payment: 'https://cdn.test/payment/1.1.0/mf-manifest.json',
};
const nextLanding = 'https://cdn.test/landing/1.5.0/mf-manifest.json';

describe('the canary of a remote', () => {
  it('gives the canary to buckets below its percent, the released version to the rest, and leaves other remotes alone', () => {
    const canary = { landing: { manifest: nextLanding, percent: 10 } };
    expect(remotesForBucket(remotes, canary, 0)).toEqual({ remotes: { ...remotes, landing: nextLanding }, inCanary: ['landing'] });
    expect(remotesForBucket(remotes, canary, 9).remotes.landing).toBe(nextLanding);
    expect(remotesForBucket(remotes, canary, 10)).toEqual({ remotes, inCanary: [] });
    expect(remotesForBucket(remotes, canary, 99)).toEqual({ remotes, inCanary: [] });
  });

  it('splits the buckets in the proportion asked for', () => {
    const canary = { checkout: { manifest: 'https://cdn.test/checkout/1.3.0/mf-manifest.json', percent: 25 } };
    const buckets = Array.from({ length: 100 }, (_, bucket) => bucket);
    expect(buckets.filter((bucket) => remotesForBucket(remotes, canary, bucket).inCanary.length > 0)).toHaveLength(25);
  });

  it('changes nothing without a canary', () => {
    expect(remotesForBucket(remotes, {}, 3)).toEqual({ remotes, inCanary: [] });
  });
});

describe("a visitor's bucket", () => {
  it('maps a random number in [0, 1) to 0..99, evenly', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(0.999_999)).toBe(99);
    expect(bucketOf(0.5)).toBe(50);
    const counts = new Array<number>(100).fill(0);
    for (let index = 0; index < 10_000; index += 1) {
      const bucket = bucketOf((index + 0.5) / 10_000);
      counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    expect(new Set(counts)).toEqual(new Set([100]));
  });

  it('reads only a well-formed bucket of ours from the cookies', () => {
    expect(bucketIn(`a=1; ${bucketCookie}=42; b=2`)).toBe(42);
    expect(bucketIn(`${bucketCookie}=7`)).toBe(7);
    expect(bucketIn('')).toBeNull();
    expect(bucketIn(`${bucketCookie}=100`)).toBeNull();
    expect(bucketIn(`${bucketCookie}=-1`)).toBeNull();
    expect(bucketIn(`${bucketCookie}=4x`)).toBeNull();
    expect(bucketIn(`x${bucketCookie}=4`)).toBeNull();
  });

  it('is kept in a cookie of the shop’s path for a year, and the same on the next visit', () => {
    expect(bucketCookieValue(42, '/suscripciones')).toBe(`${bucketCookie}=42; Path=/suscripciones; Max-Age=31536000; SameSite=Lax`);
    document.cookie = `${bucketCookie}=; Path=/; Max-Age=0`;
    window.history.replaceState({}, '', '/suscripciones/');
    const first = visitorBucket(document, '/suscripciones', () => 0.37);
    expect(first).toBe(37);
    expect(visitorBucket(document, '/suscripciones', () => 0.91)).toBe(37);
  });
});
