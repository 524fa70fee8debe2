import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { getProductsByIds, isApiFailure } from '@suscripciones/shared/api';
import { addToCartAtom, cartItemsAtom } from '@suscripciones/shared/cart';
import { parseIdsParam, toCartItem } from '@suscripciones/shared/cart-rules';
import { checkoutParams, reconcileCheckoutSearch } from './checkoutQuery';

export type CartQueryStatus = 'loading' | 'ready' | 'error';

export interface CartFromQuery {
  status: CartQueryStatus;
  /** How many products are being loaded (for placeholders that hold their space). */
  pending: number;
  retry: () => void;
}

/**
 * Keeps `?ids` and the shared cart in agreement. Ids of the query that the
 * cart lacks are loaded with call 2 and added; from then on the query follows
 * the cart (additions, removals, other tabs) with a replacing navigation, and
 * an unsafe `urlredirect` is dropped. A query value this hook wrote itself is
 * not loaded again, so a removal can never bring an item back.
 */
export function useCartFromQuery(safeRedirect: (value: string) => string | null): CartFromQuery {
  const location = useLocation();
  const navigate = useNavigate();
  const store = useStore();
  const cart = useAtomValue(cartItemsAtom);
  const addToCart = useSetAtom(addToCartAtom);
  const idsValue = new URLSearchParams(location.search).get(checkoutParams.ids);
  const written = useRef<string | null>(null);
  // The page's own path: once the address leaves it (proceeding to /payment while the host swaps
  // remotes), this hook must not touch the new page's query.
  const ownPath = useRef(location.pathname);
  const onOwnPath = location.pathname === ownPath.current;
  const [attempt, setAttempt] = useState(0);

  const missingIds = useCallback(
    (value: string | null) => {
      const present = new Set(store.get(cartItemsAtom).map((item) => item.id));
      return parseIdsParam(value).filter((id) => !present.has(id));
    },
    [store],
  );

  const [state, setState] = useState<{ status: CartQueryStatus; pending: number }>(() => {
    const missing = missingIds(idsValue).length;
    return missing > 0 ? { status: 'loading', pending: missing } : { status: 'ready', pending: 0 };
  });

  useEffect(() => {
    if (!onOwnPath) return;
    if (idsValue !== null && idsValue === written.current) return;
    const missing = missingIds(idsValue);
    if (missing.length === 0) {
      setState({ status: 'ready', pending: 0 });
      return;
    }
    let current = true;
    setState({ status: 'loading', pending: missing.length });
    void getProductsByIds(missing).then((answer) => {
      if (!current) return;
      if (isApiFailure(answer)) {
        setState({ status: 'error', pending: 0 });
        return;
      }
      const wanted = new Set(missing);
      const byId = new Map(answer.filter((product) => wanted.has(product.id)).map((product) => [product.id, product]));
      for (const id of missing) {
        const product = byId.get(id);
        if (product) addToCart(toCartItem(product));
      }
      setState({ status: 'ready', pending: 0 });
    });
    return () => {
      current = false;
    };
  }, [onOwnPath, idsValue, attempt, missingIds, addToCart]);

  const ready = state.status === 'ready';
  useEffect(() => {
    if (!onOwnPath) return;
    const next = reconcileCheckoutSearch(location.search, { cartIds: ready ? cart.map((item) => item.id) : null, safeRedirect });
    if (next === null) return;
    if (ready) written.current = new URLSearchParams(next).get(checkoutParams.ids);
    void navigate({ pathname: location.pathname, search: next, hash: location.hash }, { replace: true, state: location.state });
  }, [onOwnPath, ready, cart, location, navigate, safeRedirect]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { status: state.status, pending: state.pending, retry };
}
