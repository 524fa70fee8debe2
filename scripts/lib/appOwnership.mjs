// Which checks and tests cover which app: the one map that `npm test -- --app <app>` (scripts/test.mjs, through
// scripts/lib/appRun.mjs) and CI's choice of a run (scripts/checks/affectedApps.mjs) read. Data only.
// scripts/checks/appOwnership.test.mjs keeps it whole: every subject folder of e2e/tests, every engine journey and
// every nginx test belongs to an app or to `wholeProduct`, and every unit test outside the app folders that reaches
// into one (a value import, or a path it reads) is listed under that app.

/**
 * Per app:
 * - `folder`: its top-level folder; its unit tests are the tests in it. Its lint and format cover it and its
 *   subjects' folders.
 * - `subjects`: the folders of e2e/tests it owns (`e2e/tests/<subject>/`), run in Chromium.
 * - `journeys`: the engine journeys (e2e/engines/support/journeys.ts) it owns, by the start of their names, run in
 *   Firefox and WebKit.
 * - `prod`: the nginx tests (`e2e/tests/prod/<name>.test.ts`) it owns.
 * - `unitTests`: the unit tests outside its folder that reach into it.
 *
 * An app's run must stay within a third of the full run (docs/testing.md, "One app's checks"): what would not fit
 * is in `wholeProduct`, with why.
 */
export const apps = {
  host: {
    folder: 'host',
    // The session switch, the signed-in header and the token's handling live in the host (and shared).
    subjects: ['shell', 'session'],
    journeys: [],
    prod: [],
    // The nginx and Node pages built from the host's page and routes, its canary's cookie as nginx reads it, its
    // runtime config's schema, and the release checks that open each route of a remote the way the host does.
    unitTests: [
      'scripts/config/runtimeConfigJsonSchema.test.ts',
      'scripts/prod/hostPages.test.mjs',
      'scripts/prod/nginxConfig.test.mjs',
      'scripts/prod/nginxTemplates.test.mjs',
      'scripts/prod/policy.test.mjs',
      'scripts/release/checks.test.ts',
      'scripts/release/cli.test.ts',
      'scripts/release/retention.test.ts',
      'scripts/stack/hostPage.test.mjs',
      'scripts/stack/stack.test.mjs',
    ],
  },
  landing: {
    folder: 'remote-landing',
    subjects: ['landing', 'embed'],
    journeys: ['a new buyer subscribes and pays', 'the landing hydrates', 'the landing embedded in a portal page'],
    // The landing's tests again through nginx, and the page nginx composes from the offers job's fragments.
    prod: ['landing', 'fragments'],
    // dev-api and the go-live check read call 1's answers with the landing's offer schema; the pages the Node and
    // nginx stacks serve carry the offers fragments it renders.
    unitTests: [
      'dev-api/src/control/control.test.ts',
      'dev-api/src/profile/profile.test.ts',
      'dev-api/src/seed/catalogue.test.ts',
      'scripts/prod/hostPages.test.mjs',
      'scripts/prod/policy.test.mjs',
      'scripts/release/cli.test.ts',
      'scripts/release/retention.test.ts',
      'scripts/services/',
      'scripts/stack/hostPage.test.mjs',
      'scripts/stack/stack.test.mjs',
    ],
  },
  checkout: {
    folder: 'remote-checkout',
    // session: the login and sign-up links the checkout builds (medio, edicion, checkoutUrl) and the redirects it refuses.
    subjects: ['checkout', 'session'],
    journeys: ['a new buyer subscribes and pays', 'leaving the cart while call 4 is on its way'],
    prod: [],
    // dev-api and the go-live check read call 4's answers with the checkout's suggestion schema.
    unitTests: ['dev-api/src/control/control.test.ts', 'dev-api/src/profile/profile.test.ts', 'scripts/services/'],
  },
  payment: {
    folder: 'remote-payment',
    subjects: ['payment', 'thanks'],
    journeys: [],
    prod: [],
    // dev-api's app checks call 3 with the payment's buy schema and the fake world seeds countries with its country
    // schema: every test answered by the fake world runs payment's code.
    unitTests: ['dev-api/', 'remote-checkout/', 'remote-landing/', 'scripts/services/', 'shared/'],
  },
};

/**
 * In every app's run: the contracts between the apps and the architecture checks; and, in a run with engine
 * journeys, the engines' own guard.
 */
export const everyApp = {
  unitTests: ['scripts/checks/'],
  journeys: ['the guard itself'],
};

/**
 * Only the full run (`npm test`) takes these: what tests the product as a whole (every page against the services'
 * faults and shapes, builds and deploys of the remotes, the nginx configuration of deploy/nginx), and what would
 * take an app's run past its third of the full run.
 */
export const wholeProduct = {
  subjects: ['services', 'deploy'],
  // Files of an app's subject that its run leaves to the full run (`<subject>/<name>` for
  // e2e/tests/<subject>/<name>.test.ts), each with why.
  tests: [
    // axe on the 17 screens and states of every app, in three languages at two widths: a sweep of the whole product,
    // and at 150 s of one core the longest file, as long as the rest of the host's Chromium tests together.
    'shell/axeScreens',
    // The axe helper of the browser tests (e2e/support) finding what it must: a change there is the full run's.
    'shell/axeHelper',
    // axe and the width of /payment and /thanks in three languages at two widths (40 s of a core): the payment run
    // keeps the errors' accessibility (payment/fieldErrors) and jsx-a11y's lint.
    'payment/layout',
    // A keyboard-only purchase from the landing through the cart to thanks: every app's controls.
    'payment/keyboard',
  ],
  // The host's journeys (about 30 s more for Firefox and WebKit to start) and the payment's would take their runs
  // past a third: the host's run and the payment's run have no engine step.
  journeys: ['the phone menu', 'the language switch', 'the 404'],
  // The nginx configuration (deploy/nginx, no app's folder), and the host's and payment's tests through nginx: a
  // second stack (nginx) is about 25 s more, past a third for those two runs.
  prod: ['addresses', 'caching', 'csp', 'debianLayout', 'headers', 'purchase', 'release', 'remoteDown', 'tls'],
};
