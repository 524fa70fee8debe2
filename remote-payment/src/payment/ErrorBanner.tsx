import { useEffect, useRef } from 'react';
import { AlertIcon } from '../ui/icons';
import styles from './PaymentPage.module.css';

export interface PageError {
  /** A new id for every error shown, so the same message shown twice is announced twice. */
  id: number;
  message: string;
  action?: { href: string; label: string };
}

/** The red banner at the top: shown, scrolled to, focused and announced (role="alert"). */
export function ErrorBanner({ error }: { error: PageError | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = error?.id ?? null;
  // Once per error shown (its id), not on every render of the page.
  useEffect(() => {
    if (shown === null) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo?.({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [shown]);
  if (!error) return null;
  return (
    <div ref={ref} className={styles.banner} role="alert" tabIndex={-1} data-testid="payment-error">
      <AlertIcon />
      <p className={styles.bannerText}>{error.message}</p>
      {error.action && (
        <a className={`sc-button ${styles.bannerAction}`} href={error.action.href}>
          {error.action.label}
        </a>
      )}
    </div>
  );
}
