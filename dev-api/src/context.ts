import type { Hono } from 'hono';
import type { TrackingEvent } from '@suscripciones/shared/schemas/entities';
import { FaultRegistry } from './control/faults';
import { UserDirectory } from './identity/users';
import type { Order } from './payments/orders';
import { IdempotencyStore } from './payments/idempotency';
import { PaymentIntentStore } from './payments/paymentIntents';
import { buildCatalogue, type Catalogue } from './seed/catalogue';
import { MemoryLog } from './state/memoryLog';
import { isMemoryStore } from './state/memoryStore';
import { PaymentMethodStore } from './stripe/paymentMethods';
import type { Confirmation } from './stripe/provider';
import { WalletStore } from './stripe/wallet';

/** dev-api's routes of one area, added to the app. */
export type Area = (app: Hono, context: DevApiContext) => void;

/** A tracking event as recorded, with the time dev-api received it. */
interface RecordedEvent {
  readonly receivedAt: string;
  readonly event: TrackingEvent;
}

/** Everything one running dev-api holds: config, seed data and the in-memory state. */
export interface DevApiContext {
  /** dev-api's own origin, e.g. http://localhost:3010. */
  readonly origin: string;
  /** The suscripciones host app's origin, e.g. http://localhost:3000. */
  readonly hostOrigin: string;
  /** Origins the identity pages may send the browser back to. */
  readonly returnOrigins: ReadonlySet<string>;
  readonly catalogue: Catalogue;
  readonly users: UserDirectory;
  readonly intents: PaymentIntentStore;
  /** Call 3's idempotency keys, honoured as the card provider honours them. */
  readonly idempotency: IdempotencyStore;
  readonly orders: MemoryLog<Order>;
  readonly events: MemoryLog<RecordedEvent>;
  readonly faults: FaultRegistry;
  /** The Stripe.js double's payment methods (card numbers kept apart from the answers). */
  readonly paymentMethods: PaymentMethodStore;
  /** Every attempt to confirm or authenticate an intent, for tests: a double payment shows up here. */
  readonly confirmations: MemoryLog<Confirmation>;
  /** The browser's wallet the Stripe.js double offers (none until a test sets one up). */
  readonly wallet: WalletStore;
}

export interface ContextOptions {
  readonly origin: string;
  readonly hostOrigin: string;
  readonly returnOrigins: ReadonlySet<string>;
}

export function createContext(options: ContextOptions): DevApiContext {
  return {
    ...options,
    catalogue: buildCatalogue(options.origin),
    users: new UserDirectory(options.origin),
    intents: new PaymentIntentStore(),
    idempotency: new IdempotencyStore(),
    orders: new MemoryLog<Order>(),
    events: new MemoryLog<RecordedEvent>(),
    faults: new FaultRegistry(),
    paymentMethods: new PaymentMethodStore(),
    confirmations: new MemoryLog<Confirmation>(),
    wallet: new WalletStore(),
  };
}

/**
 * The control reset: every store the context holds is cleared (orders,
 * events, intents, idempotency keys, faults, created users, payment methods,
 * confirmations), found by its shape so a new store is never left out.
 */
export function resetState(context: DevApiContext): void {
  for (const value of Object.values(context)) if (isMemoryStore(value)) value.clear();
}
