/** @jest-environment node */
import { inlineRuntimeConfig, inlineScriptHashes, strictCsp } from './stack.mjs';
import { createHash } from 'node:crypto';

const page = '<head><script type="application/json" id="suscripciones-config" data-runtime-config></script><script>boot()</script></head>';

describe('the host page as the stack serves it', () => {
  it('writes the runtime config into the data block', () => {
    const html = inlineRuntimeConfig(page, '{"profileApi":"http://api.test"}\n');
    expect(html).toContain('data-runtime-config>{"profileApi":"http://api.test"}</script>');
  });

  it('escapes "<" so no config text can close the block or open a script', () => {
    const html = inlineRuntimeConfig(page, '{"note":"</script><script>alert(1)</script>"}');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(JSON.parse(html.match(/data-runtime-config>(.*?)<\/script>/)[1])).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it('allows the inline boot script by its hash, not by unsafe-inline, and never the data block', () => {
    const hashes = inlineScriptHashes(page);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('boot()').digest('base64')}'`]);
    const config = {
      remotes: { landing: 'http://localhost:1/mf-manifest.json' },
      profileApi: 'http://localhost:2',
      trackingBase: 'http://localhost:2',
      identity: { ajaxUrl: 'http://localhost:2' },
      stripe: { scriptUrl: 'http://localhost:2/stripe' },
    };
    const policy = strictCsp(config, hashes);
    expect(policy).toMatch(new RegExp(`script-src 'self' ${hashes[0].replace(/[+/=]/g, '\\$&')}`));
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
  });

  it("lets a remote's canary load its code from its own origin", () => {
    const config = {
      remotes: { landing: 'http://localhost:1/mf-manifest.json' },
      canary: { landing: { manifest: 'https://canary.test/landing/1.5.0/mf-manifest.json', percent: 10 } },
      profileApi: 'http://localhost:2',
      trackingBase: 'http://localhost:2',
      identity: { ajaxUrl: 'http://localhost:2' },
      stripe: { scriptUrl: 'http://localhost:2/stripe' },
    };
    const directive = (name) =>
      strictCsp(config)
        .split('; ')
        .find((entry) => entry.startsWith(`${name} `));
    expect(directive('script-src')).toContain('https://canary.test');
    expect(directive('connect-src')).toContain('https://canary.test');
  });
});
