import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockSpinner } from '@suscripciones/kit/ui';
import { OffersLoadError } from '../offers/OffersLoadError';
import { SubscriptionOffers } from '../offers/SubscriptionOffers';
import { useSubscribe } from '../offers/useSubscribe';
import { useSubscriptionOffers } from '../offers/useSubscriptionOffers';
import { hostAddress } from './mountOptions';
import styles from './EmbeddedSubscriptions.module.css';

interface EmbeddedSubscriptionsProps {
  hostUrl: string;
  /** Leaves the parent page; `window.location.assign` unless a test passes its own. */
  navigate?: (url: string) => void;
}

const leave = (url: string) => window.location.assign(url);

/** The subscription list (region tabs and cards) inside a parent portal page: no router, checkout on the host. */
export function EmbeddedSubscriptions({ hostUrl, navigate = leave }: EmbeddedSubscriptionsProps) {
  const { t } = useTranslation('landing');
  const { state, reload } = useSubscriptionOffers();
  const goToCheckout = useCallback((path: string) => navigate(hostAddress(hostUrl, path)), [hostUrl, navigate]);
  const subscribe = useSubscribe({ goToCheckout, source: 'embed' });

  return (
    <section className={styles.embed} aria-labelledby="landing-embed-title" data-testid="landing-embed">
      <h2 id="landing-embed-title" className={styles.title}>
        {t('offers.heading')}
      </h2>
      <p className={styles.intro}>{t('offers.intro')}</p>
      {state.status === 'loading' && <BlockSpinner />}
      {state.status === 'error' && <OffersLoadError onRetry={reload} compact />}
      {state.status === 'ready' && <SubscriptionOffers offers={state.offers} source={state.source} onSubscribe={subscribe} />}
    </section>
  );
}
