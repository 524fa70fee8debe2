import { ConfigError, parseRuntimeConfig } from './runtimeConfig';
import { loadZodMessages } from '../schemas/values';
import { testConfig } from '@suscripciones/kit/testing';

describe('runtime config', () => {
  it('accepts the local config and fills defaults', () => {
    const config = parseRuntimeConfig(testConfig());
    expect(config.requestTimeoutMs).toBe(10_000);
    expect(config.checkoutHostPrefixes).toContain('checkout.');
  });

  it.each([
    [
      'a non-http remote',
      testConfig({
        remotes: { landing: 'javascript:alert(1)', checkout: 'http://localhost:3002/mf-manifest.json', payment: 'http://localhost:3003/mf-manifest.json' },
      }),
    ],
    [
      'a secret key instead of a publishable one',
      testConfig({ stripe: { publishableKeyES: 'sk_live_abc', publishableKeyGlobal: 'pk_test_x', scriptUrl: 'https://js.stripe.com/v3/' } }),
    ],
    ['an unknown fallback portal', testConfig({ fallbackPortal: 'nope' })],
    ['no portals', testConfig({ portals: [] })],
    ['nothing', null],
  ])('refuses %s', (_case, value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(ConfigError);
  });

  it('names the bad field and its issue code, also before the English messages have arrived', () => {
    expect(() => parseRuntimeConfig(testConfig({ requestTimeoutMs: 0 }))).toThrow('Invalid config at requestTimeoutMs: Invalid input (too_small)');
  });

  it('names the bad field and says in English what is wrong with it once the messages are in (zod/mini alone says "Invalid input")', async () => {
    await loadZodMessages();
    expect(() => parseRuntimeConfig(testConfig({ profileApi: 'ftp://localhost/profile' }))).toThrow('Invalid config at profileApi: Invalid URL');
    expect(() => parseRuntimeConfig(testConfig({ requestTimeoutMs: 0 }))).toThrow('Invalid config at requestTimeoutMs: Too small: expected number to be >0');
  });
});
