import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  removePaidLinesAtom,
  productKind,
  getRuntimeConfig,
  useLanguage,
  paidOrdersAtom,
  userAtom,
  type PaidOrder,
  type Language,
} from '@suscripciones/shared';
import { localisedName } from '@suscripciones/kit/catalogue';
import { orderByReference } from './thanksOrder';
import { formatMoney } from '@suscripciones/kit/money';
import { CheckCircleIcon, InfoCircleIcon } from '../ui/icons';
import { forgetLastOrder, lastOrderReference } from '../orders/lastOrder';
import { orderReferenceLabel, thanksRedirectMs, thanksRedirectTarget } from './thanksRules';
import styles from './ThanksPage.module.css';

/** Leaves the page (a full navigation: the target is usually another site). */
const leave = (url: string): void => window.location.assign(url);

/**
 * /thanks: the confirmation of the payment this tab has just made (its
 * reference, items and amount, where the email goes, what comes next), then
 * after 5 seconds the stored shop marker is removed (the paid lines; the whole
 * entry when nothing else is in the cart) and the buyer goes to the
 * allowed urlredirect or the main site's profile page. Opened without such a
 * payment (a bookmark, a shared link), it shows no order and touches no cart.
 */
export function ThanksPage({ redirect = leave }: { redirect?: (url: string) => void }) {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  const orders = useAtomValue(paidOrdersAtom);
  const user = useAtomValue(userAtom);
  const [reference] = useState(lastOrderReference);
  // Only the signed-in buyer's own order: another person on this browser is told nothing of it.
  const found = orderByReference(orders, reference);
  const order = found && found.tokenId === user?.token_id ? found : null;
  const target = useMemo(() => thanksRedirectTarget(window.location.href, getRuntimeConfig()), []);
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(thanksRedirectMs / 1000));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const justPaid = order !== null;
  const removePaidLines = useSetAtom(removePaidLinesAtom);
  const paidIds = useMemo(() => order?.items.map((item) => item.id) ?? [], [order]);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    // The spec's shop marker goes only when this tab has just paid, and only with what was paid: a line
    // added meanwhile (another tab) stays, and the stored cart is removed when nothing else is left in it.
    const finish = () => {
      if (!justPaid) return;
      removePaidLines(paidIds);
      forgetLastOrder();
    };
    const started = Date.now();
    const tick = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((thanksRedirectMs - (Date.now() - started)) / 1000)));
    }, 250);
    const done = window.setTimeout(() => {
      finish();
      redirect(target);
    }, thanksRedirectMs);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
  }, [justPaid, redirect, target, removePaidLines, paidIds]);

  return (
    <div className={`${styles.page} sc-page`} data-testid="thanks-page">
      <section className={styles.card} aria-labelledby="thanks-title">
        {/* A success mark only for an order paid in this tab; a visit without one is told so, not congratulated. */}
        <span className={styles.icon} data-testid="thanks-mark" data-outcome={justPaid ? 'paid' : 'none'}>
          {justPaid ? <CheckCircleIcon /> : <InfoCircleIcon />}
        </span>
        <h1 id="thanks-title" className={styles.title} ref={headingRef} tabIndex={-1}>
          {t(justPaid ? 'thanks.title' : 'thanks.titleNoOrder')}
        </h1>
        {order ? <OrderDetails order={order} language={language} email={user?.email ?? null} /> : <p className={styles.text}>{t('thanks.noOrder')}</p>}
        <p className={styles.text}>{t('thanks.support')}</p>
        <div className={styles.closing}>
          <p className={styles.countdown} data-testid="thanks-countdown">
            <span className={styles.seconds} aria-hidden="true">
              {secondsLeft}
            </span>
            <span>{t('thanks.closing', { count: secondsLeft })}</span>
          </p>
          <a className="sc-button" href={target} onClick={() => justPaid && forgetLastOrder()}>
            {t('thanks.continue')}
          </a>
        </div>
      </section>
    </div>
  );
}

/** What was paid: the reference, each item, the amount in its currency, the email, and what happens next. */
function OrderDetails({ order, language, email }: { order: PaidOrder; language: Language; email: string | null }) {
  const { t } = useTranslation('payment');
  const kinds = new Set(order.items.map((item) => productKind(item)));
  return (
    <>
      <p className={styles.lead}>{t('thanks.processed')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('thanks.reference')}</dt>
          <dd className={styles.reference} data-testid="order-reference">
            {orderReferenceLabel(order.reference)}
          </dd>
        </div>
        <div>
          <dt>{t('thanks.paid')}</dt>
          <dd data-testid="order-total">{formatMoney(order.total, order.currency, language)}</dd>
        </div>
      </dl>
      <ul className={styles.items} aria-label={t('thanks.itemsLabel')}>
        {order.items.map((item) => (
          <li key={item.id} className={styles.item} data-testid="order-item">
            <span>{localisedName(item, language)}</span>
            <span>{item.price === 0 ? t('summary.free') : formatMoney(item.price, order.currency, language)}</span>
          </li>
        ))}
      </ul>
      <ul className={styles.list}>
        <li>{email ? t('thanks.emailTo', { email }) : t('thanks.email')}</li>
        {kinds.has('membership') && <li data-testid="thanks-welcome">{t('thanks.welcome')}</li>}
        {kinds.has('course') && <li>{t('thanks.nextCourse')}</li>}
        {(kinds.has('magazine') || kinds.has('membership')) && <li>{t('thanks.nextMagazine')}</li>}
      </ul>
    </>
  );
}
