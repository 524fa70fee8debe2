// Whether a request reached a service that answered with success: the first
// thing every check asks of its answer, with what to fix when it did not.
import type { Answer } from './probe';
import { row, type Row } from './table';

/** What a check is about: its row's service and check, and the config field that names the address asked. */
export interface Target {
  service: string;
  check: string;
  /** Where the address asked comes from, to correct when it is wrong: "`profileApi` in the config". */
  setting: string;
}

type NoAnswer = Extract<Answer, { kind: 'no-answer' }>;

/** A thrown value's message, read by its shape (an error of another realm, a test's, is no `instanceof Error`). */
export const messageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : String(error);

const parts = (url: string): { origin: string; hostname: string } => {
  try {
    const { origin, hostname } = new URL(url);
    return { origin, hostname };
  } catch {
    return { origin: url, hostname: url };
  }
};

/** The result and what to fix when nothing answered at all. */
export function noAnswerRow(target: Target, answer: NoAnswer): Row {
  const { origin, hostname } = parts(answer.url);
  const { setting } = target;
  switch (answer.reason) {
    case 'refused':
      return row(
        target.service,
        target.check,
        'fail',
        `no answer: connection refused at ${origin}`,
        `Nothing listens at ${origin}: start the service there, or correct ${setting}.`,
      );
    case 'unknown-host':
      return row(
        target.service,
        target.check,
        'fail',
        `no answer: host ${hostname} not found`,
        `The host name does not resolve (${answer.detail}): correct ${setting}, or the host's DNS record.`,
      );
    case 'timeout':
      return row(
        target.service,
        target.check,
        'fail',
        `no answer within ${answer.timeoutMs} ms from ${origin}`,
        `The product gives up after the config's \`requestTimeoutMs\`: check the service is up and reachable from the pages' network (firewall, VPN), or correct ${setting}.`,
      );
    case 'tls':
      return row(
        target.service,
        target.check,
        'fail',
        `no answer: TLS failed at ${origin} (${answer.detail})`,
        `The service's certificate must be valid for its host name and chain to a public authority: renew or fix it, or correct ${setting}.`,
      );
    case 'connection':
    case 'other':
      return row(
        target.service,
        target.check,
        'fail',
        `no answer: ${answer.detail}`,
        `The connection to ${origin} failed: check the service is up and reachable, or correct ${setting}.`,
      );
  }
}

/** An answer that came (of any status). */
export type Answered = Extract<Answer, { kind: 'answer' }>;

/**
 * The answer when it is a success (2xx), or the failing row when the request
 * got no answer or another status. `request` names what was asked
 * (`GET …/get-products?type=Subscription`).
 */
export function successOf(target: Target, answer: Answer, request: string): { answer: Answered } | { row: Row } {
  if (answer.kind === 'no-answer') return { row: noAnswerRow(target, answer) };
  if (answer.status >= 200 && answer.status < 300) return { answer };
  const fix =
    answer.status === 404 || answer.status === 405
      ? `${request} must exist: check ${target.setting} is the service's base address (the product adds the spec's path to it).`
      : answer.status >= 300 && answer.status < 400
        ? `${request} must answer itself, not redirect (to ${answer.headers.get('location') ?? 'nowhere'}): correct ${target.setting} to the final address.`
        : `${request} must answer 2xx: look at the service's logs for this request.`;
  return { row: row(target.service, target.check, 'fail', `answered ${answer.status}`, fix) };
}
