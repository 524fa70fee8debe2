import type { Language } from '@suscripciones/shared/schemas/entities';
import { illustrationSvg } from './illustrations';
import { conferenceRoom, desk, farm, laptop, magazineCover, videoOverlay, type AnimalKind, type Box, type Season } from './scenes';

/** One slide of the landing's events and magazine carousels. */
export interface SliderItem {
  /** Absolute when built with an origin, else a dev-api path. */
  readonly src: string;
  readonly alt: Readonly<Record<Language, string>>;
}

export type SliderKind = 'events' | 'magazine';
const palette = ['#2f7d32', '#b0195a', '#1f63a8', '#c45000', '#5d7a1f', '#6a3fa0'] as const;

const eventSlides = [
  { es: 'Congreso de avicultura 2025', en: 'Poultry congress 2025', pt: 'Congresso de avicultura 2025' },
  { es: 'Jornada de nutrición animal', en: 'Animal nutrition day', pt: 'Jornada de nutrição animal' },
  { es: 'Foro porcino internacional', en: 'International pig forum', pt: 'Fórum internacional de suínos' },
  { es: 'Seminario de bienestar animal', en: 'Animal welfare seminar', pt: 'Seminário de bem-estar animal' },
  { es: 'Feria ganadera de rumiantes', en: 'Ruminant livestock fair', pt: 'Feira pecuária de ruminantes' },
  { es: 'Webinar de bioseguridad', en: 'Biosecurity webinar', pt: 'Webinar de biossegurança' },
] as const;

const magazineSlides = [
  { es: 'Revista impresa: edición de primavera', en: 'Printed magazine: spring issue', pt: 'Revista impressa: edição de primavera' },
  { es: 'Revista impresa: edición de verano', en: 'Printed magazine: summer issue', pt: 'Revista impressa: edição de verão' },
  { es: 'Revista impresa: edición de otoño', en: 'Printed magazine: autumn issue', pt: 'Revista impressa: edição de outono' },
  { es: 'Revista impresa: edición de invierno', en: 'Printed magazine: winter issue', pt: 'Revista impressa: edição de inverno' },
  { es: 'Número especial de nutrición', en: 'Special nutrition issue', pt: 'Edição especial de nutrição' },
  { es: 'Número especial de sanidad', en: 'Special animal health issue', pt: 'Edição especial de sanidade' },
] as const;

const slides: Record<SliderKind, readonly Readonly<Record<Language, string>>[]> = { events: eventSlides, magazine: magazineSlides };

const sliderPath = (kind: SliderKind, index: number): string => `/assets/sliders/${kind}-${index}.svg`;

/** The slider items; with an origin the src values are absolute URLs on it. */
export function sliderItems(origin = ''): Record<SliderKind, SliderItem[]> {
  const build = (kind: SliderKind): SliderItem[] => slides[kind].map((alt, index) => ({ src: `${origin}${sliderPath(kind, index + 1)}`, alt: { ...alt } }));
  return { events: build('events'), magazine: build('magazine') };
}

/** What each slide shows: rooms, a fair and a webinar for events; a cover per issue for the magazine. */
const eventScenes: ReadonlyArray<(box: Box, colour: string) => string> = [
  (box, colour) => conferenceRoom(box, { id: 'room', colour }),
  (box) => farm(box, { id: 'fair', season: 'summer', animals: ['chicken', 'chicken', 'chicken', 'chicken'] }),
  (box, colour) => conferenceRoom(box, { id: 'room', colour }),
  (box) => farm(box, { id: 'fair', season: 'autumn', animals: ['pig', 'pig', 'pig'] }),
  (box) => farm(box, { id: 'fair', season: 'spring', animals: ['cow', 'cow', 'cow'] }),
  (box, colour) =>
    [
      desk(box, { id: 'desk', wall: colour }),
      laptop(
        box.x + box.w / 2,
        box.y + box.h * 0.88,
        box.w * 0.5,
        `${conferenceRoom({ x: 0, y: 0, w: 400, h: 300 }, { id: 'stream', colour })}${videoOverlay(colour)}`,
      ),
    ].join(''),
];

const magazineScenes: ReadonlyArray<{ season: Season; animals: readonly AnimalKind[] }> = [
  { season: 'spring', animals: ['pig', 'pig'] },
  { season: 'summer', animals: ['chicken', 'chicken', 'chicken'] },
  { season: 'autumn', animals: ['cow', 'cow'] },
  { season: 'winter', animals: ['pig'] },
  { season: 'summer', animals: ['chicken', 'pig'] },
  { season: 'spring', animals: ['cow', 'pig', 'chicken'] },
];

const magazineSlide = (scene: { season: Season; animals: readonly AnimalKind[] }) => (box: Box, colour: string) => {
  const coverH = box.h * 0.86;
  const coverW = coverH * 0.75;
  return [
    desk(box, { id: 'desk', wall: colour }),
    magazineCover({ x: box.x + box.w / 2 - coverW / 2, y: box.y + box.h * 0.06, w: coverW, h: coverH }, { id: 'cover', colour, ...scene }),
  ].join('');
};

/** A 640x400 slide without words (its alt text is per language in sliders.json); index is 1-based. Undefined for an unknown index. */
export function sliderSvg(kind: SliderKind, index: number): string | undefined {
  const alt = slides[kind][index - 1];
  const scene =
    kind === 'events'
      ? eventScenes[index - 1]
      : magazineScenes[index - 1] && magazineSlide(magazineScenes[index - 1] as { season: Season; animals: readonly AnimalKind[] });
  if (!alt || !scene) return undefined;
  const colour = palette[(index - 1) % palette.length] ?? '#2f7d32';
  return illustrationSvg({ title: alt.en, draw: (box) => scene(box, colour) }, 640, 400);
}
