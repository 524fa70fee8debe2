// The strict-CSP purchase against the Node stack; prod/csp.test.ts runs it again through nginx, under nginx's own policy.
import { describeStrictCsp } from './cspSuite';

describeStrictCsp();
