/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/repoRoot.mjs';
import { hostPolicy } from './policy.mjs';

const production = JSON.parse(readFileSync(path.join(repoRoot, 'host/config/config.production.example.json'), 'utf8'));
const boot = 'window.boot=1';
const page = `<head><script type="application/json" data-runtime-config></script><script>${boot}</script></head>`;
const directive = (csp, name) => csp.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';

describe('the host policy nginx sends, for the production example config', () => {
  const policy = hostPolicy(production, page, { hostOrigins: ['https://www.agrinews.example', 'https://www.porcinews.example'], env: {} });

  it('allows the inline boot script by its hash only, and scripts from our apps (the remotes) and Stripe only', () => {
    const scripts = directive(policy.csp, 'script-src');
    expect(scripts).toContain(`'sha256-${createHash('sha256').update(boot).digest('base64')}'`);
    expect(scripts).not.toMatch(/unsafe-(inline|eval)/);
    expect(scripts.split(' ').sort()).toEqual(
      [
        'script-src',
        "'self'",
        `'sha256-${createHash('sha256').update(boot).digest('base64')}'`,
        'https://cdn.agrinews.example',
        'https://js.stripe.com',
      ].sort(),
    );
  });

  // The services only answer data. A script from one of them (a compromised or
  // look-alike API answering JavaScript) must not run in the page that takes card payments.
  it('names no service in script-src (profile API, tracking, identity site) while connect-src still reaches them', () => {
    const services = ['https://api.agrinews.example', 'https://tracking.agrinews.example', 'https://www.agrinews.example'];
    const scripts = directive(policy.csp, 'script-src').split(' ');
    for (const service of services) expect(scripts).not.toContain(service);
    expect(directive(policy.csp, 'connect-src').split(' ')).toEqual(
      expect.arrayContaining(["'self'", ...services, 'https://cdn.agrinews.example', 'https://js.stripe.com', 'https://api.stripe.com']),
    );
  });

  it('keeps a service out of script-src whatever its addresses, unless it is also where a remote or Stripe.js is served', () => {
    const separate = {
      ...production,
      profileApi: 'https://profile.example/api',
      trackingBase: 'https://t.example',
      identity: { ...production.identity, ajaxUrl: 'https://id.example/ajax' },
    };
    const scripts = directive(hostPolicy(separate, page, { hostOrigins: [] }).csp, 'script-src').split(' ');
    expect(scripts.filter((source) => /profile|t\.example|id\.example/.test(source))).toEqual([]);
    const sameHostAsLanding = { ...separate, profileApi: 'https://cdn.agrinews.example/profile' };
    expect(directive(hostPolicy(sameHostAsLanding, page, { hostOrigins: [] }).csp, 'script-src').split(' ')).toContain('https://cdn.agrinews.example');
  });

  it("lets only the host and the portals' parent sites frame the page", () => {
    expect(directive(policy.csp, 'frame-ancestors')).toBe("frame-ancestors 'self' https://www.agrinews.example https://www.porcinews.example");
  });

  it("talks to Stripe's API and opens its frames, as Stripe.js needs", () => {
    expect(directive(policy.csp, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(policy.csp, 'frame-src')).toBe('frame-src https://js.stripe.com https://hooks.stripe.com');
  });

  it('allows payment for itself and Stripe only, once each', () => {
    expect(policy.permissionsPolicy).toBe('payment=(self "https://js.stripe.com"), camera=(), microphone=(), geolocation=()');
  });

  it("answers CORS to the host's origins and the portals' parent sites", () => {
    expect(policy.corsOrigins).toEqual(['https://www.agrinews.example', 'https://www.porcinews.example']);
  });

  it('frames and answers CORS for the origins PORTAL_ORIGINS adds at start too, one list for both', () => {
    const withPartner = hostPolicy(production, page, {
      hostOrigins: ['https://www.agrinews.example'],
      env: { PORTAL_ORIGINS: 'https://partner.example:8443' },
    });
    expect(directive(withPartner.csp, 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://www.agrinews.example https://www.porcinews.example https://partner.example:8443",
    );
    expect(withPartner.corsOrigins).toEqual(['https://www.agrinews.example', 'https://www.porcinews.example', 'https://partner.example:8443']);
    expect(() => hostPolicy(production, page, { hostOrigins: [], env: { PORTAL_ORIGINS: 'https://partner.example/shop' } })).toThrow(/PORTAL_ORIGINS/);
  });

  it('refuses a page without the inline boot script (a wrong file would get a policy that blocks nothing it needs)', () => {
    expect(() => hostPolicy(production, '<html></html>', { hostOrigins: [] })).toThrow(/no inline boot script/);
  });
});
