import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { cartAtom, cartItemsAtom, loadIntoCartAtom, useLanguage, userAtom, homePath, type PriceChange, type Language } from '@suscripciones/shared';
import { thanksPath } from './thanksLink';
import { EmptyCart, FullScreenSpinner } from '@suscripciones/kit/ui';
import { rememberLastOrder } from '../orders/lastOrder';
import { onPaidElsewhere } from '../pay';
import { stripeLocale } from '../stripe/stripeSetup';
import { SignInFirst } from './gate/SignInFirst';
import { PaymentCheckout } from './paymentParts';
import { usePaymentOutcome } from './usePaymentOutcome';
import styles from './PaymentPage.module.css';

/** /payment: card, country, invoice and shipping forms, and the order summary with the pay button. */
export function PaymentPage() {
  const items = useAtomValue(cartItemsAtom);
  const user = useAtomValue(userAtom);
  const language = useLanguage();
  const opening = usePaymentOpening(language);
  const outcome = usePaymentOutcome(language);
  const paidElsewhere = usePaidElsewhere(user?.token_id ?? null);
  // A payment that went through leaves for /thanks (usePaymentOutcome): its emptied cart is never shown.
  if (outcome.state.step === 'paid') return null;
  if (items.length === 0) return <EmptyCartPage language={language} paidElsewhere={paidElsewhere} />;
  // Signing in comes first: no card form (nor Stripe.js) for a visitor who could not pay yet.
  if (user === null) return <SignInFirst items={items} language={language} priceChanges={opening.priceChanges} />;
  return (
    // The spinner the host showed while the remote loaded, for the few moments the forms' chunk takes.
    <Suspense fallback={<FullScreenSpinner />}>
      <PaymentCheckout items={items} language={language} priceChanges={opening.priceChanges} failure={outcome.failure} onFailureShown={outcome.shown} />
    </Suspense>
  );
}

/**
 * What happens when /payment opens: the cart's prices are refreshed from call 2 (a change is shown before the
 * buyer pays), and an earlier payment of this buyer whose answer was lost is looked up: if it went through, it is
 * finished here instead of being paid again (and leads to /thanks like any other).
 */
function usePaymentOpening(language: Language): { priceChanges: readonly PriceChange[] } {
  const store = useStore();
  const loadIntoCart = useSetAtom(loadIntoCartAtom);
  const user = useAtomValue(userAtom);
  const [priceChanges, setPriceChanges] = useState<readonly PriceChange[]>([]);
  const tokenId = user?.token_id ?? null;

  useEffect(() => {
    let current = true;
    if (store.get(cartAtom).length === 0) return;
    void loadIntoCart([]).then((result) => {
      if (current && result.status === 'ok') setPriceChanges(result.priceChanges);
    });
    return () => {
      current = false;
    };
  }, [loadIntoCart, store]);

  useEffect(() => {
    // With the payment code, which a signed-in buyer with a cart fetches anyway.
    if (tokenId) void import('./usePayment').then(({ resumePayment }) => resumePayment(store, tokenId, stripeLocale(language)));
    // Once per buyer: the language only names the provider's messages, and the store is the page's one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokenId]);

  return { priceChanges };
}

/** A payment of this buyer's made in another tab, heard while this page is open: its reference. */
function usePaidElsewhere(tokenId: string | null): string | null {
  const [reference, setReference] = useState<string | null>(null);
  useEffect(() => {
    if (!tokenId) return;
    return onPaidElsewhere((message) => {
      if (message.tokenId === tokenId) setReference(message.reference);
    });
  }, [tokenId]);
  return reference;
}

function EmptyCartPage({ language, paidElsewhere }: { language: Language; paidElsewhere: string | null }) {
  return (
    <div className={`${styles.page} sc-page`} data-testid="payment-page">
      <EmptyCart homeHref={homePath(language)} notice={paidElsewhere ? <PaidElsewhere reference={paidElsewhere} language={language} /> : undefined} />
    </div>
  );
}

/** The cart this tab showed was paid in another tab: said, with the way to its confirmation, instead of a bare empty cart. */
function PaidElsewhere({ reference, language }: { reference: string; language: Language }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const see = () => {
    rememberLastOrder(reference);
    void navigate(thanksPath({ language, urlredirect: null }));
  };
  return (
    <div className="sc-notice" role="status" data-testid="paid-elsewhere">
      <div className="sc-notice__body">
        <p>
          <strong>{t('paidElsewhere.title')}</strong>
        </p>
        <p>{t('paidElsewhere.text')}</p>
        <div className="sc-notice__actions">
          <button type="button" className="sc-button sc-button--secondary" onClick={see}>
            {t('paidElsewhere.see')}
          </button>
        </div>
      </div>
    </div>
  );
}
