import { z } from 'zod';
import type { Handler } from '../http/router';
import { errorReply, hangReply, rawJsonReply, type Reply } from '../http/reply';
import type { MemoryStore } from '../state/memoryStore';

/**
 * Fault injection for tests: a route can be made to answer 500, invalid
 * JSON, a JSON value that breaks its schema, or nothing at all (the request
 * stays open until the server closes). A fault lasts until it is cleared or
 * the control reset runs.
 */
const faultRouteSchema = z.enum(['get-products', 'products', 'product-suggestions', 'buy', 'get-pays-subs', 'countries', 'track']);
export type FaultRoute = z.infer<typeof faultRouteSchema>;

const faultModeSchema = z.enum(['status-500', 'malformed-json', 'bad-schema', 'hang', 'none']);
export type FaultMode = z.infer<typeof faultModeSchema>;

export const faultRequestSchema = z.strictObject({ route: faultRouteSchema, mode: faultModeSchema });

/** A value of the right JSON kind (list or object) that the route's shared schema refuses. */
const badSchemaBodies: Readonly<Record<FaultRoute, string>> = {
  'get-products': '[{"id":"x"}]',
  products: '[{"id":"x"}]',
  'product-suggestions': '{"nope":true}',
  buy: '{"success":"yes","clientSecret":42}',
  'get-pays-subs': '{"nope":true}',
  countries: '[{"id":"x"}]',
  track: '{"nope":true}',
};

/** Cut off in the middle of a value: JSON.parse throws on it. */
const malformedJson = '{"data": [{"id": 1, "name": "trunc';

export class FaultRegistry implements MemoryStore {
  readonly recordsState = true;
  private readonly active = new Map<FaultRoute, Exclude<FaultMode, 'none'>>();

  /** Sets a route's fault; mode 'none' clears it. */
  set(route: FaultRoute, mode: FaultMode): void {
    if (mode === 'none') this.active.delete(route);
    else this.active.set(route, mode);
  }

  get(route: FaultRoute): FaultMode {
    return this.active.get(route) ?? 'none';
  }

  all(): Partial<Record<FaultRoute, FaultMode>> {
    return Object.fromEntries(this.active);
  }

  get size(): number {
    return this.active.size;
  }

  clear(): void {
    this.active.clear();
  }
}

function faultReply(route: FaultRoute, mode: FaultMode): Reply | null {
  switch (mode) {
    case 'status-500':
      return errorReply(500, `Injected fault: ${route} answers 500`);
    case 'malformed-json':
      return rawJsonReply(200, malformedJson);
    case 'bad-schema':
      return rawJsonReply(200, badSchemaBodies[route]);
    case 'hang':
      return hangReply;
    case 'none':
      return null;
  }
}

/** Wraps a handler so the route's active fault, if any, answers instead (before any validation). */
export function withFault(faults: FaultRegistry, route: FaultRoute, handler: Handler): Handler {
  return (request) => faultReply(route, faults.get(route)) ?? handler(request);
}
