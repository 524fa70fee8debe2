import { icons, type IconName } from './icons';
import { svgDocument, svgText, tint } from './svg';

interface Illustration {
  readonly title: string;
  readonly caption: string;
  readonly icon: IconName;
  readonly colour: string;
}

/** The six benefit images of the checkout's benefits modal (magazine varies by membership). */
export const benefitImages = {
  'magazine-porcinews': { title: 'porciNews printed magazine', caption: 'porciNews', icon: 'magazine', colour: '#b0195a' },
  'magazine-nutri': { title: 'nutriNews printed magazine', caption: 'nutriNews', icon: 'magazine', colour: '#1f63a8' },
  'magazine-rumi': { title: 'rumiNews printed magazine', caption: 'rumiNews', icon: 'magazine', colour: '#5d7a1f' },
  'magazine-default': { title: 'Quarterly printed magazine', caption: 'Printed magazine', icon: 'magazine', colour: '#2f7d32' },
  training: { title: 'Sector training: over 100 training capsules', caption: 'Training', icon: 'training', colour: '#00695c' },
  events: { title: 'Event and course discounts', caption: 'Events', icon: 'events', colour: '#6a3fa0' },
  content: { title: 'Full premium content', caption: 'Premium content', icon: 'content', colour: '#c77700' },
  jobs: { title: 'Job offers', caption: 'Jobs', icon: 'jobs', colour: '#37474f' },
  library: { title: 'Personal library', caption: 'Library', icon: 'library', colour: '#8d4a2a' },
} as const satisfies Record<string, Illustration>;

export type BenefitImageId = keyof typeof benefitImages;

/** The landing's section illustrations. */
export const sectionImages = {
  campus: { title: 'Training campus', caption: 'Campus', icon: 'campus', colour: '#00695c' },
  events: { title: 'Sector events', caption: 'Events', icon: 'events', colour: '#6a3fa0' },
  magazine: { title: 'Printed magazine', caption: 'Magazine', icon: 'magazine', colour: '#2f7d32' },
  library: { title: 'Personal library', caption: 'Library', icon: 'library', colour: '#8d4a2a' },
  jobs: { title: 'Job offers', caption: 'Jobs', icon: 'jobs', colour: '#37474f' },
} as const satisfies Record<string, Illustration>;

export type SectionImageId = keyof typeof sectionImages;

/** The caption's font size: 8% of the height, smaller when a long caption would overflow the width. */
const captionSize = (caption: string, width: number, height: number): number =>
  Math.min(Math.round(height * 0.08), Math.floor((width * 0.9) / (caption.length * 0.58)));

/** A framed pictogram over a soft background, with a caption underneath. */
export function illustrationSvg(item: Illustration, width: number, height: number): string {
  const iconSize = Math.min(width, height) * 0.5;
  const body = [
    `<rect width="${width}" height="${height}" fill="${tint(item.colour, 0.88)}"/>`,
    `<circle cx="${width * 0.86}" cy="${height * 0.16}" r="${height * 0.22}" fill="${tint(item.colour, 0.75)}"/>`,
    `<circle cx="${width * 0.1}" cy="${height * 0.92}" r="${height * 0.18}" fill="${tint(item.colour, 0.8)}"/>`,
    icons[item.icon](width / 2, height * 0.44, iconSize, item.colour),
    svgText(item.caption, { x: width / 2, y: height * 0.9, size: captionSize(item.caption, width, height), fill: item.colour, weight: 700, anchor: 'middle' }),
  ].join('');
  return svgDocument({ width, height, title: item.title, body });
}

export const benefitImageSvg = (id: BenefitImageId): string => illustrationSvg(benefitImages[id], 480, 320);
export const sectionImageSvg = (id: SectionImageId): string => illustrationSvg(sectionImages[id], 640, 400);
