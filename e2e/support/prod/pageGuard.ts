import { onNewContext } from '../browser';

/**
 * The e2e-prod project's watch on every page the tests open: a Content
 * Security Policy violation (the page's securitypolicyviolation event, in
 * every frame) or a console error fails the test it happened in, unless the
 * test file declared it as what that test provokes. Served by nginx, the
 * pages get the production headers, so this is where a header that breaks
 * the product shows.
 */
export interface PageProblemAllowance {
  /** Tests (by full name) that provoke the problem. */
  test: RegExp;
  /** The problem as recorded: `csp: <directive> blocked <what> …`, `console: <text>`, `pageerror: <message>`. */
  problem: RegExp;
  why: string;
}

const allowances: PageProblemAllowance[] = [];
let problems: string[] = [];

export function allowPageProblems(...allowed: PageProblemAllowance[]): void {
  allowances.push(...allowed);
}

const bindingName = '__reportCspViolation';

onNewContext(async (context) => {
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
});

afterEach(() => {
  const test = expect.getState().currentTestName ?? '';
  const unexpected = problems.filter((problem) => !allowances.some((allowance) => allowance.test.test(test) && allowance.problem.test(problem)));
  problems = [];
  expect(unexpected).toEqual([]);
});
