import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The back arrow of every detail screen. */
export function BackArrow({ to, label }: { to: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} className="sc-back">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{label ?? t('back')}</span>
    </Link>
  );
}
