import { useTranslation } from 'react-i18next';

export function ThanksPage() {
  const { t } = useTranslation('payment');
  return (
    <section>
      <h1>{t('thanks.title')}</h1>
    </section>
  );
}
