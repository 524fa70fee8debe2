import { useLayoutEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { cartItemsAtom } from '@suscripciones/shared/cart';
import { applyPriceRule } from './priceRules';
import { paidSubscriptionsAtom } from '@suscripciones/shared/session';

/**
 * Recomputes current_price and current_stripe_id whenever the cart or the
 * user's paid subscriptions change, and writes the cart back only when the
 * rule changed something (applyPriceRule returns the same array otherwise).
 * A layout effect, so a wrong price is never painted. The host's layout runs
 * it for every page (checkout and payment alike), as does a remote's dev page.
 */
export function usePriceRuleSync(): void {
  const [cart, setCart] = useAtom(cartItemsAtom);
  const subscriptions = useAtomValue(paidSubscriptionsAtom);
  useLayoutEffect(() => {
    const priced = applyPriceRule(cart, subscriptions);
    if (priced !== cart) setCart([...priced]);
  }, [cart, subscriptions, setCart]);
}
