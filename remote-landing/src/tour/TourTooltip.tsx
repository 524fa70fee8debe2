import { useTranslation } from 'react-i18next';
import type { TooltipRenderProps } from 'react-joyride';
import { LineIcon } from '@suscripciones/kit/ui';
import styles from './Tour.module.css';

/**
 * The tour's tooltip in the product's visual language: title, text, the
 * progress ("1 of 1"), previous (from the second step), next or Done, and close.
 */
export function TourTooltip({ backProps, closeProps, primaryProps, tooltipProps, index, size, isLastStep, step }: TooltipRenderProps) {
  const { t } = useTranslation('landing');
  const primaryLabel = isLastStep ? t('tour.done') : t('tour.next');
  return (
    <div {...tooltipProps} className={styles.tooltip} aria-labelledby="landing-tour-title" aria-describedby="landing-tour-content" data-testid="landing-tour">
      <button {...closeProps} type="button" className={styles.close} aria-label={t('tour.close')} title={t('tour.close')}>
        <LineIcon d="M3 3l10 10M13 3L3 13" size={16} viewBox="0 0 16 16" />
      </button>
      <h2 id="landing-tour-title" className={styles.title}>
        {step.title}
      </h2>
      <div id="landing-tour-content" className={styles.content}>
        {step.content}
      </div>
      <div className={styles.footer}>
        <p className={styles.progress} data-testid="landing-tour-progress">
          {t('tour.progress', { current: index + 1, total: size })}
        </p>
        <div className={styles.buttons}>
          {index > 0 && (
            <button {...backProps} type="button" className="sc-button sc-button--secondary" aria-label={t('tour.back')} title={t('tour.back')}>
              {t('tour.back')}
            </button>
          )}
          <button {...primaryProps} type="button" className="sc-button" aria-label={primaryLabel} title={primaryLabel}>
            {primaryLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
