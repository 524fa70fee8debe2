import { storageKeys } from '@suscripciones/shared';
/**
 * The session identifier sent with a payment (docs/rules.md): one per browser tab,
 * kept in sessionStorage so a reload keeps it and another tab gets its own.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let inMemory: string | null = null;

export function paymentSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): string {
  try {
    const stored = storage?.getItem(storageKeys.paymentSession);
    if (stored && uuidPattern.test(stored)) return stored;
    const id = crypto.randomUUID();
    storage?.setItem(storageKeys.paymentSession, id);
    if (!storage) inMemory ??= id;
    return storage ? id : (inMemory ?? id);
  } catch {
    // Storage refused (private mode): one id for the life of the page.
    inMemory ??= crypto.randomUUID();
    return inMemory;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
