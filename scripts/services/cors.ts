// Call 3's CORS preflight: the browser asks the profile service, before the
// purchase, whether the host's page may POST JSON (and the idempotency key)
// to it. A refusal fails every purchase before it is sent.
import type { Answer } from './probe';
import { noAnswerRow, type Target } from './reach';
import { row, type Row } from './table';

/** Methods a preflight never needs to list (Fetch standard: CORS-safelisted methods). */
const safelistedMethods = new Set(['GET', 'HEAD', 'POST']);

const listOf = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * What makes a browser refuse this preflight answer, as the Fetch standard's
 * CORS checks read it for a request without credentials (the product sends
 * none): an ok status, the origin allowed (exactly, or `*`), the method and
 * every requested header allowed (listed, or `*`). Empty when it allows.
 */
export function preflightProblems(
  answer: { status: number; headers: Headers },
  request: { origin: string; method: string; headers: readonly string[] },
): string[] {
  const problems: string[] = [];
  if (answer.status < 200 || answer.status > 299) problems.push(`answered ${answer.status}, not 2xx`);
  const allowOrigin = answer.headers.get('access-control-allow-origin');
  if (allowOrigin === null) problems.push('no Access-Control-Allow-Origin');
  else if (allowOrigin.trim() !== '*' && allowOrigin.trim() !== request.origin)
    problems.push(`Access-Control-Allow-Origin is ${allowOrigin}, not ${request.origin}`);
  const methods = listOf(answer.headers.get('access-control-allow-methods'));
  if (!safelistedMethods.has(request.method) && !methods.includes(request.method) && !methods.includes('*')) {
    problems.push(`Access-Control-Allow-Methods lacks ${request.method}`);
  }
  const allowedHeaders = listOf(answer.headers.get('access-control-allow-headers')).map((name) => name.toLowerCase());
  const missing = request.headers.filter((name) => !allowedHeaders.includes(name.toLowerCase()) && !allowedHeaders.includes('*'));
  if (missing.length > 0) problems.push(`Access-Control-Allow-Headers lacks ${missing.join(', ')}`);
  return problems;
}

/** One variant of the preflight: the headers asked and whether the product needs them (else the row is information). */
export interface PreflightVariant {
  origin: string;
  headers: readonly string[];
  required: boolean;
  /** Why the variant is only information when it is not required. */
  optionalBecause: string;
}

/** The row of one preflight variant of POST {profileApi}/payment/checkout/buy. */
export function preflightRow(target: Target, answer: Answer, variant: PreflightVariant): Row {
  const asked = variant.headers.join(', ');
  const verdict = ((): Row => {
    if (answer.kind === 'no-answer') return noAnswerRow(target, answer);
    if (answer.status >= 300 && answer.status < 400) {
      return row(
        target.service,
        target.check,
        'fail',
        `redirected (${answer.status}) to ${answer.headers.get('location') ?? 'nowhere'}`,
        `A browser does not follow a preflight's redirect: OPTIONS must be answered at ${target.setting}'s own address.`,
      );
    }
    const problems = preflightProblems(answer, { origin: variant.origin, method: 'POST', headers: variant.headers });
    if (problems.length === 0) return row(target.service, target.check, 'pass', `allows POST from ${variant.origin} with ${asked}`);
    return row(
      target.service,
      target.check,
      'fail',
      `refused: ${problems.join('; ')}`,
      `The profile service must answer OPTIONS of …/payment/checkout/buy with 2xx, Access-Control-Allow-Origin ${variant.origin} (or *) and Access-Control-Allow-Headers listing ${asked}: a browser refuses the purchase otherwise.`,
    );
  })();
  if (variant.required) return verdict;
  return { ...verdict, outcome: 'info', fix: verdict.outcome === 'pass' ? '' : `Not needed while ${variant.optionalBecause}.` };
}
