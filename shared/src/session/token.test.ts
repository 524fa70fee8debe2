import { decodeToken, InvalidTokenError, maxTokenLength } from './token';

const base64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const tokenFor = (payload: unknown) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.signature`;
const user = { token_id: 'member-1', nombre: 'María', apellidos: 'López Díaz', email: 'maria@example.com', foto: null };

function kindOf(token: unknown) {
  try {
    decodeToken(token);
    return 'decoded';
  } catch (error) {
    return error instanceof InvalidTokenError ? error.kind : 'other';
  }
}

describe('decodeToken', () => {
  it('reads the user from the payload, with UTF-8 names', () => {
    expect(decodeToken(tokenFor(user))).toEqual(user);
  });

  it.each([
    ['not a string', 42, 'not-a-string'],
    ['null', null, 'not-a-string'],
    ['a missing part', 'abc.def', 'missing-part'],
    ['an empty payload', 'abc..sig', 'missing-part'],
    ['an oversized token', `a.${'b'.repeat(maxTokenLength)}.c`, 'missing-part'],
    ['invalid base64', 'abc.%%%%.sig', 'invalid-base64'],
    ['invalid JSON', `abc.${base64url('{nope')}.sig`, 'invalid-json'],
    ['JSON that is not a user', tokenFor({ hello: 'world' }), 'invalid-json'],
  ])('fails on %s', (_case, token, kind) => {
    expect(kindOf(token)).toBe(kind);
  });

  it('keeps HTML in names as plain text and refuses a javascript: photo', () => {
    const decoded = decodeToken(tokenFor({ ...user, nombre: '<img src=x onerror=alert(1)>', foto: 'javascript:alert(1)' }));
    expect(decoded.nombre).toBe('<img src=x onerror=alert(1)>');
    expect(decoded.foto).toBeNull();
  });
});

describe('token expiry', () => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = (payload: Record<string, unknown>) => `${part({ alg: 'HS256' })}.${part(payload)}.sig`;
  const user = { token_id: 't', nombre: 'Ana', apellidos: '', email: 'ana@example.com' };
  const now = Date.parse('2026-11-25T10:00:00Z');

  it('refuses a token whose exp has passed, or whose exp is not a number', () => {
    expect(() => decodeToken(token({ ...user, exp: now / 1000 - 1 }), now)).toThrow(expect.objectContaining({ kind: 'expired' }));
    expect(() => decodeToken(token({ ...user, exp: 'tomorrow' }), now)).toThrow(expect.objectContaining({ kind: 'expired' }));
  });

  it('accepts a token before its exp, and one without exp', () => {
    expect(decodeToken(token({ ...user, exp: now / 1000 + 60 }), now).nombre).toBe('Ana');
    expect(decodeToken(token(user), now).nombre).toBe('Ana');
  });
});
