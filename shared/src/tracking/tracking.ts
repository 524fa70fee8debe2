import { sendTrackingEvent } from '../api/client';
import { trackingEventSchema } from '../schemas/entities';
import { trackingPortalName } from '../context/portal';

export type TrackingExtras = Record<string, string | number | boolean | null>;

/** Builds a call 7 event from the current page (the go-live check: from the page it stands for); pure apart from its arguments. */
export function buildTrackingEvent(eventType: string, extras: TrackingExtras, page: { href: string; hostname: string; userAgent: string }, now: Date) {
  return trackingEventSchema.parse({
    ...extras,
    event_type: eventType,
    timestamp: now.toISOString(),
    page_url: page.href,
    portal: trackingPortalName(page.hostname),
    user_agent: page.userAgent,
  });
}

/**
 * Sends an event; never throws and never shows anything to the user. `pageUrl` is the page's address as the
 * event tells it (a client error's: origin and path only).
 */
export function track(eventType: string, extras: TrackingExtras = {}, pageUrl: string = window.location.href): Promise<void> {
  try {
    const event = buildTrackingEvent(eventType, extras, { href: pageUrl, hostname: window.location.hostname, userAgent: navigator.userAgent }, new Date());
    return sendTrackingEvent(event);
  } catch (error) {
    console.error('Error al enviar evento de tracking', error);
    return Promise.resolve();
  }
}
