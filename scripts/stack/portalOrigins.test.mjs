/** @jest-environment node */
import { isLocalhostOrigin, parsePortalOrigins, portalOrigins } from './portalOrigins.mjs';

const config = {
  portals: [
    { parentSiteUrl: 'https://www.agrinews.example/' },
    { parentSiteUrl: 'https://www.agrinews.example/news' },
    { parentSiteUrl: 'https://www.porcinews.example' },
  ],
};

describe('the portal origins', () => {
  it("are each portal's parent site, once, and what PORTAL_ORIGINS adds", () => {
    expect(portalOrigins(config, {})).toEqual(['https://www.agrinews.example', 'https://www.porcinews.example']);
    expect(portalOrigins(config, { PORTAL_ORIGINS: ' https://partner.example:8443, ,https://www.porcinews.example,http://localhost:5173/' })).toEqual([
      'https://www.agrinews.example',
      'https://www.porcinews.example',
      'https://partner.example:8443',
      'http://localhost:5173',
    ]);
  });

  it.each([['https://partner.example/shop'], ['partner.example'], ['ftp://partner.example'], ['https://partner.example?x=1']])(
    'refuse %s in PORTAL_ORIGINS at start, naming it',
    (entry) => {
      expect(() => parsePortalOrigins(entry)).toThrow(/PORTAL_ORIGINS/);
    },
  );

  it('take any port of localhost for the local stack, and nothing that only looks like it', () => {
    expect(['http://localhost', 'http://localhost:5173', 'http://localhost:8080'].every(isLocalhostOrigin)).toBe(true);
    expect(
      ['https://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost.evil.example', 'http://localhost:5173.evil.example', 'null'].some(
        isLocalhostOrigin,
      ),
    ).toBe(false);
  });
});
