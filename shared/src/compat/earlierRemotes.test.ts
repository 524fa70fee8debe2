import { parseRuntimeConfig } from '../config/runtimeConfig';
import { routeParams } from '../routes/appRoutes';
import { safeRedirect } from '../routes/redirectSafety';
import { testConfig } from '../testing/testConfig';
import { allowedRedirectHosts, holdsMedio, safeRedirectUrl } from './earlierRemotes';

const config = parseRuntimeConfig(testConfig());

/**
 * Remotes deployed before a rule was merged still call it by its old name on the host's copy of this package: each
 * old name answers as today's rule does.
 */
describe('the names earlier remotes call', () => {
  it('holdsMedio is holding a membership by its id_medio', () => {
    expect(holdsMedio(8, [{ id_suscripcion: 8 }])).toBe(true);
    expect(holdsMedio(8, [{ id_suscripcion: 2 }])).toBe(false);
    expect(holdsMedio(null, [{ id_suscripcion: 8 }])).toBe(false);
  });

  it.each(['https://agrinews.example/profile', 'https://evil.example/', 'javascript:alert(1)', '//evil.example/', 'https://user:pw@agrinews.example/'])(
    'allowedRedirectHosts with safeRedirectUrl accept %s exactly when safeRedirect does',
    (candidate) => {
      const old = safeRedirectUrl(candidate, allowedRedirectHosts(config, 'localhost:3000'), config.checkoutHostPrefixes);
      expect(old).toBe(safeRedirect(candidate, config, 'localhost:3000'));
    },
  );

  it('routeParams names the query parameters the apps read', () => {
    expect(routeParams).toEqual({ ids: 'ids', lang: 'lang', urlredirect: 'urlredirect', token: 'token' });
  });
});
