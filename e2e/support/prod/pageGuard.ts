import type { BrowserContext } from '@playwright/test';

/**
 * The nginx project's watch on every page the tests open (the `guardPages` option of e2e/support/fixtures.ts): a
 * Content Security Policy violation (the page's securitypolicyviolation event, in every frame) or a console error
 * fails the test it happened in, unless the test file allows it as what that test provokes (`test.use({
 * allowedPageProblems })`). Served by nginx, the pages get the production headers, so this is where a header that
 * breaks the product shows.
 */
export interface PageProblemAllowance {
  /** Tests (by full name: their describes' titles and their own, joined by spaces) that provoke the problem. */
  test: RegExp;
  /** The problem as recorded: `csp: <directive> blocked <what> …`, `console: <text>`, `pageerror: <message>`. */
  problem: RegExp;
  why: string;
}

const bindingName = '__reportCspViolation';

/** Records the problems of every page of the context in `problems`. */
export async function guardPages(context: BrowserContext, problems: string[]): Promise<void> {
  await context.exposeBinding(bindingName, (_source, text: string) => {
    problems.push(`csp: ${text}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, bindingName);
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`pageerror: ${error.error().message}`));
}

/** The problems a test (by full name) does not allow. */
export const unexpectedProblems = (problems: readonly string[], allowances: readonly PageProblemAllowance[], test: string): string[] =>
  problems.filter((problem) => !allowances.some((allowance) => allowance.test.test(test) && allowance.problem.test(problem)));

/**
 * What a test file allows of its tests: `test.use(allowPageProblems(...))`. (A fixture option whose value is a list is
 * given to `test.use` as `[list, options]`: a bare list would be read as that pair.)
 */
export const allowPageProblems = (...allowed: PageProblemAllowance[]) => ({
  allowedPageProblems: [allowed, { scope: 'test' }] as [PageProblemAllowance[], { scope: 'test' }],
});
