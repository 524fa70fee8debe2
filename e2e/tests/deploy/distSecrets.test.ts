import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { useReliability } from '../../support/tally';
import { repoRoot } from '../../support/env';
import { expect, test } from '../../support/fixtures';

const distDirs = ['host', 'remote-landing', 'remote-checkout', 'remote-payment'].map((app) => path.join(repoRoot, app, 'dist'));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** Patterns of credentials that must never ship to a browser; publishable keys (pk_) are meant to. */
const secretPatterns: Array<[string, RegExp]> = [
  ['Stripe secret key', /\bsk_(live|test)_[A-Za-z0-9]{6,}/],
  ['Stripe restricted key', /\brk_(live|test)_[A-Za-z0-9]{6,}/],
  ['Stripe webhook secret', /\bwhsec_[A-Za-z0-9]{6,}/],
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['JWT signing secret', /jwt[_-]?secret\s*[:=]\s*["'][^"']+["']/i],
  ['a token with a payload', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+/],
];

const tally = useReliability();

test.describe('security: built bundles', () => {
  const built = distDirs.flatMap(files);

  test('exist for every app', () => {
    expect(built.length).toBeGreaterThan(20);
  });

  test('hold no secret, only what a browser may see', () => {
    tally.tried('redirect/token');
    const findings: string[] = [];
    for (const file of built) {
      const text = readFileSync(file, 'utf8');
      for (const [what, pattern] of secretPatterns) {
        if (pattern.test(text)) findings.push(`${what} in ${path.relative(repoRoot, file)}`);
      }
    }
    expect(findings).toEqual([]);
    tally.survived('redirect/token');
  });
});
