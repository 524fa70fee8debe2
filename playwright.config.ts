// The Chromium browser tests (e2e/tests), on Playwright's runner: `e2e` against the built product served by Node,
// `e2e-prod` against it served by nginx (e2e/tests/prod). Each worker starts its own stack (e2e/support/fixtures.ts).
// The engine journeys in Firefox and WebKit (e2e/engines) stay on jest with their drivers (jest.config.mjs).
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, headlessShellPath } from './scripts/lib/chromium';
import type { StackOptions, TestOptions } from './e2e/support/fixtures';

export default defineConfig<TestOptions, StackOptions>({
  testDir: 'e2e/tests',
  testMatch: '**/*.test.ts',
  // A failed test's trace, screenshots and console, named in the run's log: .tmp/e2e-results/<project>/ (below).
  // One file per core, each worker with its stack: a file leaves most of a core idle while its page waits on the
  // network and timers (Chromium's headless shell, about 0.3 s of CPU per page load).
  workers: availableParallelism(),
  fullyParallel: false,
  // A test that fails one run in ten is a defect to find, never a retry.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The longest tests walk every screen in a language or build a portal: a minute is their bound, not their time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    // Debian's headless shell, never a browser download (docs/decisions/0003-debian-browsers-without-downloads.md): the same engine as the browser at
    // about a quarter of its CPU per page load. No QUIC: nothing here speaks it, and the browser would try it first.
    launchOptions: { executablePath: headlessShellPath, args: [...chromiumFlags, '--disable-quic'] },
    headless: true,
    locale: 'en-GB',
    // A failed test keeps its trace: every action with the page's DOM before and after, its network and console.
    // Without the trace's screencast: filming every page costs its renderer a CPU share the timed tests feel on two
    // cores (a 10,000-line cart drew in 2.2 to 2.8 s filmed, 0.9 to 1.4 s not, 0.8 to 0.95 s untraced); a
    // screenshot of each page at the failure instead.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'e2e', testIgnore: 'prod/**', outputDir: '.tmp/e2e-results/e2e', use: { stackKind: 'node' } },
    // Every page watched: a console error or CSP violation a test does not allow fails it (e2e/support/prod/pageGuard.ts).
    { name: 'e2e-prod', testMatch: 'prod/**/*.test.ts', outputDir: '.tmp/e2e-results/e2e-prod', use: { stackKind: 'nginx', guardPages: true } },
  ],
});
