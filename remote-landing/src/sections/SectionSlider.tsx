import '@splidejs/react-splide/css/core';
import { Splide, type Options } from '@splidejs/react-splide';
import { useTranslation } from 'react-i18next';
import type { Slide } from './sliders';
import styles from './SectionSlider.module.css';

/** The spec's carousels (docs/rules.md): 3 slides (2 below 1024 px, 1 centred below 640 px), every 3000 ms, 500 ms moves, infinite, pause on hover. */
const sliderTiming = { interval: 3000, speed: 500 } as const;

function sliderOptions(label: string, i18n: Record<string, string>): Options {
  return {
    type: 'loop',
    perPage: 3,
    perMove: 1,
    gap: '1rem',
    autoplay: true,
    interval: sliderTiming.interval,
    speed: sliderTiming.speed,
    pauseOnHover: true,
    pauseOnFocus: true,
    // Splide's default too: with prefers-reduced-motion no animation and no autoplay.
    reducedMotion: { speed: 0, rewindSpeed: 0, autoplay: 'pause' },
    keyboard: 'focused',
    label,
    i18n,
    breakpoints: {
      1023: { perPage: 2 },
      639: { perPage: 1, focus: 'center', padding: '12%' },
    },
  };
}

interface SectionSliderProps {
  label: string;
  slides: readonly Slide[];
}

/** A Splide carousel of pictures (its own chunk, loaded when its section nears the screen). */
export default function SectionSlider({ label, slides }: SectionSliderProps) {
  const { t } = useTranslation('landing');
  // Splide fills `%s` itself.
  const i18n = {
    prev: t('slider.prev'),
    next: t('slider.next'),
    first: t('slider.first'),
    last: t('slider.last'),
    slideX: t('slider.slideX', { index: '%s' }),
    pageX: t('slider.pageX', { index: '%s' }),
    play: t('slider.play'),
    pause: t('slider.pause'),
    carousel: t('slider.carousel'),
    select: t('slider.select'),
    slide: t('slider.slide'),
    slideLabel: t('slider.slideLabel', { index: '%s', total: '%s' }),
  };

  return (
    <Splide hasTrack={false} options={sliderOptions(label, i18n)} className={styles.slider} data-testid="section-slider">
      {/*
        The track is written out with <div>s rather than SplideTrack/SplideSlide's <ul>/<li>:
        Splide gives each slide role="tabpanel", which is not allowed on an <li>.
      */}
      <div className="splide__track">
        <div className="splide__list">
          {slides.map((slide) => (
            <div key={slide.src} className={`splide__slide ${styles.slide}`}>
              <figure className={styles.figure}>
                <img className={styles.image} src={slide.src} alt={slide.alt} width={640} height={400} loading="lazy" decoding="async" />
                <figcaption className={styles.caption} aria-hidden="true">
                  {slide.alt}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className={`splide__autoplay ${styles.autoplay}`}>
        <button type="button" className={`splide__toggle ${styles.toggle}`}>
          <span className="splide__toggle__play">
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
            </svg>
          </span>
          <span className="splide__toggle__pause">
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" fill="currentColor" />
            </svg>
          </span>
        </button>
      </div>
    </Splide>
  );
}
