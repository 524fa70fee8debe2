// The browser suite's landing tests (e2e/tests/landing), the HTML-first paint among them, against the nginx stack:
// the e2e-prod project fails a test on any CSP violation or console error it does not allow here
// (e2e/support/prod/pageGuard.ts).
import { test } from '../../support/fixtures';
import { allowPageProblems } from '../../support/prod/pageGuard';
import { describeFirstView } from '../landing/firstViewSuite';
import { describeLanding } from '../landing/landingSuite';
import { describeOffersSnapshot } from '../landing/offersSnapshotSuite';

test.use(
  allowPageProblems(
    // These two make dev-api answer 500 on purpose: the browser logs the answer and the client logs the failed call.
    {
      test: /offers cannot load|never shows a tracking failure/,
      problem: /^console: Failed to load resource: the server responded with a status of 500/,
      why: 'the 500 the test asks dev-api for',
    },
    {
      test: /offers cannot load/,
      problem: /^console: Error al cargar las suscripciones HttpError: \S+\/get-products\?type=Subscription answered 500/,
      why: "the client's log of that call",
    },
    {
      test: /a failed call 1 replaces the snapshot/,
      problem:
        /^console: (Failed to load resource: the server responded with a status of 500|Error al cargar las suscripciones HttpError: \S+\/get-products\?type=Subscription answered 500)/,
      why: 'the 500 the test answers call 1 with, and its log',
    },
    {
      test: /never shows a tracking failure/,
      problem: /^console: Error al enviar evento de tracking HttpError: \S+\/tracking\/track answered 500/,
      why: "the client's log of that call",
    },
    // axe finishes its run in a blank page of its own, where the test's init script (skipTour) has no storage.
    {
      test: /has no axe violations/,
      problem: /^pageerror: Failed to read the 'localStorage' property from 'Window': Access is denied for this document\.$/,
      why: "axe's blank page",
    },
  ),
);

describeLanding();
describeFirstView();
describeOffersSnapshot();
