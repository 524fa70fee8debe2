import type { SlidersData } from './slidersSchema';
import { requestJson, getRuntimeConfig, trustedImageUrl, type Language } from '@suscripciones/shared';
import { assetUrl } from '../assets/assetUrls';

export type SliderKind = 'events' | 'magazine';
export type { SlidersData };

export interface Slide {
  src: string;
  alt: string;
}

/** The slides of one carousel in a language; items whose picture is not on an image origin are dropped. */
export function slidesFor(
  data: SlidersData,
  kind: SliderKind,
  language: Language,
  resolve: (src: string) => string | null = (src) => trustedImageUrl(src, getRuntimeConfig()),
): Slide[] {
  return data[kind].flatMap((item) => {
    const src = resolve(item.src);
    if (!src) return [];
    const alt = typeof item.alt === 'string' ? item.alt : (item.alt[language] ?? item.alt.en ?? item.alt.es ?? item.alt.pt ?? '');
    return [{ src, alt: alt.trim() }];
  });
}

let pending: Promise<SlidersData> | null = null;

/** Fetches and validates sliders.json once per page (both carousels share it); a failure can be retried. */
export function loadSliders(): Promise<SlidersData> {
  pending ??= (async () => {
    const { requestTimeoutMs } = getRuntimeConfig();
    // zod's schema comes with the carousels, not before the landing's first render.
    const { slidersSchema } = await import('./slidersSchema');
    return requestJson(assetUrl('sliders.json'), slidersSchema, { timeoutMs: requestTimeoutMs });
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
