import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { cartAtom, loadIntoCartAtom, useLanguage, checkoutPath, userAtom, notifyError, notifySuccess } from '@suscripciones/shared';
import { localisedName } from '@suscripciones/kit/catalogue';
import type { SubscriptionOffer } from '../api/offersSchema';
import { trackSubscribeClicked } from '../tracking/landingTracking';

export interface SubscribeOptions {
  /** Leads to checkout; gets the app path with `?ids=` and `?lang=` (e.g. `/checkout?ids=1,2&lang=es`). */
  goToCheckout: (path: string) => void;
  source: 'landing' | 'embed';
}

/**
 * Subscribing. An offer is not a product: the membership's full product comes
 * from call 2 and joins the shared cart once (on the landing a toast says
 * so; inside the parent portal the page is left at once), then the buyer
 * goes to checkout with every cart id. A lookup that fails still leads to
 * checkout, whose ids carry the offer: it explains and offers a retry.
 */
export function useSubscribe({ goToCheckout, source }: SubscribeOptions): (offer: SubscriptionOffer) => Promise<void> {
  const { t } = useTranslation(['landing', 'common']);
  const language = useLanguage();
  const store = useStore();
  const user = useAtomValue(userAtom);
  const loadIntoCart = useSetAtom(loadIntoCartAtom);

  return useCallback(
    async (offer: SubscriptionOffer) => {
      trackSubscribeClicked(offer, user?.token_id ?? null, source);
      const withOffer = () => [...new Set([...store.get(cartAtom).map((item) => item.id), offer.id])];
      const result = await loadIntoCart([offer.id]);
      if (result.status === 'ok' && result.unknown.includes(offer.id)) {
        notifyError(t('offers.unavailable'));
        return;
      }
      if (source === 'landing' && result.status === 'ok' && result.added.includes(offer.id)) {
        notifySuccess(t('common:addedToCart', { name: localisedName(offer, language) }));
      }
      goToCheckout(checkoutPath({ ids: withOffer(), language }));
    },
    [goToCheckout, language, loadIntoCart, source, store, t, user],
  );
}
