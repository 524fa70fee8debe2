import { userSchema, type User } from '../schemas/entities';

/** The four ways a token can fail to decode (docs/rules.md), and a token whose `exp` has passed. */
export type TokenErrorKind = 'not-a-string' | 'missing-part' | 'invalid-base64' | 'invalid-json' | 'expired';

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
  constructor(
    readonly kind: TokenErrorKind,
    message: string,
  ) {
    super(`Invalid token: ${message}`);
  }
}

/** Tokens past this size are refused before any decoding work. */
export const maxTokenLength = 8192;

function decodeBase64Url(segment: string): string {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) {
    throw new InvalidTokenError('invalid-base64', 'payload is not base64url');
  }
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    throw new InvalidTokenError('invalid-base64', 'payload is not base64url');
  }
  // Percent-decoding turns the bytes into UTF-8 text and throws on invalid sequences.
  const percentEncoded = Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  try {
    return decodeURIComponent(percentEncoded);
  } catch {
    throw new InvalidTokenError('invalid-base64', 'payload is not UTF-8');
  }
}

/** A payload's `exp` (seconds since the epoch, as JWTs carry it) that has passed; tokens without one do not expire here. */
function hasExpired(payload: unknown, now: number): boolean {
  if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return false;
  const { exp } = payload;
  return typeof exp !== 'number' || !Number.isFinite(exp) || exp * 1000 <= now;
}

/**
 * Decodes the user from a JWT's payload. The signature is the backend's
 * business (it checks token_id on every call); the front end only reads who
 * is signed in, and refuses a token past its `exp`. Throws InvalidTokenError.
 */
export function decodeToken(token: unknown, now: number = Date.now()): User {
  if (typeof token !== 'string') throw new InvalidTokenError('not-a-string', 'not a string');
  if (token.length > maxTokenLength) throw new InvalidTokenError('missing-part', 'token too long');
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload || !parts[0]) throw new InvalidTokenError('missing-part', 'expected three parts');
  const json = decodeBase64Url(payload);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new InvalidTokenError('invalid-json', 'payload is not JSON');
  }
  const user = userSchema.safeParse(value);
  if (!user.success) throw new InvalidTokenError('invalid-json', 'payload is not a user');
  if (hasExpired(value, now)) throw new InvalidTokenError('expired', 'the token has expired');
  return user.data;
}
