import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LineIcon } from './LineIcon';

/** The back arrow of every detail screen. */
export function BackArrow({ to, label }: { to: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} className="sc-back">
      <LineIcon d="M15 5 8 12l7 7" strokeWidth={2.5} />
      <span>{label ?? t('back')}</span>
    </Link>
  );
}
