import { useTranslation } from 'react-i18next';

export function ThanksPage() {
  const { t } = useTranslation('payment');
  return (
    <section data-testid="thanks-page">
      <h1>{t('thanks.title')}</h1>
    </section>
  );
}
