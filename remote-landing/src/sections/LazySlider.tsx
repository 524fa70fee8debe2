import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { heldWhileLeaving, useRequest, useLanguage } from '@suscripciones/shared';
import { loadSliders, slidesFor, type Slide, type SliderKind } from './sliders';
import { useNearViewport } from './useNearViewport';
import styles from './LazySlider.module.css';

/** Splide and its CSS are their own chunk, fetched only when a carousel nears the screen. */
const SectionSlider = lazy(() => import(/* webpackChunkName: "landing-slider" */ './SectionSlider'));

type SlidesState = { status: 'waiting' } | { status: 'ready'; slides: Slide[] } | { status: 'failed' };

const loggedLoad = () =>
  heldWhileLeaving(loadSliders()).catch((error: unknown) => {
    console.error('The slider pictures could not be loaded', error);
    throw error;
  });

/** The slides of a carousel, asked for once it nears the screen. */
function useSlides(kind: SliderKind, active: boolean): SlidesState {
  const language = useLanguage();
  const request = useRequest(active ? 'sliders' : null, loggedLoad);
  if (request.status === 'ready') return { status: 'ready', slides: slidesFor(request.data, kind, language) };
  return request.status === 'error' ? { status: 'failed' } : { status: 'waiting' };
}

/** A carousel that holds its space until Splide and the pictures have arrived. */
export function LazySlider({ kind, label }: { kind: SliderKind; label: string }) {
  const { t } = useTranslation('landing');
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const state = useSlides(kind, near);

  const placeholder = (
    <div className={`sc-sheen ${styles.placeholder}`} role="status">
      <span className="sc-visually-hidden">{t('slider.loading')}</span>
    </div>
  );

  return (
    <div ref={frame} className={styles.frame} data-slider={kind}>
      {state.status === 'failed' && <p className={styles.failed}>{t('slider.unavailable')}</p>}
      {state.status === 'waiting' && placeholder}
      {state.status === 'ready' && state.slides.length > 0 && (
        <Suspense fallback={placeholder}>
          <SectionSlider label={label} slides={state.slides} />
        </Suspense>
      )}
    </div>
  );
}
