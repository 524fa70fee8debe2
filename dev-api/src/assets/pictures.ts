import { readFileSync } from 'node:fs';
import slides from '../../assets/sliders.json';

/**
 * Images as files (dev-api/assets): a dozen pictures without words, one per kind, so one picture serves the
 * three languages (captions and alt texts are the page's), and the portals' wordmarks. The addresses the apps
 * and the catalogue use stay as they were; each names the picture of its kind.
 */
export const pictures = {
  logos: { agrinews: 'logos/agrinews', avinews: 'logos/avinews', porcinews: 'logos/porcinews', nutrinews: 'logos/nutrinews', ruminews: 'logos/ruminews' },
  benefits: {
    'magazine-porcinews': 'magazine',
    'magazine-nutri': 'magazine',
    'magazine-rumi': 'magazine',
    'magazine-default': 'magazine',
    training: 'training',
    events: 'events',
    content: 'content',
    jobs: 'jobs',
    library: 'library',
  },
  sections: { campus: 'training', events: 'events', magazine: 'magazines', library: 'library', jobs: 'jobs' },
  sliders: Object.fromEntries(
    [1, 2, 3, 4, 5, 6].flatMap((n) => [
      [`events-${n}`, n % 2 === 0 ? 'farm' : 'events'],
      [`magazine-${n}`, 'magazine'],
    ]),
  ),
  products: {
    'plan-porcinews': 'plan',
    'plan-ruminews': 'plan',
    'plan-avinews': 'plan',
    'plan-nutrinews': 'plan',
    'plan-suinobrasil': 'plan',
    'curso-porcino': 'course',
    'curso-avicultura': 'course',
    'curso-nutricion': 'course',
    'curso-rumiantes': 'course',
    'curso-avicultura-global': 'course',
    'webinar-porcino': 'webinar',
    'revista-porcinews': 'magazine',
  },
} satisfies Record<string, Record<string, string>>;

export type PictureKind = keyof typeof pictures;
export type ProductImageSlug = keyof typeof pictures.products;
export const pictureNames = (kind: PictureKind): string[] => Object.keys(pictures[kind]);
export const productImagePath = (slug: ProductImageSlug): string => `/assets/products/${slug}.svg`;
export const userPhotoPath = (tokenId: string): string => `/assets/users/${encodeURIComponent(tokenId)}.svg`;

const files = new Map<string, string>();
/** A picture's text, read once. */
export function svg(file: string): string {
  const known = files.get(file) ?? readFileSync(new URL(`../../assets/${file}.svg`, import.meta.url), 'utf8');
  files.set(file, known);
  return known;
}

/** The landing's carousels: each slide's picture and its alt text in the three languages, on dev-api's origin. */
export const sliderItems = (origin: string) =>
  Object.fromEntries(
    Object.entries(slides).map(([kind, alts]) => [kind, alts.map((alt, index) => ({ src: `${origin}/assets/sliders/${kind}-${index + 1}.svg`, alt }))]),
  );
