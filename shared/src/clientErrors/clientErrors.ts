import type { RuntimeConfig } from '../config/runtimeConfig';
import { isSampled } from '../tracking/sampling';
import { unlessLeaving } from '../boot/pageLeaving';
import type { ClientErrorReport, ReportPage } from './clientErrorReport';

/**
 * Errors real buyers hit, sent as call 7 events (`client_error`). This is the part in every first load: it
 * notices and samples, and hands what it noticed, after the error and on a timer, to the code fetched on the
 * first report (sendClientError.ts, loaded through mountApp), which deduplicates, caps, scrubs and sends.
 * Reporting never becomes an error of the page: nothing here throws, a failed call 7 is never reported (it is
 * not a call of requestJson), and a page sends at most `clientErrorsPerPage` events, whatever happens.
 */

/**
 * Sends what the page noticed, within the page's budget; true once that budget is spent (the page then stops
 * noticing).
 */
export type ClientErrorSender = (reports: readonly ClientErrorReport[], page: ReportPage, perPage: number) => Promise<boolean>;

let reporting: { page: ReportPage; perPage: number; sender: () => Promise<ClientErrorSender> } | null = null;
let off = false;
/** Noticed and not yet handed over: before the config is known (start-up), or until the timer runs. */
let queue: ClientErrorReport[] = [];
let scheduled = false;
/** At most this many reports wait for the timer (the config's highest cap: an error thrown in a loop fills no memory). */
const queueMax = 100;

function handOver(): void {
  if (!reporting || scheduled || queue.length === 0) return;
  scheduled = true;
  const { page, perPage, sender } = reporting;
  // What breaks as the buyer leaves the page (a script load cancelled) is the leaving: sent only if the page stays.
  setTimeout(() => void unlessLeaving().then(sendQueue), 0);
  function sendQueue(): void {
    scheduled = false;
    const reports = queue;
    queue = [];
    sender()
      .then((send) => send(reports, page, perPage))
      .then((spent) => {
        if (spent) off = true;
      })
      .catch(() => undefined);
  }
}

/** Reports a client error, if this page reports. Never throws, and does nothing more in the error itself. */
export function reportClientError(report: ClientErrorReport): void {
  if (off || queue.length >= queueMax) return;
  queue.push(report);
  handOver();
}

/**
 * Starts reporting once the config is known: a share `clientErrorSampleRate` of page loads report (drawn once
 * here), each at most `clientErrorsPerPage` events; 0 for either turns it off. `sender` fetches the code that
 * sends, on the first report only. A second call changes nothing.
 */
export function startClientErrorReporting(
  page: ReportPage,
  config: Pick<RuntimeConfig, 'clientErrorSampleRate' | 'clientErrorsPerPage'>,
  sender: () => Promise<ClientErrorSender>,
): void {
  if (reporting || off) return;
  if (!isSampled(config.clientErrorSampleRate) || config.clientErrorsPerPage < 1) {
    off = true;
    queue = [];
    return;
  }
  reporting = { page, perPage: config.clientErrorsPerPage, sender };
  handOver();
}

/**
 * The page's own listeners: uncaught errors, unhandled rejections and CSP violations. Installed by the page's
 * owner only (the host, a remote's own dev page), never by the landing embedded in the portal's page.
 */
export function listenForClientErrors(): void {
  window.addEventListener('error', (event) =>
    reportClientError({ kind: 'uncaught_error', error: event.error, message: event.message, source: event.filename, line: event.lineno, column: event.colno }),
  );
  window.addEventListener('unhandledrejection', (event) => reportClientError({ kind: 'unhandled_rejection', error: event.reason }));
  document.addEventListener('securitypolicyviolation', (event) =>
    reportClientError({ kind: 'csp_violation', directive: event.effectiveDirective, blockedUri: event.blockedURI }),
  );
}

/** Forgets the page's reporting (tests only: a page starts it once). */
export function resetClientErrorReporting(): void {
  reporting = null;
  off = false;
  queue = [];
  scheduled = false;
}
