import { track } from '@suscripciones/shared';

/** The page name the landing is tracked under (docs/rules.md). */
const trackedPage = '/Subscriptions';

const landingEvents = {
  pageView: 'page_view',
  viewed: 'home_subscriptions_viewed',
  /** The spec's spelling ("subcription"), kept so existing reports keep matching. */
  clicked: (offerName: string) => `subcription_clicked_${offerName}`,
} as const;

type TokenId = string | null;

/**
 * Events go through shared `track()`, which fills the call 7 fields, never
 * throws and only logs a failure; the returned promise is deliberately not awaited.
 */
export function trackLandingViewed(tokenId: TokenId): void {
  void track(landingEvents.pageView, { page: trackedPage, token_id: tokenId });
  void track(landingEvents.viewed, { token_id: tokenId, event_target: trackedPage });
}

/** A subscribe click: the offer's (untranslated) name in the event type, its id as the target. */
export function trackSubscribeClicked(offer: { id: number; name: string }, tokenId: TokenId, source: 'landing' | 'embed'): void {
  void track(landingEvents.clicked(offer.name), { token_id: tokenId, event_target: `subscribe-${offer.id}`, source });
}
