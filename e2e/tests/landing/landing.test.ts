// The landing's tests against the Node stack; prod/landing.test.ts runs them again through nginx.
import { describeLanding } from './landingSuite';

describeLanding();
