import {
  bookshelf,
  conferenceRoom,
  desk,
  farm,
  laptop,
  magazineCover,
  magazineStack,
  tabletArticle,
  videoOverlay,
  worker,
  type AnimalKind,
  type Box,
} from './scenes';
import { svgDocument } from './svg';

/**
 * The benefit pictures of the checkout's benefits modal and the landing's
 * section pictures: photo-like scenes without words (their captions are the
 * page's own text, in the page's language). The <title> names the picture
 * for whoever opens the file itself.
 */
interface Illustration {
  readonly title: string;
  readonly draw: (box: Box) => string;
}

const magazineOnDesk = (colour: string, animals: readonly AnimalKind[]) => (box: Box) => {
  const coverH = box.h * 0.84;
  const coverW = coverH * 0.75;
  return [
    desk(box, { id: 'desk', wall: colour }),
    `<g transform="rotate(-6 ${box.x + box.w / 2} ${box.y + box.h * 0.9})">`,
    magazineCover({ x: box.x + box.w / 2 - coverW / 2, y: box.y + box.h * 0.08, w: coverW, h: coverH }, { id: 'cover', colour, animals }),
    '</g>',
  ].join('');
};

const training = (colour: string) => (box: Box) =>
  [
    desk(box, { id: 'desk', wall: colour }),
    laptop(
      box.x + box.w * 0.5,
      box.y + box.h * 0.86,
      box.w * 0.56,
      `${farm({ x: 0, y: 0, w: 400, h: 300 }, { id: 'lesson', season: 'summer', animals: ['chicken', 'chicken', 'chicken'] })}${videoOverlay(colour)}`,
    ),
    `<rect x="${box.x + box.w * 0.84}" y="${box.y + box.h * 0.66}" width="${box.w * 0.07}" height="${box.h * 0.14}" rx="${box.w * 0.01}" fill="#f4f1ea"/>`,
    `<path d="M${box.x + box.w * 0.91} ${box.y + box.h * 0.7}q${box.w * 0.03} ${box.h * 0.03} 0 ${box.h * 0.07}" stroke="#f4f1ea" stroke-width="${box.w * 0.01}" fill="none"/>`,
  ].join('');

const content = (colour: string) => (box: Box) =>
  [
    desk(box, { id: 'desk', wall: colour }),
    tabletArticle(box.x + box.w * 0.5, box.y + box.h * 0.92, box.w * 0.58, { id: 'tablet', colour, season: 'spring' }),
  ].join('');

/** The six benefit pictures (the magazine one per membership). */
export const benefitImages = {
  'magazine-porcinews': { title: 'porciNews printed magazine', draw: magazineOnDesk('#b0195a', ['pig', 'pig']) },
  'magazine-nutri': { title: 'nutriNews printed magazine', draw: magazineOnDesk('#1f63a8', ['chicken', 'pig']) },
  'magazine-rumi': { title: 'rumiNews printed magazine', draw: magazineOnDesk('#5d7a1f', ['cow', 'cow']) },
  'magazine-default': { title: 'Quarterly printed magazine', draw: magazineOnDesk('#2f7d32', ['cow', 'chicken']) },
  training: { title: 'Sector training: over 100 training capsules', draw: training('#00695c') },
  events: { title: 'Event and course discounts', draw: (box) => conferenceRoom(box, { id: 'room', colour: '#6a3fa0' }) },
  content: { title: 'Full premium content', draw: content('#c77700') },
  jobs: { title: 'Job offers', draw: (box) => worker(box, { id: 'farm', colour: '#37474f' }) },
  library: { title: 'Personal library', draw: (box) => bookshelf(box, { id: 'shelf', colour: '#8d4a2a' }) },
} as const satisfies Record<string, Illustration>;

export type BenefitImageId = keyof typeof benefitImages;

/** The landing's section pictures. */
export const sectionImages = {
  campus: { title: 'Training campus', draw: training('#00695c') },
  events: { title: 'Sector events', draw: (box) => conferenceRoom(box, { id: 'room', colour: '#6a3fa0' }) },
  magazine: { title: 'Printed magazine', draw: (box) => magazineStack(box, { id: 'stack', colour: '#2f7d32' }) },
  library: { title: 'Personal library', draw: (box) => bookshelf(box, { id: 'shelf', colour: '#8d4a2a' }) },
  jobs: { title: 'Job offers', draw: (box) => worker(box, { id: 'farm', colour: '#37474f' }) },
} as const satisfies Record<string, Illustration>;

export type SectionImageId = keyof typeof sectionImages;

export function illustrationSvg(item: Illustration, width: number, height: number): string {
  return svgDocument({ width, height, title: item.title, body: item.draw({ x: 0, y: 0, w: width, h: height }) });
}

export const benefitImageSvg = (id: BenefitImageId): string => illustrationSvg(benefitImages[id], 480, 320);
export const sectionImageSvg = (id: SectionImageId): string => illustrationSvg(sectionImages[id], 640, 400);
