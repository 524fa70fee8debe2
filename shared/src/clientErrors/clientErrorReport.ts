import type { RemoteName } from '../config/runtimeConfig';

/**
 * A client error as the page notices it, before anything is read from it, and what makes a page send it: the
 * same error once, at most the page's cap. The first load holds only the types (clientErrors.ts notices); these
 * rules and the event come with the first report (sendClientError.ts).
 */

/** The spec's calls 1-6 by stable names (dev-api's fault routes use the same). */
export type CallName = 'get-products' | 'products' | 'buy' | 'product-suggestions' | 'get-pays-subs' | 'countries';
/** How a call failed: an answer with an error status, no answer (network), none in time, or one our schema refused. */
export type CallFailure = 'status' | 'network' | 'timeout' | 'schema';
/**
 * Where loading a remote stopped: no answer in time, its manifest, its entry or module, its page while rendering,
 * or, embedded in another site's page, its start there (its config, style sheets or texts).
 */
export type RemoteFailureReason = 'timeout' | 'manifest' | 'entry' | 'render' | 'mount';

export type ClientErrorReport =
  | { kind: 'uncaught_error'; error: unknown; message: string; source: string; line: number; column: number }
  | { kind: 'unhandled_rejection'; error: unknown }
  | { kind: 'call_failed'; call: CallName; failure: CallFailure; status: number | null }
  | { kind: 'remote_failed'; remote: RemoteName; reason: RemoteFailureReason; error: unknown }
  /**
   * `stage`: the payment machine's step it ended in (remote-payment's PayStep: askingStatus, creatingMethod,
   * creatingIntent, checkingIntent, confirming, authenticating), or `unknown`. `type` and `code` are Stripe's (or
   * IntegrationError, or an exception); `error` holds the message (the provider's, or our text's key).
   */
  | { kind: 'payment_failed'; stage: string; type: string | null; code: string | null; error: unknown }
  /** `blockedUri` as the browser gives it: only its origin or keyword ever leaves the page (blockedOriginOf). */
  | { kind: 'csp_violation'; directive: string; blockedUri: string };

/**
 * The page as a report's event reads it, handed over by the first load (reportPage.ts), so the code fetched on
 * the first report imports none of the page's modules (which would keep the shared package from being bundled
 * as one module).
 */
export interface ReportPage {
  app: ReportingApp;
  /** The path under /suscripciones (routePathOf), null outside it. */
  route: () => string | null;
  language: () => string;
  /** The signed-in buyer, whose values are never sent. */
  user: () => { token_id: string; nombre: string; apellidos?: string | null; email: string } | null;
  trackingBase: () => string;
  /** Call 7 (the tracking client's `track`): never throws. */
  track: (eventType: string, extras: Record<string, string | number | boolean | null>, pageUrl: string) => Promise<void>;
}

/** The app that owns the page, as its events name it. */
export interface ReportingApp {
  /** host, or a remote on its own dev page or embedded in the parent portal. */
  app: string;
  /** Its version, baked in at build time. */
  version: string;
  /** The remote whose page the buyer is on (the host knows it from the route). */
  pageRemote?: () => RemoteName | null;
  /** A remote's version, from its manifest (the host reads them). */
  remoteVersion?: (remote: RemoteName) => string | null;
}

/** The message of a thrown value, as far as it has one (an Error, or a string thrown as such). */
export function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  const message: unknown = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}

/** What makes two reports "the same error" on a page: one event for both. */
export function reportKey(report: ClientErrorReport): string {
  switch (report.kind) {
    case 'uncaught_error':
      return `${report.kind}|${messageOf(report.error) || report.message}`;
    case 'unhandled_rejection':
      return `${report.kind}|${messageOf(report.error)}`;
    case 'call_failed':
      return `${report.kind}|${report.call}|${report.failure}|${report.status ?? ''}`;
    case 'remote_failed':
      return `${report.kind}|${report.remote}|${report.reason}`;
    case 'payment_failed':
      return `${report.kind}|${report.stage}|${report.type ?? ''}|${report.code ?? ''}|${messageOf(report.error)}`;
    case 'csp_violation':
      return `${report.kind}|${report.directive}|${blockedOriginOf(report.blockedUri)}`;
  }
}

/** What a page has sent so far: how many events, and which errors (reportKey). */
export interface ErrorBudget {
  readonly sent: number;
  readonly keys: ReadonlySet<string>;
}

export const freshBudget: ErrorBudget = { sent: 0, keys: new Set() };

/**
 * Whether a report goes out, and the page's budget after it: never once `perPage` events went (0: none at all),
 * never twice for the same error, so one error repeated in a loop does not use up the cap.
 */
export function admitReport(budget: ErrorBudget, key: string, perPage: number): { admitted: boolean; budget: ErrorBudget } {
  if (budget.sent >= perPage || budget.keys.has(key)) return { admitted: false, budget };
  return { admitted: true, budget: { sent: budget.sent + 1, keys: new Set(budget.keys).add(key) } };
}

/**
 * What a CSP violation may say of what was blocked: its origin (no path, no query), the scheme alone for data:,
 * blob: and the like, or the browser's keyword (inline, eval, wasm-eval, trusted-types-…).
 */
export function blockedOriginOf(blockedUri: string): string {
  if (/^[a-z][a-z-]*$/i.test(blockedUri)) return blockedUri;
  try {
    const url = new URL(blockedUri);
    return url.origin !== 'null' ? url.origin : url.protocol.slice(0, -1);
  } catch {
    return 'other';
  }
}
