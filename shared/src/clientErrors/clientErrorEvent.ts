import type { RemoteName } from '../config/runtimeConfig';
import type { TrackingExtras } from '../tracking/tracking';
import { blockedOriginOf, messageOf, type ClientErrorReport } from './clientErrorReport';

/**
 * A client error as a call 7 event: pure, so what may leave the page is decided here and tested here. Never
 * anything personal: no URL's query or hash, no e-mail, token, long number, nor any value the page knows to be
 * the buyer's (their name, e-mail and token_id, what they typed, the addresses shown); a call's URL and body are
 * never read at all. Fetched with the first report, never in a first load.
 */
export const clientErrorEventType = 'client_error';

/** The longest message and stack sent (the tracking service takes texts of up to 1000 characters). */
const messageMax = 300;
const stackMax = 1000;

export interface ReportContext {
  /** The path under /suscripciones (routePathOf); null outside it (the landing embedded in the portal). */
  route: string | null;
  language: string;
  app: string;
  appVersion: string;
  /** The remote whose page shows, for the errors not tied to one remote. */
  pageRemote: RemoteName | null;
  remoteVersion: (remote: RemoteName) => string | null;
  /** Values the page knows are the buyer's: removed wherever they appear. */
  personal: readonly string[];
  /** Call 7's own origin: a violation that blocks it is not reported through it. */
  trackingOrigin: string;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** No letter or digit on either side: whole words and values only. */
const wholeWord = (pattern: string): string => `(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`;

/** The buyer's values and each word of them (3 characters or more), longest first, at most 200 of them. */
function personalTerms(values: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const value of values) {
    const trimmed = value.trim().slice(0, 200);
    if (trimmed.length >= 3) terms.add(trimmed);
    for (const word of trimmed.split(/[\s,;:/()"'<>]+/)) if (word.length >= 3) terms.add(word);
  }
  return [...terms].sort((a, b) => b.length - a.length).slice(0, 200);
}

/** An address without its query and hash; a stack frame's `:line:column` after them is kept. */
function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  if (cut < 0) return url;
  const position = /:\d+(?::\d+)?$/.exec(url.slice(cut));
  return url.slice(0, cut) + (position ? position[0] : '');
}

/**
 * A text that may leave the page: addresses lose their query and hash, then the buyer's known values, e-mails
 * (also URL-encoded), JWT-like and other long opaque tokens, and runs of 6 or more digits (card, phone and
 * identity numbers, token ids) are replaced, and the result is cut to `max` characters.
 */
export function scrubText(text: string, personal: readonly string[] = [], max = messageMax): string {
  let result = text
    .slice(0, 20_000)
    .replace(/\b[a-z][a-z\d+.-]*:\/\/[^\s'"`<>()]+/gi, withoutQuery)
    // A path with a query but no scheme ("/suscripciones/payment?token=…").
    .replace(/(^|[\s'"`(])(\/[^\s?#'"`<>()]*)[?#][^\s'"`<>()]*/g, '$1$2');
  const terms = personalTerms(personal);
  if (terms.length > 0) result = result.replace(new RegExp(wholeWord(terms.map(escapeRegExp).join('|')), 'giu'), '[personal]');
  result = result
    .replace(/[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi, '[email]')
    .replace(/\beyJ[\w-]*\.[\w-]*\.?[\w-]*/g, '[token]')
    .replace(/[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g, '[token]')
    .replace(/(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{24,}(?![\w-])/gi, '[token]')
    .replace(/\+?\d(?:[ .-]?\d){5,}/g, '[number]');
  return result.length > max ? `${result.slice(0, max - 1)}…` : result;
}

/** Origin and path of an address, nothing else (an event's page_url); null for what is no address. */
export function pageUrlOf(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

/** The values of the signed-in buyer that must never leave the page. */
export function userValues(user: { token_id: string; nombre: string; apellidos?: string | null; email: string } | null): string[] {
  return user ? [user.token_id, user.nombre, user.apellidos ?? '', user.email] : [];
}

/** Name, message and stack of a thrown value, scrubbed; a value that is no Error says only its type. */
function describeError(error: unknown, fallback: string, personal: readonly string[]): TrackingExtras {
  const isError = typeof error === 'object' && error !== null && 'message' in error;
  const name = isError ? (error as { name?: unknown }).name : undefined;
  const stack = isError ? (error as { stack?: unknown }).stack : undefined;
  return {
    error_name: typeof name === 'string' ? scrubText(name, personal, 100) : typeof error,
    message: scrubText(messageOf(error) || fallback, personal),
    stack: typeof stack === 'string' ? scrubText(stack, personal, stackMax) : null,
  };
}

/**
 * The federation runtime's own error code (`RUNTIME-008`: its scripts did not load; `RUNTIME-003`: no manifest…),
 * which its messages carry as `#RUNTIME-008` and its troubleshooting docs go by: found in the error or the errors
 * that caused it (a loader wraps the runtime's), null when the runtime gave none.
 */
const federationCode = /\s*#((?:RUNTIME|BUILD|TYPE)-\d{3})\b/;

function federationErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    const code = federationCode.exec(messageOf(current))?.[1];
    if (code) return code;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return null;
}

/** The extra fields of a report's call 7 event; null when it must not be sent through call 7. */
export function clientErrorExtras(report: ClientErrorReport, context: ReportContext): TrackingExtras | null {
  const { personal } = context;
  const remote = report.kind === 'remote_failed' ? report.remote : report.kind === 'payment_failed' ? 'payment' : context.pageRemote;
  const common: TrackingExtras = {
    kind: report.kind,
    route: context.route,
    language: context.language,
    app: context.app,
    app_version: context.appVersion,
    remote,
    remote_version: remote ? context.remoteVersion(remote) : null,
  };
  switch (report.kind) {
    case 'uncaught_error':
      return {
        ...common,
        ...describeError(report.error, report.message, personal),
        source: report.source ? scrubText(report.source, personal, 500) : null,
        line: report.line,
        column: report.column,
      };
    case 'unhandled_rejection':
      return { ...common, ...describeError(report.error, '', personal) };
    case 'call_failed':
      return { ...common, call: report.call, failure: report.failure, status: report.status };
    case 'remote_failed': {
      const described = describeError(report.error, '', personal);
      // The runtime's code goes in a field of its own, not as a `#` mark in the text.
      const message = typeof described.message === 'string' ? described.message.replace(new RegExp(federationCode.source, 'g'), '') : null;
      return { ...common, reason: report.reason, runtime_code: federationErrorCode(report.error), ...described, message, stack: null };
    }
    case 'payment_failed':
      return {
        ...common,
        stage: report.stage,
        stripe_type: report.type,
        stripe_code: report.code,
        message: scrubText(messageOf(report.error), personal),
      };
    case 'csp_violation': {
      const blocked = blockedOriginOf(report.blockedUri);
      return blocked === context.trackingOrigin ? null : { ...common, directive: report.directive, blocked_origin: blocked };
    }
  }
}
