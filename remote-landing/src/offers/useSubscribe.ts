import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { addToCartAtom, cartItemsAtom } from '@suscripciones/shared/cart';
import { idsParam, toCartItem } from '@suscripciones/shared/cart-rules';
import { useLanguage } from '@suscripciones/shared/context';
import { withLanguage } from '@suscripciones/shared/navigation';
import type { SubscriptionOffer } from '@suscripciones/shared/schemas';
import { userAtom } from '@suscripciones/shared/session';
import { notifyError, notifySuccess } from '@suscripciones/shared/ui';
import { trackSubscribeClicked } from '../tracking/landingTracking';
import { localisedName, offerAsProduct } from './offerRules';

export interface SubscribeOptions {
  /** Leads to checkout; gets the app path with `?ids=` and `?lang=` (e.g. `/checkout?ids=1,2&lang=es`). */
  goToCheckout: (path: string) => void;
  /** Whether to show the added-to-cart toast (the page leaves at once inside the parent portal). */
  toast: boolean;
  source: 'landing' | 'embed';
}

/**
 * Subscribing: the offer joins the shared cart once (toast when it was
 * added), the click is tracked, and the buyer goes to checkout with every
 * cart id.
 */
export function useSubscribe({ goToCheckout, toast, source }: SubscribeOptions): (offer: SubscriptionOffer) => void {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const store = useStore();
  const user = useAtomValue(userAtom);
  const addToCart = useSetAtom(addToCartAtom);

  return useCallback(
    (offer: SubscriptionOffer) => {
      trackSubscribeClicked(offer, user?.token_id ?? null, source);
      const product = offerAsProduct(offer);
      if (!product) {
        notifyError(t('offers.unavailable'));
        return;
      }
      if (addToCart(toCartItem(product)) && toast) {
        notifySuccess(t('common:addedToCart', { name: localisedName(offer, language) }));
      }
      goToCheckout(withLanguage(`/checkout?ids=${idsParam(store.get(cartItemsAtom))}`, language));
    },
    [addToCart, goToCheckout, language, source, store, t, toast, user],
  );
}
