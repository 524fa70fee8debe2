import type { RuntimeConfig } from '../config/runtimeConfig';
import { isSampled } from '../tracking/sampling';
import { admitReport, blockedOriginOf, freshBudget, reportKey, type ClientErrorReport, type ReportingApp } from './clientErrorReport';

/**
 * Errors real buyers hit, sent as call 7 events (`client_error`). This is the part in every first load: it
 * notices, samples, caps and deduplicates; the event is built and sent after the error, on a timer, by code
 * fetched on the first report (sendClientError.ts, loaded through mountApp). Reporting never becomes an error of the page: nothing here
 * throws, a failed call 7 is never reported (it is not a call of requestJson), and a page sends at most
 * `clientErrorsPerPage` events, whatever happens.
 */

/** Builds a report's event and sends it: sendClientError.ts, fetched on the first report (mountApp says how). */
export type ClientErrorSender = (report: ClientErrorReport, app: ReportingApp) => Promise<void>;

let reporting: { app: ReportingApp; perPage: number; sender: () => Promise<ClientErrorSender> } | null = null;
let off = false;
let budget = freshBudget;
/** Reports noticed before the config was known (start-up), sent once it is, if the page reports. */
let held: ClientErrorReport[] = [];
const heldMax = 10;

/** Reports a client error, if this page reports and has not sent it or reached its cap. Never throws. */
export function reportClientError(report: ClientErrorReport): void {
  try {
    if (off) return;
    if (!reporting) {
      if (held.length < heldMax) held.push(report);
      return;
    }
    const verdict = admitReport(budget, reportKey(report), reporting.perPage);
    budget = verdict.budget;
    if (!verdict.admitted) return;
    const { app, sender } = reporting;
    // After the error, off its path.
    setTimeout(() => {
      sender()
        .then((send) => send(report, app))
        .catch(() => undefined);
    }, 0);
  } catch {
    /* never an error of the page */
  }
}

/**
 * Starts reporting once the config is known: a share `clientErrorSampleRate` of page loads report (drawn once
 * here), each at most `clientErrorsPerPage` events; 0 for either turns it off. `sender` fetches the code that
 * sends, on the first report only. A second call changes nothing.
 */
export function startClientErrorReporting(
  app: ReportingApp,
  config: Pick<RuntimeConfig, 'clientErrorSampleRate' | 'clientErrorsPerPage'>,
  sender: () => Promise<ClientErrorSender>,
): void {
  if (reporting || off) return;
  const waiting = held;
  held = [];
  if (!isSampled(config.clientErrorSampleRate) || config.clientErrorsPerPage < 1) {
    off = true;
    return;
  }
  reporting = { app, perPage: config.clientErrorsPerPage, sender };
  waiting.forEach(reportClientError);
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
    reportClientError({ kind: 'csp_violation', directive: event.effectiveDirective, blocked: blockedOriginOf(event.blockedURI) }),
  );
}

/** Forgets the page's reporting (tests only: a page starts it once). */
export function resetClientErrorReporting(): void {
  reporting = null;
  off = false;
  budget = freshBudget;
  held = [];
}
