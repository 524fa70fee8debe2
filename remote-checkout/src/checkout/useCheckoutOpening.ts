import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { cartAtom, loadIntoCartAtom, paidOrdersAtom, readCheckoutQuery, userAtom, type PriceChange } from '@suscripciones/shared';
import { paidIds } from './paidLines';
import { checkoutSearchFor } from './checkoutQuery';

type CheckoutStatus = 'loading' | 'ready' | 'error';

export interface CheckoutOpening {
  status: CheckoutStatus;
  /** How many products are being loaded (for placeholders that hold their space). */
  pending: number;
  retry: () => void;
  /** Lines whose price changed since the cart was filled (the buyer is told before paying). */
  priceChanges: readonly PriceChange[];
  /** Ids the address asked for that this buyer has already paid in this browser: left out, said, and addable on purpose. */
  alreadyPaid: readonly number[];
  addPaidAgain: () => void;
}

interface Request {
  add: readonly number[];
  alreadyPaid: readonly number[];
}

/**
 * What happens when the checkout opens, once: `?ids` is read (ids already
 * paid in this browser are left out and reported), the missing products are
 * loaded with call 2 and the prices of the cart refreshed, in one request. From
 * then on the address only shows the cart (a replacing navigation), and is
 * never read back into it. A lookup that fails while products are missing
 * replaces the page with its error; a failed refresh keeps the stored prices
 * (the purchase call checks them anyway).
 */
export function useCheckoutOpening(safeRedirect: (value: string) => string | null): CheckoutOpening {
  const location = useLocation();
  const navigate = useNavigate();
  const store = useStore();
  const loadIntoCart = useSetAtom(loadIntoCartAtom);
  const cart = useAtomValue(cartAtom);
  // The page's own path: once the address leaves it (the host swapping remotes), hands off its query.
  const [ownPath] = useState(location.pathname);
  const onOwnPath = location.pathname === ownPath;

  const [request, setRequest] = useState<Request>(() => {
    const inCart = new Set(store.get(cartAtom).map((item) => item.id));
    const paid = paidIds(store.get(paidOrdersAtom), store.get(userAtom)?.token_id ?? null);
    const { ids } = readCheckoutQuery(location.search);
    const alreadyPaid = ids.filter((id) => paid.has(id) && !inCart.has(id));
    return { add: ids.filter((id) => !alreadyPaid.includes(id)), alreadyPaid };
  });
  /** How many of these ids the cart lacks: the lines the page waits for. */
  const missingOf = (ids: readonly number[]) => {
    const inCart = new Set(store.get(cartAtom).map((item) => item.id));
    return ids.filter((id) => !inCart.has(id)).length;
  };
  const [state, setState] = useState<{ status: CheckoutStatus; pending: number; priceChanges: readonly PriceChange[] }>(() => {
    const pending = missingOf(request.add);
    return { status: pending > 0 ? 'loading' : 'ready', pending, priceChanges: [] };
  });
  const [attempt, setAttempt] = useState(0);
  /** A new load (a retry, a deliberate re-add) waits for the lines it adds, as the opening does. */
  const waitFor = (ids: readonly number[]) => {
    const pending = missingOf(ids);
    if (pending > 0) setState((previous) => ({ ...previous, status: 'loading', pending }));
  };

  useEffect(() => {
    let current = true;
    const pending = missingOf(request.add);
    void loadIntoCart(request.add).then((result) => {
      if (!current) return;
      if (result.status === 'failed') {
        setState((previous) => ({ ...previous, status: pending > 0 ? 'error' : 'ready', pending: 0 }));
        return;
      }
      setState((previous) => ({ status: 'ready', pending: 0, priceChanges: mergeChanges(previous.priceChanges, result.priceChanges) }));
    });
    return () => {
      current = false;
    };
    // Once per opening (and per retry or deliberate re-add): never on cart changes (missingOf reads the cart).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, request, loadIntoCart]);

  const ready = state.status === 'ready';
  useEffect(() => {
    if (!onOwnPath) return;
    // Ids refused as already paid stay in the address while the page says so: a reload says it again.
    const shown = ready ? [...new Set([...cart.map((item) => item.id), ...request.alreadyPaid])] : null;
    const next = checkoutSearchFor(location.search, shown, safeRedirect);
    if (next === null) return;
    void navigate({ pathname: location.pathname, search: next, hash: location.hash }, { replace: true, state: location.state as unknown });
  }, [onOwnPath, ready, cart, request.alreadyPaid, location, navigate, safeRedirect]);

  const retry = () => {
    waitFor(request.add);
    setAttempt((value) => value + 1);
  };
  const addPaidAgain = () => {
    waitFor(request.alreadyPaid);
    setRequest({ add: request.alreadyPaid, alreadyPaid: [] });
  };
  return { status: state.status, pending: state.pending, retry, priceChanges: state.priceChanges, alreadyPaid: request.alreadyPaid, addPaidAgain };
}

/** Later answers win for a line; a line whose price went back is no change any more. */
function mergeChanges(previous: readonly PriceChange[], next: readonly PriceChange[]): readonly PriceChange[] {
  const byId = new Map(previous.map((change) => [change.id, change]));
  for (const change of next) {
    const first = byId.get(change.id);
    byId.set(change.id, first ? { ...change, before: first.before } : change);
  }
  return [...byId.values()].filter((change) => change.before !== change.after);
}
