import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import { cartStorageKey, clearCartAtom } from '@suscripciones/shared/cart';
import { getRuntimeConfig } from '@suscripciones/shared/config';
import { CheckCircleIcon } from '../ui/icons';
import { thanksRedirectMs, thanksRedirectTarget } from './thanksRules';
import styles from './ThanksPage.module.css';

/** Leaves the page (a full navigation: the target is usually another site). */
const leave = (url: string): void => window.location.assign(url);

function removeShopMarker(): void {
  try {
    localStorage.removeItem(cartStorageKey);
  } catch {
    /* storage unavailable: nothing stored */
  }
}

/**
 * /thanks: the confirmation, then after 5 seconds the stored shop marker is
 * removed and the buyer goes to the allowed urlredirect or the main site's
 * profile page.
 */
export function ThanksPage({ redirect = leave }: { redirect?: (url: string) => void }) {
  const { t } = useTranslation('payment');
  const clearCart = useSetAtom(clearCartAtom);
  const target = useMemo(() => thanksRedirectTarget(window.location.href, getRuntimeConfig()), []);
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(thanksRedirectMs / 1000));
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    const started = Date.now();
    const tick = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((thanksRedirectMs - (Date.now() - started)) / 1000)));
    }, 250);
    const done = window.setTimeout(() => {
      clearCart();
      removeShopMarker();
      redirect(target);
    }, thanksRedirectMs);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
  }, [clearCart, redirect, target]);

  return (
    <div className={styles.page} data-testid="thanks-page">
      <section className={styles.card} aria-labelledby="thanks-title">
        <span className={styles.icon}>
          <CheckCircleIcon />
        </span>
        <h1 id="thanks-title" className={styles.title} ref={headingRef} tabIndex={-1}>
          {t('thanks.title')}
        </h1>
        <p className={styles.lead}>{t('thanks.processed')}</p>
        <ul className={styles.list}>
          <li>{t('thanks.email')}</li>
          <li>{t('thanks.welcome')}</li>
          <li>{t('thanks.support')}</li>
        </ul>
        <div className={styles.closing}>
          <p>{t('thanks.closing')}</p>
          <p className={styles.countdown} aria-hidden="true" data-testid="thanks-countdown">
            <span className={styles.seconds}>{secondsLeft}</span>
            {t('thanks.countdown')}
          </p>
          <a
            className="sc-button"
            href={target}
            onClick={() => {
              clearCart();
              removeShopMarker();
            }}
          >
            {t('thanks.continue')}
          </a>
        </div>
      </section>
    </div>
  );
}
