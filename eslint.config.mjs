// ESLint: correctness rules only. Formatting is Prettier's (eslint-config-prettier turns the style rules off);
// import boundaries and cycles are dependency-cruiser's (.dependency-cruiser.cjs); unused files and exports knip's.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-node/**',
      '**/node_modules/**',
      '.tmp/**',
      '**/.tmp/**',
      'bench/results/**',
      'bench/plain/.dist/**',
      'bench/.portal/**',
      'bench/plain/.config/**',
      'coverage/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // The root project: it holds every app, dev-api, the browser tests and the asset module types (types/).
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // TypeScript checks names itself (and knows the DOM and Node types): no-undef only misreads type-only globals.
    files: ['**/*.{ts,tsx,mts}'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', 'scripts/jest/*', 'e2e/**/*.ts', '**/src/testing/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // jest's asymmetric matchers (expect.any, expect.objectContaining) are typed any by design, its mocks are
      // unbound methods, fakes are async without awaiting, and the Stripe.js double is evaluated from its text.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-implied-eval': 'off',
      // page.evaluate callbacks run in the browser: their DOM casts document what the page holds.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // The Chromium browser tests run on Playwright's runner: `test` and `expect` come from e2e/support/fixtures.ts.
    // jest's globals (which the root tsconfig's types still declare) would compile and fail only as the file loads.
    files: ['e2e/tests/**/*.ts', 'e2e/support/**/*.ts', 'playwright.config.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['describe', 'it', 'test', 'expect', 'beforeEach', 'afterEach', 'beforeAll', 'afterAll', 'jest'].map((name) => ({
          name,
          message: `Playwright's runner: import { test, expect } from e2e/support/fixtures.ts (test.describe, test.beforeEach...), not jest's ${name}.`,
        })),
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // React's rules (react-hooks' recommended set, the compiler's checks among them: refs, purity, state set in an
    // effect or in render, immutability, ...) over every package; any warning is an error here (--max-warnings 0).
    // Not the browser tests': they hold no React, and their use* helpers (useBrowser, useProdStack) are jest's
    // before/after hooks, no React hooks.
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    ignores: ['e2e/{tests,support,engines}/**'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    rules: {
      // Unused parameters and destructured leftovers named with a leading underscore are deliberate.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Browser code takes a shared framework package by a subpath federation shares (scripts/rspack/sharedModules.mjs):
    // any other subpath would be bundled as a private copy, with its own jotai store. The facade itself excepted.
    files: ['{shared,host,remote-landing,remote-checkout,remote-payment}/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/state/jotaiUtils.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai/vanilla', message: "Import it from 'jotai': only 'jotai' and 'jotai/utils' are shared singletons." },
            { name: 'jotai/react', message: "Import it from 'jotai': only 'jotai' and 'jotai/utils' are shared singletons." },
          ],
          patterns: [{ group: ['jotai/vanilla/*', 'jotai/react/*'], message: "Import it from 'jotai' or 'jotai/utils' (shared singletons)." }],
        },
      ],
    },
  },
  {
    // The portal fixtures' own code: type-checked by their own tsconfig against the landing's published types, which
    // their build downloads (e2e/tests/embed/portals.test.ts), not by the root project.
    files: ['e2e/portals/*/src/**/*.{ts,tsx}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Plain JavaScript (build scripts, configs), linted without types; so are the scripts' TypeScript files, which
    // tsc checks in the root project (the go-live check, scripts/services, is also linted with types).
    files: ['**/*.{js,mjs,cjs}', 'scripts/**/*.{ts,mts}'],
    ignores: ['scripts/services/**/*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
