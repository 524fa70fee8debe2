import type { HttpBindings } from '@hono/node-server';
import type { Context, Handler } from 'hono';
import { z } from 'zod';
import { json } from '../http';
import { keysOf } from '../keysOf';
import { MapStore } from '../state/memoryStore';

/**
 * Fault injection for tests, as test tools of real services offer it: a route answers 500, invalid JSON, a JSON
 * value that breaks its schema, or nothing at all (the request stays open until the server closes); or it does
 * its work and its answer is lost on the way back (`lose-answer`: the client's read fails, as on a dropped
 * connection, one a browser does not silently send again: see onLoseAnswer); a card confirmation may end
 * `processing` (a bank that takes its time). A fault lasts until it is
 * cleared, the control reset runs, or it has served `times` requests.
 */

/** The routes a fault can target, each with a value of the right JSON kind (list or object) that its shared schema refuses. */
const badSchemaBodies = {
  'get-products': '[{"id":"x"}]',
  products: '[{"id":"x"}]',
  'product-suggestions': '{"nope":true}',
  buy: '{"success":"yes","clientSecret":42}',
  'get-pays-subs': '{"nope":true}',
  countries: '[{"id":"x"}]',
  track: '{"nope":true}',
  'stripe-payment-methods': '{"id":42}',
  'stripe-confirm': '{"status":42}',
  'stripe-authenticate': '{"status":42}',
  'stripe-retrieve': '{"status":42}',
} as const;
const faultRouteSchema = z.enum(keysOf(badSchemaBodies));
export type FaultRoute = z.infer<typeof faultRouteSchema>;
const faultModeSchema = z.enum(['status-500', 'malformed-json', 'bad-schema', 'hang', 'lose-answer', 'processing', 'none']);
export type FaultMode = z.infer<typeof faultModeSchema>;
type ActiveMode = Exclude<FaultMode, 'none'>;
const slowBankRoutes: readonly FaultRoute[] = ['stripe-confirm', 'stripe-authenticate'];

export const faultRequestSchema = z
  .strictObject({ route: faultRouteSchema, mode: faultModeSchema, times: z.int().min(1).max(100).optional() })
  .refine((fault) => fault.mode !== 'processing' || slowBankRoutes.includes(fault.route), 'mode processing is for stripe-confirm and stripe-authenticate');

/** Cut off in the middle of a value: JSON.parse throws on it. */
const malformedJson = '{"data": [{"id": 1, "name": "trunc';

export class FaultRegistry extends MapStore<FaultRoute, { mode: ActiveMode; left: number }> {
  // records: the active faults, by route.

  /**
   * Called when a lost answer is set up: the server closes its idle kept-alive connections (server.ts). A browser
   * sends a request again, unseen by the page, when a connection it reused drops before any answer (Chromium does,
   * POSTs included): only a request on a connection of its own loses its answer for the page.
   */
  onLoseAnswer: () => void = () => undefined;

  /** Sets a route's fault (for `times` requests, or until cleared); mode 'none' clears it. */
  set(route: FaultRoute, mode: FaultMode, times = Infinity): void {
    if (mode === 'none') this.records.delete(route);
    else this.records.set(route, { mode, left: times });
    if (mode === 'lose-answer') this.onLoseAnswer();
  }

  /** A lost answer is set up: meanwhile every answer closes its connection, so that no request reuses one (above). */
  losesAnswers(): boolean {
    return [...this.records.values()].some((fault) => fault.mode === 'lose-answer');
  }

  /** The route's fault for this request, counted as served. */
  take(route: FaultRoute): FaultMode {
    const fault = this.records.get(route);
    if (!fault) return 'none';
    fault.left -= 1;
    if (fault.left <= 0) this.records.delete(route);
    return fault.mode;
  }

  all(): Partial<Record<FaultRoute, FaultMode>> {
    return Object.fromEntries([...this.records].map(([route, fault]) => [route, fault.mode]));
  }
}

const raw = (text: string): Response => new Response(text, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

/** Marks an answer the unit tests' fake world turns into a network error (testing/fakeWorld.ts). */
export const lostAnswerHeader = 'X-Dev-Api-Lost-Answer';

/** The connection drops before the answer: over HTTP its socket is destroyed; in-process, the fake world fails the request. */
function lost(c: Context): Response | Promise<Response> {
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  if (!socket) return json(502, { error: 'The answer was lost' }, { [lostAnswerHeader]: 'true' });
  socket.destroy();
  return new Promise<Response>(() => undefined);
}

/**
 * Wraps a route's handler so that its active fault, if any, answers instead (before any validation); `lose-answer`
 * runs the handler first, and `processing` is the handler's own to carry out (it receives the mode).
 */
export function withFault(faults: FaultRegistry, route: FaultRoute, handler: (c: Context, mode: FaultMode) => Response | Promise<Response>): Handler {
  return async (c) => {
    const mode = faults.take(route);
    switch (mode) {
      case 'status-500':
        return json(500, { error: `Injected fault: ${route} answers 500` });
      case 'malformed-json':
        return raw(malformedJson);
      case 'bad-schema':
        return raw(badSchemaBodies[route]);
      case 'hang':
        return new Promise<Response>(() => undefined);
      case 'lose-answer':
        await handler(c, mode);
        return lost(c);
      default:
        return handler(c, mode);
    }
  };
}
