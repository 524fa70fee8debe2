import { useTranslation } from 'react-i18next';

function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <span role="status" aria-live="polite">
      <span className="sc-spinner" aria-hidden="true" />
      <span className="sc-visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}

/** The full-screen spinner shown while a remote or a screen loads. */
export function FullScreenSpinner() {
  return (
    <div className="sc-spinner-screen" data-testid="full-screen-spinner">
      <Spinner />
    </div>
  );
}

/** A spinner that holds the content's place, so nothing jumps when the content arrives. */
export function BlockSpinner() {
  return (
    <div className="sc-spinner-block">
      <Spinner />
    </div>
  );
}
