// The browser suite's purchases on /payment (e2e/tests/payment), against the
// nginx stack: the e2e-prod project points their addresses at it and fails a
// test on any CSP violation or console error (e2e/support/prod).
import '../payment/purchase.test';
