/** @jest-environment node */
import { parseRuntimeConfig } from '../../shared/src/config/runtimeConfig';
import { loadZodMessages } from '../../shared/src/schemas/values';
import { localRuntimeConfig } from '../stack/runtimeConfig';
import { configFromText, defaultOrigin, servicesAreLocal } from './config';

/** The config the check reads: parsed as the host parses it, and what the check derives from it. */
const ports = { host: 3000, landing: 3001, checkout: 3002, payment: 3003, devApi: 3010 };
const local = localRuntimeConfig(ports);
const real = {
  ...local,
  profileApi: 'https://api.agrinews.example/profile',
  identity: {
    loginUrl: 'https://www.agrinews.example/login',
    signupUrl: 'https://www.agrinews.example/registro',
    ajaxUrl: 'https://www.agrinews.example/wp-admin/admin-ajax.php',
  },
  trackingBase: 'https://tracking.agrinews.example',
  stripe: { ...local.stripe, scriptUrl: 'https://js.stripe.com/v3/' },
  portals: local.portals.map((portal) => ({ ...portal, parentSiteUrl: `https://www.${portal.hosts[0] ?? 'example'}/` })),
};

beforeAll(() => loadZodMessages());

describe('the config', () => {
  it('parses as the host parses it', () => {
    const loaded = configFromText('config.json', JSON.stringify(local));
    expect(loaded).toEqual({
      config: parseRuntimeConfig(local),
      row: expect.objectContaining({ outcome: 'pass', result: 'config.json: 5 portals, local services' }),
    });
  });

  it('fails text that is no JSON, and a config the host would refuse, naming the field', () => {
    expect(configFromText('config.json', '<html>').row).toMatchObject({ outcome: 'fail', result: 'config.json is not JSON' });
    const { row } = configFromText('config.json', JSON.stringify({ ...local, profileApi: 'ftp://api.example' }));
    expect(row).toMatchObject({ outcome: 'fail', result: expect.stringMatching(/^Invalid config at profileApi: /) });
    expect(row.fix).toMatch(/shared\/src\/config\/runtimeConfig\.ts/);
  });

  it('has local services when every service is on this machine', () => {
    expect(servicesAreLocal(parseRuntimeConfig(local))).toBe(true);
    expect(servicesAreLocal(parseRuntimeConfig(localRuntimeConfig(ports, { hostName: '127.0.0.1' })))).toBe(true);
    expect(servicesAreLocal(parseRuntimeConfig(real))).toBe(false);
    expect(servicesAreLocal(parseRuntimeConfig({ ...local, stripe: { ...local.stripe, scriptUrl: 'https://js.stripe.com/v3/' } }))).toBe(false);
  });

  it("gives the first portal's parent site origin as the host page's", () => {
    expect(defaultOrigin(parseRuntimeConfig(real))).toBe('https://www.agrinews.example');
    expect(defaultOrigin(parseRuntimeConfig(local))).toBe('http://localhost:3010');
  });
});
