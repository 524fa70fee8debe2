import { z } from 'zod/mini';
import { idSchema, nonEmptyText } from '@suscripciones/shared';

/**
 * The outcome of a payment, told to the buyer's other tabs: a tab showing the
 * same cart says it was paid instead of offering to pay it again. Messages
 * come from other pages of the origin, so they are parsed like any outside
 * value.
 */
const channelName = 'suscripciones-payments';

const paidMessageSchema = z.object({ kind: z.literal('paid'), tokenId: nonEmptyText, reference: nonEmptyText, itemIds: z.array(idSchema) });
export type PaidMessage = z.infer<typeof paidMessageSchema>;

const openChannel = (): BroadcastChannel | null => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName));

export function announcePaid(message: Omit<PaidMessage, 'kind'>): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ kind: 'paid', ...message });
  channel.close();
}

/** Listens for payments made in other tabs; returns the way to stop. */
export function onPaidElsewhere(listener: (message: PaidMessage) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const parsed = paidMessageSchema.safeParse(event.data);
    if (parsed.success) listener(parsed.data);
  };
  return () => channel.close();
}
