import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRuntimeConfig } from '@suscripciones/shared';

describe('the production config example', () => {
  const config = parseRuntimeConfig(JSON.parse(readFileSync(path.join(__dirname, 'config.production.example.json'), 'utf8')));

  it('is a valid runtime config', () => {
    expect(config.portals.length).toBeGreaterThan(0);
  });

  it('loads the real Stripe.js and accepts no QA remote override', () => {
    expect(new URL(config.stripe.scriptUrl).host).toBe('js.stripe.com');
    expect(config.remoteOverrideHosts).toEqual([]);
    expect(config.stripe.publishableKeyES.startsWith('pk_live_')).toBe(true);
  });

  it("reports the errors buyers hit, every page, at most a few events each (the local stack's cap is higher)", () => {
    expect(config.clientErrorSampleRate).toBe(1);
    expect(config.clientErrorsPerPage).toBeGreaterThan(0);
    expect(config.clientErrorsPerPage).toBeLessThanOrEqual(10);
  });
});
