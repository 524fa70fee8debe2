import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basePath, checkoutPath, leadsTo, ProductImage, useHydrated, type Language } from '@suscripciones/shared';
import { localisedName } from '@suscripciones/kit/catalogue';
import type { SubscriptionOffer } from '../api/offersSchema';
import { localisedBenefits, offerPrice } from './offerRules';
import styles from './SubscriptionCard.module.css';

interface SubscriptionCardProps {
  /** The start of the card's element ids (see SubscriptionOffers). */
  idPrefix: string;
  offer: SubscriptionOffer;
  language: Language;
  /** The user already holds this membership: the button is disabled and says so. */
  held: boolean;
  /** Load the picture at once (cards in the first screen) rather than lazily. */
  eager: boolean;
  /** Resolves once the buyer has moved on (or the offer could not be added). */
  onSubscribe: (offer: SubscriptionOffer) => Promise<void>;
}

function CheckIcon() {
  return (
    <svg className={styles.check} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.14" />
      <path d="M5.8 10.4l2.7 2.7 5.7-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * One membership: name, price per annual charge, benefits and Subscribe. API texts render as text only.
 * Until the page's HTML is hydrated (and with scripts off) Subscribe is a link to the checkout with the offer in
 * the page's language, so a tap before the scripts have come is never lost; then it is the spec's button.
 */
export function SubscriptionCard({ idPrefix, offer, language, held, eager, onSubscribe }: SubscriptionCardProps) {
  const { t } = useTranslation('landing');
  const hydrated = useHydrated();
  const nameId = `${idPrefix}-offer-${offer.id}-name`;
  const noteId = `${idPrefix}-offer-${offer.id}-note`;
  const name = localisedName(offer, language);
  const benefits = localisedBenefits(offer, language);
  // While the membership is looked up, a second press adds nothing twice.
  const [busy, setBusy] = useState(false);
  const subscribe = () => {
    if (busy) return;
    setBusy(true);
    void onSubscribe(offer).finally(() => setBusy(false));
  };

  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="subscription-card" data-offer-id={offer.id}>
      <div className={styles.head}>
        <ProductImage className={styles.thumb} src={offer.image} name={name} width={400} height={300} eager={eager} />
        <h3 id={nameId} className={styles.name}>
          {name}
        </h3>
      </div>

      <p className={styles.price} data-testid="offer-price">
        <span className={styles.amount}>{offerPrice(offer, language)}</span>
        <span className={styles.billing}>{t('offers.billing')}</span>
      </p>

      {benefits.length > 0 && (
        <ul className={styles.benefits} aria-label={t('offers.benefitsLabel')}>
          {benefits.map((benefit, index) => (
            <li key={`${index}-${benefit}`} className={styles.benefit}>
              <CheckIcon />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      )}

      <div className={styles.actions}>
        {hydrated ? (
          <button
            type="button"
            className={`sc-button ${styles.subscribe}`}
            disabled={held}
            aria-busy={busy}
            aria-describedby={held ? `${nameId} ${noteId}` : nameId}
            onClick={subscribe}
            {...leadsTo('/checkout')}
          >
            {held ? t('offers.subscribed') : t('offers.subscribe')}
          </button>
        ) : (
          <a className={`sc-button ${styles.subscribe}`} href={`${basePath}${checkoutPath({ ids: [offer.id], language })}`} aria-describedby={nameId}>
            {t('offers.subscribe')}
          </a>
        )}
        {held && (
          <p id={noteId} className={styles.note}>
            {t('offers.subscribedNote')}
          </p>
        )}
      </div>
    </article>
  );
}
