// Projects: `unit` (jsdom and node tests beside the source) and `e2e-engines` (the buyer's journeys in Firefox and
// WebKit, run after a production build). The Chromium browser tests are Playwright's (playwright.config.ts).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The shared package's export paths (shared/package.json: its one run-time
// entry, `@suscripciones/shared`, as the page loads it, and the paths the Node
// tooling reads), mapped to their source files for jest. Inside the package,
// modules import each other by relative path, never by these names.
const sharedExports = JSON.parse(readFileSync(new URL('./shared/package.json', import.meta.url), 'utf8')).exports;
const sharedMapper = Object.fromEntries(
  Object.entries(sharedExports).map(([subpath, target]) => [
    `^@suscripciones/shared${subpath.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    `<rootDir>/shared/${(typeof target === 'string' ? target : target.default).slice(2)}`,
  ]),
);

// The trimmed facades the build aliases (appResolve in scripts/rspack) and
// tsc maps (tsconfig.base.json paths): tests see what the bundle sees, so an
// import a facade lacks fails here as it fails the build.
const facades = {
  '^react-router-dom$': '<rootDir>/shared/src/router/reactRouterDom.ts',
  '^react-i18next$': '<rootDir>/shared/src/i18n/reactI18next.ts',
  '^jotai/utils$': '<rootDir>/shared/src/state/jotaiUtils.ts',
  // The real package, for its facade only.
  '^react-i18next-package$': createRequire(new URL('./shared/package.json', import.meta.url)).resolve('react-i18next'),
  '^zod/mini$': '<rootDir>/shared/src/schemas/zodMini.ts',
};

// The build-time library's subpaths (kit/package.json), each a module of its own that the apps bundle.
const kitExports = JSON.parse(readFileSync(new URL('./kit/package.json', import.meta.url), 'utf8')).exports;
const kitMapper = Object.fromEntries(
  Object.entries(kitExports).map(([subpath, file]) => [`^@suscripciones/kit${subpath.slice(1)}$`, `<rootDir>/kit/${file.slice(2)}`]),
);

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc, '^.+\\.md$': '<rootDir>/scripts/jest/legalMarkdownTransform.mjs' },
  // jotai 3, marked, msw's rettime, until-async and @open-draft and a few other packages ship ESM only: let them through the transform.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(jotai|sonner|@splidejs|react-joyride|fast-check|pure-rand|marked|rettime|until-async|@open-draft)[@/+])',
  ],
  moduleNameMapper: {
    ...sharedMapper,
    ...kitMapper,
    ...facades,
    // The fake world (dev-api answering in-process through MSW): for tests only, like the shared test helpers.
    '^@suscripciones/dev-api/testing$': '<rootDir>/dev-api/src/testing/fakeWorld.ts',
    // zod's English messages as the build loads them (shared/src/schemas/values.ts), in their CommonJS build.
    '^zod/v4/locales/([a-z]+)\\.js$': 'zod/v4/locales/$1.cjs',
    '\\.(css)$': '<rootDir>/scripts/jest/styleMock.cjs',
    '\\.(svg|png|jpe?g|webp|avif|gif)$': '<rootDir>/scripts/jest/fileMock.cjs',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'md'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      rootDir: '.',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: [
        '<rootDir>/{shared,kit,host,remote-*,dev-api,scripts,bench}/src/**/*.test.{ts,tsx}',
        '<rootDir>/host/config/*.test.ts',
        '<rootDir>/scripts/**/*.test.{ts,mjs}',
      ],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setupUnit.ts'],
    },
    {
      // The buyer's journeys in Firefox and WebKit (e2e/engines) with their own drivers, each jest worker against its
      // own stack of the built product, on the same test ports as the Chromium tests' (e2e/support/env.ts).
      ...common,
      displayName: 'e2e-engines',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/engines/**/*.test.ts'],
      globalSetup: '<rootDir>/e2e/engines/support/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/engines/support/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/engines/support/setup.ts'],
    },
  ],
};
