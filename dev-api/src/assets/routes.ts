import { z } from 'zod';
import type { DevApiContext } from '../context';
import { assetReply, errorReply } from '../http/reply';
import { route, type Route } from '../http/router';
import { benefitImageSvg, benefitImages, sectionImageSvg, sectionImages } from './illustrations';
import { isPortalId, portalLogoSvg } from './logos';
import { isProductImageSlug, productImageSvg } from './productImages';
import { sliderItems, sliderSvg } from './sliders';
import { userPhotoSvg } from './userPhotos';

const svgType = 'image/svg+xml; charset=utf-8';

/** `name.svg` → `name`; anything else (other extension, odd characters) fails. */
const svgFileSchema = z
  .string()
  .regex(/^[a-z0-9_-]{1,80}\.svg$/i)
  .transform((file) => file.slice(0, -'.svg'.length));

const svgName = (file: string | undefined): string | undefined => {
  const parsed = svgFileSchema.safeParse(file);
  return parsed.success ? parsed.data : undefined;
};

const sliderFileSchema = z.string().regex(/^(events|magazine)-([1-9]\d?)\.svg$/);

const notFound = (what: string) => errorReply(404, `No such asset: ${what}`);

/** Generated assets: logos, benefit, section and slider illustrations, product pictures, user photos. */
export function assetRoutes(context: DevApiContext): Route[] {
  return [
    route('GET', '/assets/logos/:file', ({ params }) => {
      const name = svgName(params.file);
      return name && isPortalId(name) ? assetReply(svgType, portalLogoSvg(name)) : notFound(`logos/${params.file}`);
    }),
    route('GET', '/assets/benefits/:file', ({ params }) => {
      const name = svgName(params.file);
      return name && Object.hasOwn(benefitImages, name)
        ? assetReply(svgType, benefitImageSvg(name as keyof typeof benefitImages))
        : notFound(`benefits/${params.file}`);
    }),
    route('GET', '/assets/sections/:file', ({ params }) => {
      const name = svgName(params.file);
      return name && Object.hasOwn(sectionImages, name)
        ? assetReply(svgType, sectionImageSvg(name as keyof typeof sectionImages))
        : notFound(`sections/${params.file}`);
    }),
    route('GET', '/assets/sliders.json', () => assetReply('application/json; charset=utf-8', JSON.stringify(sliderItems(context.origin)))),
    route('GET', '/assets/sliders/:file', ({ params }) => {
      const match = sliderFileSchema.safeParse(params.file);
      const [, kind, index] = match.success ? (/^(events|magazine)-(\d+)\.svg$/.exec(match.data) ?? []) : [];
      const svg = kind && index ? sliderSvg(kind as 'events' | 'magazine', Number(index)) : undefined;
      return svg ? assetReply(svgType, svg) : notFound(`sliders/${params.file}`);
    }),
    route('GET', '/assets/products/:file', ({ params }) => {
      const name = svgName(params.file);
      return name && isProductImageSlug(name) ? assetReply(svgType, productImageSvg(name)) : notFound(`products/${params.file}`);
    }),
    route('GET', '/assets/users/:file', ({ params }) => {
      const name = svgName(params.file);
      const user = name ? context.users.find(name) : undefined;
      return user ? assetReply(svgType, userPhotoSvg(user.token_id, user.nombre)) : notFound(`users/${params.file}`);
    }),
  ];
}
