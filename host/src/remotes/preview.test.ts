/** @jest-environment node */
import { webcrypto } from 'node:crypto';
import type { KeyValueStorage, PreviewKey } from '@suscripciones/shared';
import { previewFor } from './preview';
import { signPreview, verifyPreview, withPreview, type PreviewPayload } from './previewToken';

const now = Date.parse('2026-11-28T12:00:00.000Z');
const payload: PreviewPayload = { app: 'landing', version: '1.4.0', manifest: 'https://cdn.test/landing/1.4.0/mf-manifest.json', expires: now + 60_000 };

async function siteKeys(): Promise<{ privateKey: CryptoKey; publicKey: PreviewKey }> {
  const pair = (await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
  return { privateKey: pair.privateKey, publicKey: { kty: 'EC', crv: 'P-256', x: jwk.x ?? '', y: jwk.y ?? '' } };
}

/** A token with its payload replaced, the signature kept. */
const tampered = (token: string, change: Partial<PreviewPayload>) => {
  const [body, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as PreviewPayload;
  return `${Buffer.from(JSON.stringify({ ...decoded, ...change })).toString('base64url')}.${signature}`;
};

describe('a preview token', () => {
  it("grants its candidate while it holds against the site's key", async () => {
    const { privateKey, publicKey } = await siteKeys();
    const token = await signPreview(payload, privateKey);
    expect(await verifyPreview(token, publicKey, now)).toEqual({ ok: true, preview: payload });
  });

  it('is refused when expired, changed, signed with another key, or not a token', async () => {
    const { privateKey, publicKey } = await siteKeys();
    const stranger = await siteKeys();
    const token = await signPreview(payload, privateKey);
    expect(await verifyPreview(token, publicKey, payload.expires)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyPreview(tampered(token, { expires: now + 365 * 86_400_000 }), publicKey, now)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyPreview(tampered(token, { manifest: 'https://evil.test/mf-manifest.json' }), publicKey, now)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyPreview(await signPreview(payload, stranger.privateKey), publicKey, now)).toEqual({ ok: false, reason: 'forged' });
    for (const hostile of ['', '.', 'abc', 'a.b.c', '<script>.x', `${token}.`, '%%%.%%%']) {
      expect(await verifyPreview(hostile, publicKey, now)).toMatchObject({ ok: false });
    }
    // A payload that is not one, signed with the right key, is still refused.
    const body = Buffer.from(JSON.stringify({ app: 'basket', manifest: 'javascript:alert(1)', expires: now + 1 })).toString('base64url');
    const signature = Buffer.from(await webcrypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, new TextEncoder().encode(body))).toString(
      'base64url',
    );
    expect(await verifyPreview(`${body}.${signature}`, publicKey, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('puts the candidate in place of its remote only', () => {
    const remotes = { landing: 'https://cdn.test/landing/1.3.0/mf-manifest.json', checkout: 'https://cdn.test/checkout/mf-manifest.json' };
    expect(withPreview(remotes, payload)).toEqual({ ...remotes, landing: payload.manifest });
  });
});

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    degraded: () => false,
    onDegraded: () => () => undefined,
    read: (key) => values.get(key) ?? null,
    write: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    subscribe: () => () => undefined,
  };
}

describe('the preview a browser gets', () => {
  const storageKey = 'suscripcionesPreview';

  it("comes from the link, which is kept for this browser's next pages and taken out of the address bar", async () => {
    const { privateKey, publicKey } = await siteKeys();
    const token = await signPreview(payload, privateKey);
    const storage = memoryStorage();
    const replaced: string[] = [];
    const location = { href: `https://shop.test/suscripciones/checkout?lang=en&preview=${token}#top`, search: `?lang=en&preview=${token}` };
    const first = await previewFor({ key: publicKey, location, storage, storageKey, now, replaceUrl: (url) => replaced.push(url) });
    expect(first).toEqual({ preview: payload, refused: null });
    expect(replaced).toEqual(['/suscripciones/checkout?lang=en#top']);
    expect(storage.values.get(storageKey)).toBe(token);

    const later = await previewFor({
      key: publicKey,
      location: { href: 'https://shop.test/suscripciones/', search: '' },
      storage,
      storageKey,
      now: now + 1000,
      replaceUrl: () => undefined,
    });
    expect(later.preview).toEqual(payload);
  });

  it('stays in the address bar of a browser that keeps nothing, so a reload still shows the candidate', async () => {
    const { privateKey, publicKey } = await siteKeys();
    const token = await signPreview(payload, privateKey);
    const blocked = { ...memoryStorage(), degraded: () => true, write: () => undefined };
    const replaced: string[] = [];
    const location = { href: `https://shop.test/suscripciones/?preview=${token}`, search: `?preview=${token}` };
    const replaceUrl = (url: string) => void replaced.push(url);
    expect(await previewFor({ key: publicKey, location, storage: blocked, storageKey, now, replaceUrl })).toEqual({ preview: payload, refused: null });
    expect(replaced).toEqual([]);
    // A refused one leaves it all the same.
    const expiredAt = { href: location.href, search: location.search };
    expect(await previewFor({ key: publicKey, location: expiredAt, storage: blocked, storageKey, now: payload.expires + 1, replaceUrl })).toMatchObject({
      preview: null,
    });
    expect(replaced).toEqual(['/suscripciones/']);
  });

  it('is none once the kept link expired, and the link is forgotten', async () => {
    const { privateKey, publicKey } = await siteKeys();
    const storage = memoryStorage();
    storage.values.set(storageKey, await signPreview(payload, privateKey));
    const location = { href: 'https://shop.test/suscripciones/', search: '' };
    expect(await previewFor({ key: publicKey, location, storage, storageKey, now: payload.expires + 1, replaceUrl: () => undefined })).toEqual({
      preview: null,
      refused: 'the preview link has expired',
    });
    expect(storage.values.has(storageKey)).toBe(false);
  });

  it('is none for a forged link, and on a site whose config has no key', async () => {
    const { privateKey, publicKey } = await siteKeys();
    const token = await signPreview(payload, privateKey);
    const forged = tampered(token, { version: '6.6.6' });
    const storage = memoryStorage();
    const linkTo = (value: string) => ({ href: `https://shop.test/suscripciones/?preview=${value}`, search: `?preview=${value}` });
    expect(await previewFor({ key: publicKey, location: linkTo(forged), storage, storageKey, now, replaceUrl: () => undefined })).toEqual({
      preview: null,
      refused: 'the preview link is not valid',
    });
    expect(await previewFor({ key: undefined, location: linkTo(token), storage, storageKey, now, replaceUrl: () => undefined })).toEqual({
      preview: null,
      refused: 'this site takes no preview links',
    });
    expect(storage.values.size).toBe(0);
  });

  it('is none, silently, for a visitor without a link', async () => {
    const { publicKey } = await siteKeys();
    const storage = memoryStorage();
    const replaceUrl = jest.fn();
    expect(
      await previewFor({ key: publicKey, location: { href: 'https://shop.test/suscripciones/', search: '' }, storage, storageKey, now, replaceUrl }),
    ).toEqual({
      preview: null,
      refused: null,
    });
    expect(replaceUrl).not.toHaveBeenCalled();
  });
});
