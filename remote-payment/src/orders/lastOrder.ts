import { sessionStore, storageKeys } from '@suscripciones/shared';

/**
 * The reference of the payment this tab has just made: /thanks shows that
 * order and finishes it. Without one (a bookmark, a shared link, another
 * tab) /thanks touches nothing.
 */

export const rememberLastOrder = (reference: string): void => sessionStore.write(storageKeys.lastOrder, reference);
export const lastOrderReference = (): string | null => sessionStore.read(storageKeys.lastOrder);
export const forgetLastOrder = (): void => sessionStore.remove(storageKeys.lastOrder);
