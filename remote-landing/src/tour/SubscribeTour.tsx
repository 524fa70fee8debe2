import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENTS, Joyride, STATUS, type EventData, type Step } from 'react-joyride';
import { TourTooltip } from './TourTooltip';

/** The spec's tour (docs/rules.md): 400 ms animation, spotlight padding 10 and radius 5, overlay opacity 0.7. */
const tourLook = { animationMs: 400, spotlightPadding: 10, spotlightRadius: 5, overlayOpacity: 0.7 } as const;

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** The tour ends, for good, on Done, on close, on Escape and on a click outside. */
const endsTour = (data: Pick<EventData, 'type' | 'status'>): boolean =>
  data.type === EVENTS.TOUR_END || data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED;

interface SubscribeTourProps {
  target: RefObject<HTMLElement | null>;
  onComplete: () => void;
}

/** The one-step guided tour on the subscribe block (react-joyride 3, its own chunk). */
export default function SubscribeTour({ target, onComplete }: SubscribeTourProps) {
  const { t } = useTranslation('landing');
  const reduced = usePrefersReducedMotion();
  const animationMs = reduced ? 0 : tourLook.animationMs;
  const steps: Step[] = [{ id: 'subscribe', target, title: t('tour.title'), content: t('tour.content'), placement: 'top' }];

  return (
    <Joyride
      run
      continuous
      scrollToFirstStep
      steps={steps}
      tooltipComponent={TourTooltip}
      locale={{
        back: t('tour.back'),
        close: t('tour.close'),
        last: t('tour.done'),
        next: t('tour.next'),
        nextWithProgress: `${t('tour.next')} (${t('tour.progress', { current: '{current}', total: '{total}' })})`,
        skip: t('tour.skip'),
      }}
      options={{
        showProgress: true,
        skipBeacon: true,
        buttons: ['back', 'close', 'primary'],
        closeButtonAction: 'skip',
        overlayColor: `rgba(0, 0, 0, ${tourLook.overlayOpacity})`,
        spotlightPadding: tourLook.spotlightPadding,
        spotlightRadius: tourLook.spotlightRadius,
        scrollDuration: animationMs,
        scrollOffset: 240,
        zIndex: 1000,
        width: 360,
      }}
      styles={{ floater: { transition: `opacity ${animationMs}ms ease` } }}
      onEvent={(data) => {
        if (endsTour(data)) onComplete();
      }}
    />
  );
}
