/**
 * Whether this page reports: a share `rate` of page loads (0 never, 1 always), drawn once per page load. The
 * field data (host/src/fieldData) and the client errors (clientErrors/) each draw their own.
 */
export function isSampled(rate: number, draw: () => number = Math.random): boolean {
  return rate > 0 && draw() < rate;
}
