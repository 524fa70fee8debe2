// The browser suite's strict-CSP purchase (e2e/tests/shell/csp.test.ts), against the
// nginx stack: the policy is nginx's own (deploy/nginx), not the Node server's.
import { createHash } from 'node:crypto';
import { test } from '../../support/fixtures';
import { allowPageProblems } from '../../support/prod/pageGuard';
import { describeStrictCsp } from '../shell/cspSuite';

// After the purchase, that test adds this inline script to prove the policy is enforced: exactly its refusal is expected.
const probeHash = createHash('sha256').update('window.__inlineRan = true').digest('base64');
test.use(
  allowPageProblems(
    {
      test: /strict Content Security Policy/,
      problem: /^csp: script-src-elem blocked inline \(:\d+\)$/,
      why: 'the inline script the test adds to prove enforcement',
    },
    {
      test: /strict Content Security Policy/,
      problem: new RegExp(`^console: Executing inline script violates .*'sha256-${probeHash.replace(/[+/=]/g, '\\$&')}'`),
      why: "Chromium's report of that refusal",
    },
  ),
);

describeStrictCsp();
