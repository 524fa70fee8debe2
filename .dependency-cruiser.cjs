// The layer rules of the architecture (docs/architecture.md; each rule is
// listed in docs/testing.md, "Static checks"), checked by dependency-cruiser
// as a step of `npm test` (scripts/checks/dependencyRules.test.ts proves each
// rule bites).
const path = require('node:path');

/**
 * What the apps may reach in the shared package, as paths from the repository root: its one run-time entry (the
 * index federation shares) and the facades the build aliases package names to (react-router-dom, react-i18next,
 * jotai/utils, zod/mini). Its other exports are for the Node tooling (dev-api, the tests, the build): an app
 * importing one would bundle a private copy.
 */
const appReachableShared = '^shared/src/(index\\.ts|router/reactRouterDom\\.ts|i18n/reactI18next\\.ts|state/jotaiUtils\\.ts|schemas/zodMini\\.ts)$';

/** The facades the build aliases package names to: what the kit (and any code) reaches of the shared folder by a package name. */
const facades = '^shared/src/(router/reactRouterDom|i18n/reactI18next|state/jotaiUtils|schemas/zodMini)\\.ts$';

const apps = '^(host|remote-[^/]+)/';
/** Test code: test files and each package's test helpers (src/testing). */
const testCode = '(\\.test\\.tsx?$|/src/testing/)';

/**
 * The features of each app (the folders of its src/), in layers: a feature imports only features of the layers
 * below its own, never one of its own layer or above, so the features' graph has no cycle and the way a change
 * travels is plain (a page composes its parts; a part never reaches a page). The composition layer on top (the
 * exposed modules, the entry, the prerender, the test helpers) imports any of them. docs/architecture.md says
 * what each layer is for.
 */
const featureLayers = {
  host: [['i18n', 'legal', 'browser', 'session', 'fieldData'], ['header', 'remotes', 'pages'], ['layout', 'boot'], ['app'], ['prerender', 'testing']],
  'remote-landing': [
    ['api'],
    ['i18n', 'assets', 'regions', 'tour', 'tracking', 'types'],
    ['offers', 'sections'],
    ['landing', 'embed'],
    ['exposes', 'prerender', 'testing'],
  ],
  'remote-checkout': [['i18n', 'account', 'cart', 'suggestion', 'summary'], ['checkout'], ['exposes', 'testing']],
  'remote-payment': [['i18n', 'ui', 'orders', 'address'], ['pay'], ['stripe', 'wallet'], ['payment', 'thanks'], ['exposes', 'testing']],
};

/** One rule per feature: what it must not import (its own layer's other features, and every layer above). */
const featureRules = Object.entries(featureLayers).flatMap(([app, layers]) =>
  layers.flatMap((layer, index) =>
    layer.map((feature) => {
      const above = [...layer.filter((other) => other !== feature), ...layers.slice(index + 1).flat()];
      return {
        name: `feature-layers:${app}/${feature}`,
        comment: `${app}'s features import only the layers below their own (featureLayers in .dependency-cruiser.cjs).`,
        severity: 'error',
        from: { path: `^${app}/src/${feature}/`, pathNot: testCode },
        to: { path: `^${app}/src/(${above.join('|')})/` },
      };
    }),
  ),
);

/** A forbidden import: from modules matching `from` to modules matching `to`, an error. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

module.exports = {
  forbidden: [
    ...featureRules,
    {
      name: 'feature-folders-are-layered',
      comment: "Every feature folder of an app is in its app's layer table (featureLayers), so the layer rules cover it.",
      severity: 'error',
      from: {
        path: '^(host|remote-[^/]+)/src/[^/]+/',
        pathNot: `^(${Object.entries(featureLayers)
          .map(([app, layers]) => `${app}/src/(${layers.flat().join('|')})/`)
          .join('|')})`,
      },
      to: {},
    },
    forbid(
      'features-through-their-entry',
      'A feature that has an index.ts is reached through it from other features: the rest of the folder is its own, free ' +
        'to change (the payment machine, pay/, is one).',
      { path: '^((host|remote-[^/]+)/src/[^/]+)/', pathNot: testCode },
      { path: '^(remote-payment/src/pay)/(?!index\\.ts$)', pathNot: '^$1/' },
    ),
    {
      name: 'domain-code-imports-no-ui',
      comment:
        'Rules, state and services (.ts modules that are not hooks) import no component or style sheet, so they run ' +
        'and are tested without a page, and a page is never pulled in by a rule.',
      severity: 'error',
      from: {
        path: '^(host|remote-[^/]+|shared)/src/.+\\.ts$',
        pathNot: `(${testCode}|/use[A-Z][^/]*\\.ts$|/src/index\\.ts$|/src/exposes/|/src/[^/]+/index\\.ts$|/src/(build|standalone|ui)/)`,
      },
      to: { path: '(\\.tsx|\\.css)$' },
    },
    forbid('no-circular', 'A cycle makes module order matter (an atom read before it is defined) and the layers meaningless.', {}, { circular: true }),
    forbid(
      'apps-import-shared-by-name',
      'Apps reach the shared package by its package name (`@suscripciones/shared`, the one entry federation shares), ' +
        'never by a relative path: a relative path gives the app a private second copy (a second cart atom, a second ' +
        "config). The tests' helpers (`@suscripciones/kit/testing`) reach what the entry keeps to itself.",
      { path: apps },
      { path: '^shared/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
    ),
    forbid(
      'testing-helpers-only-in-tests',
      "The tests' helpers (a test config, a prepared store: `@suscripciones/kit/testing`) must never reach a bundle.",
      { pathNot: testCode },
      { path: '^kit/src/testing/' },
    ),
    forbid(
      'apps-import-shared-by-its-entry',
      'Apps reach the shared package through `@suscripciones/shared`, the one entry federation shares: a module behind it ' +
        'imported by another name would be bundled as a private second copy (a second cart atom, a second config), and its ' +
        'other exports are for the Node tooling.',
      { path: apps },
      { path: '^shared/', pathNot: appReachableShared },
    ),
    forbid(
      'shared-never-imports-its-own-entry',
      'Inside the shared package, modules import each other by relative path: importing the package entry from inside is ' +
        'a cycle through the whole package (and, in a federated build, a second way in).',
      { path: '^shared/src/', pathNot: '^shared/src/index\\.ts$' },
      { path: '^shared/src/index\\.ts$' },
    ),
    forbid(
      'kit-never-imports-the-singleton',
      "The kit is bundled by every app that uses it: importing the singleton would tie it to the host's copy (and make a " +
        'cycle of the two packages). What it needs of the page is passed in; it may name the types of its contracts ' +
        '(a type-only import, erased from the bundle). The facades of shared packages are no import of the singleton: ' +
        'they are what `react-router-dom`, `react-i18next` and `zod/mini` resolve to. Build-time code (kit/src/build, run ' +
        'by the prerender, never in a page) starts the singleton as the page does.',
      { path: '^kit/', pathNot: `(${testCode}|^kit/src/build/)` },
      { path: '^shared/', pathNot: facades, dependencyTypesNot: ['type-only'] },
    ),
    forbid(
      'singleton-never-imports-the-kit',
      'The singleton holds what the page has once, the kit what each app bundles: a kit module the singleton imported would ' +
        'come to the page twice, with the host and again with an app (scripts/checks/singleton.test.ts counts what the ' +
        'bundles share). What the singleton needs is its own; an app needs it too, it takes it from the singleton.',
      { path: '^shared/src/', pathNot: testCode },
      { path: '^kit/' },
    ),
    forbid(
      'kit-never-imports-an-app',
      'The kit is below every app: it cannot know them, nor the tooling.',
      { path: '^kit/', pathNot: testCode },
      { path: '^(host|remote-[^/]+|dev-api|scripts|e2e|bench)/' },
    ),
    forbid(
      'shared-never-imports-an-app',
      'shared is below every app: it cannot know them (its tests reach dev-api through the fake world only).',
      { path: '^shared/' },
      { path: '^(host|remote-[^/]+|dev-api|e2e|bench)/', pathNot: '^dev-api/src/testing/fakeWorld\\.ts$' },
    ),
    forbid(
      'remote-never-imports-another-app',
      'Remotes talk through shared atoms and URLs only; each is deployed on its own.',
      { path: '^(remote-[^/]+)/' },
      { path: '^(host|remote-[^/]+)/', pathNot: '^$1/' },
    ),
    forbid(
      'host-never-imports-a-remote',
      'The host loads remotes at runtime from their manifests, typed by shared/contracts, never by source.',
      { path: '^host/' },
      { path: '^remote-[^/]+/' },
    ),
    forbid(
      'browser-code-never-imports-tooling',
      'dev-api, scripts, e2e and bench run in Node: browser code importing them would ship them or break the build.',
      { path: '^(host|remote-[^/]+|shared)/src/', pathNot: testCode },
      { path: '^(dev-api|scripts|e2e|bench)/' },
    ),
    forbid(
      'app-tests-reach-dev-api-by-its-fake-world',
      "The apps' tests are answered by dev-api in-process (its fake world, `@suscripciones/dev-api/testing`): they reach " +
        'dev-api through that one entry, and nothing else of the tooling.',
      { path: '^(host|remote-[^/]+|shared|kit)/src/(.*\\.test\\.tsx?$|testing/)' },
      { path: '^(dev-api|scripts|e2e|bench)/', pathNot: '^dev-api/src/testing/fakeWorld\\.ts$' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-node|\\.tmp)/' },
    // The facades' and the fake world's aliases, as tsc and jest see them.
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.base.json') },
    // Type-only imports count: a type import of another remote still couples their releases.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
