import type { IconName } from './icons';
import { icons } from './icons';
import { svgDocument, svgText, tint } from './svg';

/** The catalogue's product pictures, one per slug (the catalogue refers to them by slug). */
export const productImages = {
  'plan-porcinews': { title: 'Plan Premium porciNews', icon: 'membership', colour: '#b0195a' },
  'plan-ruminews': { title: 'Plan Premium rumiNews', icon: 'membership', colour: '#5d7a1f' },
  'plan-avinews': { title: 'Plan Premium aviNews', icon: 'membership', colour: '#c45000' },
  'plan-nutrinews': { title: 'Plan Premium nutriNews', icon: 'membership', colour: '#1f63a8' },
  'plan-suinobrasil': { title: 'Plan Premium Suinobrasil', icon: 'membership', colour: '#8e1b4f' },
  'curso-porcino': { title: 'Pig course', icon: 'course', colour: '#b0195a' },
  'curso-avicultura': { title: 'Poultry course', icon: 'course', colour: '#c45000' },
  'curso-nutricion': { title: 'Nutrition course', icon: 'course', colour: '#1f63a8' },
  'curso-rumiantes': { title: 'Ruminant nutrition course', icon: 'course', colour: '#5d7a1f' },
  'curso-avicultura-global': { title: 'International poultry course', icon: 'course', colour: '#9a3d00' },
  'webinar-porcino': { title: 'Free pig webinar', icon: 'training', colour: '#7a1240' },
  'revista-porcinews': { title: 'porciNews printed magazine', icon: 'magazine', colour: '#b0195a' },
} as const satisfies Record<string, { title: string; icon: IconName; colour: string }>;

export type ProductImageSlug = keyof typeof productImages;
export const isProductImageSlug = (value: string): value is ProductImageSlug => Object.hasOwn(productImages, value);

export const productImagePath = (slug: ProductImageSlug): string => `/assets/products/${slug}.svg`;

/** A 400x300 product picture. */
export function productImageSvg(slug: ProductImageSlug): string {
  const item = productImages[slug];
  const body = [
    `<rect width="400" height="300" fill="${tint(item.colour, 0.86)}"/>`,
    icons[item.icon](200, 130, 150, item.colour),
    svgText(item.title, { x: 200, y: 262, size: 22, fill: item.colour, weight: 700, anchor: 'middle' }),
  ].join('');
  return svgDocument({ width: 400, height: 300, title: item.title, body });
}
