import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JWTs like the identity site's. The front end only decodes the
 * payload; the signature lets dev-api (and tests) tell its own tokens apart.
 * The secret is a development value, never a real one.
 */
const devSecret = process.env.DEV_API_JWT_SECRET ?? 'dev-api-local-secret-not-for-production';

/** Tokens stay valid for 12 hours. */
const tokenLifetimeSeconds = 12 * 60 * 60;

export interface TokenUser {
  readonly token_id: string;
  readonly nombre: string;
  readonly apellidos: string;
  readonly email: string;
  readonly foto: string | null;
}

export interface TokenPayload extends TokenUser {
  readonly iat: number;
  readonly exp: number;
}

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');
const sign = (input: string): string => createHmac('sha256', devSecret).update(input).digest('base64url');

export function signToken(user: TokenUser, now: Date = new Date()): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload: TokenPayload = {
    token_id: user.token_id,
    nombre: user.nombre,
    apellidos: user.apellidos,
    email: user.email,
    foto: user.foto,
    iat,
    exp: iat + tokenLifetimeSeconds,
  };
  const body = `${header}.${base64url(JSON.stringify(payload))}`;
  return `${body}.${sign(body)}`;
}

/** The payload of a token signed here and not expired; null otherwise. */
export function verifyToken(token: string, now: Date = new Date()): TokenPayload | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenPayload;
    return typeof value.exp === 'number' && value.exp * 1000 > now.getTime() ? value : null;
  } catch {
    return null;
  }
}
