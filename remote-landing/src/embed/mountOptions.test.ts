import { hostAddress, MountOptionsError, parseMountOptions } from './mountOptions';

const portalPage = 'https://www.agrinews.example/revista/suscribete?utm=1';

describe('mount options', () => {
  it('accepts the contract and trims the host address', () => {
    expect(
      parseMountOptions(
        { configUrl: 'http://localhost:3000/suscripciones/config.json', hostUrl: 'http://localhost:3000/suscripciones/', language: 'pt' },
        portalPage,
      ),
    ).toEqual({
      configUrl: 'http://localhost:3000/suscripciones/config.json',
      hostUrl: 'http://localhost:3000/suscripciones',
      language: 'pt',
    });
  });

  it("reads addresses relative to the portal's page, as its own links would be", () => {
    expect(parseMountOptions({ configUrl: '/suscripciones/config.json', hostUrl: '../suscripciones/' }, portalPage)).toEqual({
      configUrl: 'https://www.agrinews.example/suscripciones/config.json',
      hostUrl: 'https://www.agrinews.example/suscripciones',
    });
    expect(
      parseMountOptions({ configUrl: '//cdn.agrinews.example/config.json', hostUrl: 'https://www.agrinews.example/suscripciones' }, portalPage).configUrl,
    ).toBe('https://cdn.agrinews.example/config.json');
  });

  it.each([
    [{ configUrl: 'javascript:alert(1)', hostUrl: 'http://localhost:3000/suscripciones' }, 'configUrl'],
    [{ configUrl: 'http://localhost:3000/c.json', hostUrl: 'ftp://example.com' }, 'hostUrl'],
    [{ configUrl: 'http://localhost:3000/c.json', hostUrl: 'data:text/html,x' }, 'hostUrl'],
    [{ configUrl: '', hostUrl: 'http://localhost:3000' }, 'configUrl'],
    [{ configUrl: 'http://localhost:3000/c.json', hostUrl: 'http://localhost:3000', language: 'fr' }, 'language'],
    [{ configUrl: 7, hostUrl: 'http://localhost:3000' }, 'configUrl'],
    [null, '(root)'],
  ])('refuses %j (%s)', (options, field) => {
    expect(() => parseMountOptions(options, portalPage)).toThrow(MountOptionsError);
    expect(() => parseMountOptions(options, portalPage)).toThrow(field);
  });

  it('builds the checkout address on the host', () => {
    expect(hostAddress('http://localhost:3000/suscripciones', '/checkout?ids=1,5&lang=es')).toBe(
      'http://localhost:3000/suscripciones/checkout?ids=1,5&lang=es',
    );
  });
});
