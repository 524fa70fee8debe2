import { z } from 'zod/mini';
import { remoteNameSchema, type PreviewKey, type RemoteName } from '@suscripciones/shared';

/**
 * A preview link's token (docs/operations/releasing.md, "A preview"): one candidate version of one remote, for
 * whoever opens the link, until it expires. The release tool signs it with the site's private key (ECDSA P-256,
 * SHA-256); the page checks it with the public key the config carries, so nobody without the key can make one,
 * nor change the manifest, the remote or the expiry of one. `<payload>.<signature>`, both base64url; the payload is
 * JSON. Web Crypto on both sides: the same algorithm in Node and in every browser.
 */
const payloadSchema = z.object({
  app: remoteNameSchema,
  version: z.string().check(z.minLength(1), z.maxLength(64)),
  manifest: z.url({ protocol: /^https?$/ }),
  /** When the link stops working, in ms since the epoch. */
  expires: z.int(),
});
export type PreviewPayload = z.infer<typeof payloadSchema>;

const algorithm = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const signing = { name: 'ECDSA', hash: 'SHA-256' } as const;

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

/** The token for a payload, signed with the site's private key (a CryptoKey for ECDSA P-256 signing). */
export async function signPreview(payload: PreviewPayload, privateKey: CryptoKey): Promise<string> {
  const body = toBase64Url(new TextEncoder().encode(JSON.stringify(payloadSchema.parse(payload))));
  const signature = await crypto.subtle.sign(signing, privateKey, new TextEncoder().encode(body));
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

export type PreviewVerdict = { ok: true; preview: PreviewPayload } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/**
 * The preview a token grants, checked against the config's public key at `now`: refused when it is not one of
 * ours, when its signature does not match (a stranger's, or one changed), or when it has expired.
 */
export async function verifyPreview(token: string, key: PreviewKey, now: number): Promise<PreviewVerdict> {
  const [body = '', signatureText = '', ...rest] = token.split('.');
  const signature = fromBase64Url(signatureText);
  const bodyBytes = fromBase64Url(body);
  if (rest.length > 0 || !signature || !bodyBytes || body === '') return { ok: false, reason: 'malformed' };
  let publicKey: CryptoKey;
  try {
    publicKey = await crypto.subtle.importKey('jwk', { ...key, ext: true }, algorithm, false, ['verify']);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const valid = await crypto.subtle.verify(signing, publicKey, signature, new TextEncoder().encode(body)).catch(() => false);
  if (!valid) return { ok: false, reason: 'forged' };
  let parsed: ReturnType<typeof payloadSchema.safeParse>;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(new TextDecoder().decode(bodyBytes)));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.expires <= now) return { ok: false, reason: 'expired' };
  return { ok: true, preview: parsed.data };
}

/** The remotes with the previewed one from its candidate's manifest. */
export const withPreview = <Remotes extends Partial<Record<RemoteName, string>>>(remotes: Remotes, preview: PreviewPayload): Remotes => ({
  ...remotes,
  [preview.app]: preview.manifest,
});
