import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LineIcon } from './LineIcon';

interface EmptyStateProps {
  title: string;
  text: string;
  action: { to: string; label: string };
  /** A note above the message (for example: the items were just paid). */
  notice?: ReactNode;
  testId?: string;
}

/** The one empty state of every screen: a pictogram, what is empty, what to do, and a way there. */
function EmptyState({ title, text, action, notice, testId }: EmptyStateProps) {
  const titleId = useId();
  return (
    <section className="sc-empty" aria-labelledby={titleId} data-testid={testId}>
      {notice}
      <span className="sc-empty__icon" aria-hidden="true">
        <LineIcon
          d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          size={44}
          strokeWidth={1.6}
        />
      </span>
      <h1 id={titleId} className="sc-empty__title">
        {title}
      </h1>
      <p className="sc-empty__text">{text}</p>
      <Link to={action.to} className="sc-button">
        {action.label}
      </Link>
    </section>
  );
}

/** The empty cart, worded once for checkout and payment. */
export function EmptyCart({ homeHref, notice }: { homeHref: string; notice?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      title={t('emptyCart.title')}
      text={t('emptyCart.text')}
      action={{ to: homeHref, label: t('emptyCart.back') }}
      notice={notice}
      testId="empty-cart"
    />
  );
}
