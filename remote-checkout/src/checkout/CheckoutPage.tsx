import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  addToCartAtom,
  cartItemsAtom,
  cartSummaryAtom,
  heldMembershipsAtom,
  purchaseItemsAtom,
  readyToPayAtom,
  removeFromCartAtom,
  getRuntimeConfig,
  useLanguage,
  partnerPriceReason,
  paymentPath,
  paidSubscriptionsAtom,
  paidSubscriptionsStateAtom,
  userAtom,
  notifyError,
  notifySuccess,
  acceptedUrlRedirect,
  safeRedirect,
  homePath,
  type CartItem,
  type Product,
} from '@suscripciones/shared';
import { localisedName } from '@suscripciones/kit/catalogue';
import { HeldMemberships, PriceChangeNotice } from '@suscripciones/kit/ui';
import { BackArrow, EmptyCart } from '@suscripciones/kit/ui';
import { AccountLinks } from '../account/AccountLinks';
import { NeedLoginDialog } from '../account/NeedLoginDialog';
import { useIdentityLinks } from '../account/useIdentityLinks';
import { CartItemCard, CartItemSkeleton } from '../cart/CartItemCard';
import { OrderSummary } from '../summary/OrderSummary';
import { proceedBlocker, proceedPressBlocker } from '../summary/proceedRules';
import { SuggestedMembership } from '../suggestion/SuggestedMembership';
import { chooseSuggestion, suggestionQueryIds } from '../suggestion/suggestionRules';
import { useSuggestions } from '../suggestion/useSuggestions';
import { useCheckoutOpening } from './useCheckoutOpening';
import styles from './CheckoutPage.module.css';

export interface CheckoutPageProps {
  /** Disables the proceed button from outside (for example while the page's owner is busy). */
  proceedDisabled?: boolean;
}

/** At most this many placeholders while the query's products load. */
const maxSkeletons = 4;

/** The redirect check (safeRedirect) for this page: only the portal family's hosts (and this host) are accepted. */
function useSafeRedirect(): (value: string) => string | null {
  return useMemo(() => {
    const config = getRuntimeConfig();
    return (value: string) => safeRedirect(value, config, window.location.host);
  }, []);
}

/**
 * /checkout?ids=...&urlredirect=...: the cart, its partner prices, a suggested membership and the way to payment.
 * The page opens again when the buyer changes (the account switch of a `?token` link, a logout): what the
 * address asks for is weighed against the new buyer's own paid orders, not the previous buyer's.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const buyer = useAtomValue(userAtom)?.token_id ?? 'visitor';
  return <CheckoutScreen key={buyer} {...props} />;
}

function CheckoutScreen({ proceedDisabled = false }: CheckoutPageProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const checkRedirect = useSafeRedirect();
  const opening = useCheckoutOpening(checkRedirect);
  const { status, pending, retry } = opening;

  const cart = useAtomValue(cartItemsAtom);
  const summary = useAtomValue(cartSummaryAtom);
  const purchase = useAtomValue(purchaseItemsAtom);
  const held = useAtomValue(heldMembershipsAtom);
  const purchaseState = useAtomValue(readyToPayAtom);
  const user = useAtomValue(userAtom);
  const subscriptionsState = useAtomValue(paidSubscriptionsStateAtom);
  const subscriptions = useAtomValue(paidSubscriptionsAtom);
  const addToCart = useSetAtom(addToCartAtom);
  const removeFromCart = useSetAtom(removeFromCartAtom);
  const [loginOpen, setLoginOpen] = useState(false);

  const ready = status === 'ready';
  const sessionLoading = user !== null && subscriptionsState.status === 'loading';
  const loading = status === 'loading' || sessionLoading;
  const cartIds = cart.map((item) => item.id);
  const urlredirect = acceptedUrlRedirect(location.search, getRuntimeConfig(), window.location.host);
  const identityLinks = useIdentityLinks(cartIds, language, urlredirect, checkRedirect);
  const suggestions = useSuggestions(ready ? suggestionQueryIds(cart) : []);
  const suggestion = loading ? null : chooseSuggestion(suggestions, cart, subscriptions);
  const assetsBase = getRuntimeConfig().assetsBase;

  const remove = useCallback((item: CartItem) => removeFromCart(item.id), [removeFromCart]);
  const addSuggestion = useCallback(
    (membership: Product) => {
      if (addToCart(membership)) notifySuccess(t('common:addedToCart', { name: localisedName(membership, language) }));
    },
    [addToCart, t, language],
  );

  const proceed = () => {
    switch (proceedPressBlocker({ loggedIn: user !== null, singleRegion: summary.singleRegion })) {
      case 'notLoggedIn':
        setLoginOpen(true);
        return;
      case 'mixedRegion':
        notifyError(t('screens.checkoutScreen.mixRegion'));
        return;
      case null:
        void navigate(paymentPath({ language, urlredirect }));
    }
  };

  if (status === 'error') return <LookupError onRetry={retry} />;
  if (ready && cart.length === 0) return <EmptyCartPage alreadyPaid={opening.alreadyPaid} onAddAgain={opening.addPaidAgain} />;

  return (
    <div className={`${styles.page} sc-page`} data-testid="checkout-page">
      <BackArrow to={homePath(language)} />
      <h1 className={styles.title}>{t('title')}</h1>
      {opening.alreadyPaid.length > 0 && <AlreadyPaid count={opening.alreadyPaid.length} onAddAgain={opening.addPaidAgain} />}
      <PriceChangeNotice changes={opening.priceChanges} language={language} />
      {!loading && <HeldMemberships items={held} language={language} onRemove={removeFromCart} />}
      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="checkout-items-title" aria-busy={status === 'loading'}>
            <h2 id="checkout-items-title" className="sc-visually-hidden">
              {t('itemsHeading')}
            </h2>
            {status === 'loading' && (
              <p className="sc-visually-hidden" role="status">
                {t('loading')}
              </p>
            )}
            {ready && !summary.singleRegion && (
              <p className="sc-notice sc-notice--danger" role="alert" data-testid="mixed-region">
                {t('screens.checkoutScreen.mixRegion')}
              </p>
            )}
            <ul className={styles.items}>
              {cart.map((item) => (
                <CartItemCard key={item.id} item={item} reason={partnerPriceReason(item, cart, subscriptions)} language={language} onRemove={remove} />
              ))}
              {status === 'loading' && Array.from({ length: Math.min(pending, maxSkeletons) }, (_, index) => <CartItemSkeleton key={`skeleton-${index}`} />)}
            </ul>
          </section>
        </div>
        {/* The summary comes with the looked-up items, not before them: below the item
            skeletons it would jump when the real cards (of another height) arrive. */}
        {status !== 'loading' && (
          <aside className={styles.aside}>
            <div className={styles.sticky}>
              {user === null && <AccountLinks {...identityLinks} />}
              <OrderSummary
                items={purchase}
                summary={summary}
                language={language}
                loading={loading}
                blocker={proceedBlocker({ loading, notReady: purchaseState.ready ? null : purchaseState.block, disabledExternally: proceedDisabled })}
                onProceed={proceed}
              />
            </div>
          </aside>
        )}
        {/* Last in the page on phones (after the summary) and under the items on wide screens:
            the suggestion arrives after the cart, and nothing may move when it does. */}
        {suggestion && (
          <div className={styles.suggestion}>
            <SuggestedMembership membership={suggestion} language={language} assetsBase={assetsBase} onAdd={addSuggestion} />
          </div>
        )}
      </div>
      <NeedLoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} {...identityLinks} />
    </div>
  );
}

/** Ids of the address that were paid in this browser: left out of the cart, said plainly, addable on purpose. */
function AlreadyPaid({ count, onAddAgain }: { count: number; onAddAgain: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="sc-notice" role="status" data-testid="already-paid">
      <div className="sc-notice__body">
        <p>
          <strong>{t('alreadyPaid.title', { count })}</strong>
        </p>
        <p>{t('alreadyPaid.text', { count })}</p>
        <div className="sc-notice__actions">
          <button type="button" className="sc-button sc-button--secondary" onClick={onAddAgain}>
            {t('alreadyPaid.addAgain', { count })}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The empty cart (the shared empty state), and why, when its items were just paid. */
function EmptyCartPage({ alreadyPaid, onAddAgain }: { alreadyPaid: readonly number[]; onAddAgain: () => void }) {
  const language = useLanguage();
  return (
    <div className={`${styles.page} sc-page`} data-testid="checkout-page">
      <EmptyCart
        homeHref={homePath(language)}
        notice={alreadyPaid.length > 0 ? <AlreadyPaid count={alreadyPaid.length} onAddAgain={onAddAgain} /> : undefined}
      />
    </div>
  );
}

/** A failed product lookup (call 2) replaces the page: announced, focused, with a retry. */
function LookupError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['checkout', 'common']);
  const language = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section className={`${styles.page} sc-page ${styles.centred}`} data-testid="checkout-page" aria-labelledby="checkout-error-title">
      <h1 id="checkout-error-title" className={styles.title}>
        {t('title')}
      </h1>
      <div ref={ref} className={styles.error} role="alert" tabIndex={-1} data-testid="checkout-error">
        {t('errorFilteringProducts')}
      </div>
      <div className={styles.errorActions}>
        <button type="button" className="sc-button" onClick={onRetry}>
          {t('common:retry')}
        </button>
        <Link to={homePath(language)} className="sc-button sc-button--secondary">
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
