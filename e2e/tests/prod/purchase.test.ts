// The browser suite's purchases on /payment (e2e/tests/payment), against the
// nginx stack: the e2e-prod project runs them against it and fails a test on
// any CSP violation or console error (e2e/support/prod/pageGuard.ts).
import { describePurchase } from '../payment/purchaseSuite';

describePurchase();
