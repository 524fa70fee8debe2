import { desk, farm, laptop, magazineCover, membershipCard, videoOverlay, type AnimalKind, type Box } from './scenes';
import { svgDocument } from './svg';

/** The catalogue's product pictures, one per slug (the catalogue refers to them by slug). */
type ProductPicture =
  | { kind: 'membership' }
  | { kind: 'course'; animals: readonly AnimalKind[] }
  | { kind: 'webinar'; animals: readonly AnimalKind[] }
  | { kind: 'magazine'; animals: readonly AnimalKind[] };

export const productImages = {
  'plan-porcinews': { title: 'Plan Premium porciNews', picture: { kind: 'membership' }, colour: '#b0195a' },
  'plan-ruminews': { title: 'Plan Premium rumiNews', picture: { kind: 'membership' }, colour: '#5d7a1f' },
  'plan-avinews': { title: 'Plan Premium aviNews', picture: { kind: 'membership' }, colour: '#c45000' },
  'plan-nutrinews': { title: 'Plan Premium nutriNews', picture: { kind: 'membership' }, colour: '#1f63a8' },
  'plan-suinobrasil': { title: 'Plan Premium Suinobrasil', picture: { kind: 'membership' }, colour: '#8e1b4f' },
  'curso-porcino': { title: 'Pig course', picture: { kind: 'course', animals: ['pig', 'pig', 'pig'] }, colour: '#b0195a' },
  'curso-avicultura': { title: 'Poultry course', picture: { kind: 'course', animals: ['chicken', 'chicken', 'chicken', 'chicken'] }, colour: '#c45000' },
  'curso-nutricion': { title: 'Nutrition course', picture: { kind: 'course', animals: ['pig', 'chicken'] }, colour: '#1f63a8' },
  'curso-rumiantes': { title: 'Ruminant nutrition course', picture: { kind: 'course', animals: ['cow', 'cow'] }, colour: '#5d7a1f' },
  'curso-avicultura-global': {
    title: 'International poultry course',
    picture: { kind: 'course', animals: ['chicken', 'chicken', 'chicken'] },
    colour: '#9a3d00',
  },
  'webinar-porcino': { title: 'Free pig webinar', picture: { kind: 'webinar', animals: ['pig', 'pig'] }, colour: '#7a1240' },
  'revista-porcinews': { title: 'porciNews printed magazine', picture: { kind: 'magazine', animals: ['pig', 'pig'] }, colour: '#b0195a' },
} as const satisfies Record<string, { title: string; picture: ProductPicture; colour: string }>;

export type ProductImageSlug = keyof typeof productImages;
export const isProductImageSlug = (value: string): value is ProductImageSlug => Object.hasOwn(productImages, value);

export const productImagePath = (slug: ProductImageSlug): string => `/assets/products/${slug}.svg`;

function drawProduct(picture: ProductPicture, colour: string, box: Box): string {
  switch (picture.kind) {
    case 'membership':
      return membershipCard(box, { id: 'plan', colour });
    case 'course':
      return [
        desk(box, { id: 'desk', wall: colour }),
        laptop(box.x + box.w / 2, box.y + box.h * 0.9, box.w * 0.6, farm({ x: 0, y: 0, w: 400, h: 300 }, { id: 'lesson', animals: picture.animals })),
      ].join('');
    case 'webinar':
      return [
        desk(box, { id: 'desk', wall: colour }),
        laptop(
          box.x + box.w / 2,
          box.y + box.h * 0.9,
          box.w * 0.6,
          `${farm({ x: 0, y: 0, w: 400, h: 300 }, { id: 'lesson', animals: picture.animals })}${videoOverlay(colour)}`,
        ),
      ].join('');
    case 'magazine': {
      const coverH = box.h * 0.86;
      const coverW = coverH * 0.75;
      return [
        desk(box, { id: 'desk', wall: colour }),
        magazineCover({ x: box.x + box.w / 2 - coverW / 2, y: box.y + box.h * 0.06, w: coverW, h: coverH }, { id: 'cover', colour, animals: picture.animals }),
      ].join('');
    }
  }
}

/** A 400x300 product picture without words: a membership card, a course on a laptop, a magazine cover. */
export function productImageSvg(slug: ProductImageSlug): string {
  const item = productImages[slug];
  return svgDocument({ width: 400, height: 300, title: item.title, body: drawProduct(item.picture, item.colour, { x: 0, y: 0, w: 400, h: 300 }) });
}
