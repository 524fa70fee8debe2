import { hostAddress, MountOptionsError, parseMountOptions } from './mountOptions';

describe('mount options', () => {
  it('accepts the contract and trims the host address', () => {
    expect(
      parseMountOptions({ configUrl: 'http://localhost:3000/suscripciones/config.json', hostUrl: 'http://localhost:3000/suscripciones/', language: 'pt' }),
    ).toEqual({
      configUrl: 'http://localhost:3000/suscripciones/config.json',
      hostUrl: 'http://localhost:3000/suscripciones',
      language: 'pt',
    });
  });

  it.each([
    [{ configUrl: 'javascript:alert(1)', hostUrl: 'http://localhost:3000/suscripciones' }, 'configUrl'],
    [{ configUrl: 'http://localhost:3000/c.json', hostUrl: 'ftp://example.com' }, 'hostUrl'],
    [{ configUrl: 'http://localhost:3000/c.json', hostUrl: 'http://localhost:3000', language: 'fr' }, 'language'],
    [null, '(root)'],
  ])('refuses %j (%s)', (options, field) => {
    expect(() => parseMountOptions(options)).toThrow(MountOptionsError);
    expect(() => parseMountOptions(options)).toThrow(field);
  });

  it('builds the checkout address on the host', () => {
    expect(hostAddress('http://localhost:3000/suscripciones', '/checkout?ids=1,5&lang=es')).toBe(
      'http://localhost:3000/suscripciones/checkout?ids=1,5&lang=es',
    );
  });
});
