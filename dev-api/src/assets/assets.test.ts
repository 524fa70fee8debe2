/** @jest-environment node */
import { z } from 'zod';
import { buildCatalogue } from '../seed/catalogue';
import { startTestApi, testHostOrigin, type TestApi } from '../testing/testApi';
import { pictureNames, sliderItems, type PictureKind } from './pictures';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const addresses = (kind: PictureKind) => pictureNames(kind).map((name) => `/assets/${kind}/${name}.svg`);
/** The pictures the pages show beside words of their own (logos, a brand, and user photos are not of this kind). */
const pictures = [...addresses('benefits'), ...addresses('sections'), ...addresses('sliders'), ...addresses('products')];

describe('images as files', () => {
  it.each([...addresses('logos'), ...pictures, '/assets/users/member-1.svg'])(
    '%s is an SVG with a title, cacheable for a day, from any origin',
    async (path) => {
      const response = await api.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(svg).toMatch(/<title id="t">[^<]+<\/title>/);
      expect(svg).not.toMatch(/<script|href=|NaN|undefined/);
    },
  );

  // The pictures are shown on es, en and pt pages alike, so they carry no words (captions and alt texts do).
  it.each(pictures)('%s carries no words', async (path) => {
    const svg = await (await api.get(path)).text();
    expect(svg).not.toMatch(/<text\b/);
    // And it is a picture, not a box with a pictogram: a sky, a room, a desk or a shelf with shadows and shapes.
    expect((svg.match(/<(rect|circle|ellipse|path|polygon)\b/g) ?? []).length).toBeGreaterThan(25);
  });

  it('covers the portal ids and benefit and section images the apps use', () => {
    expect(pictureNames('logos')).toEqual(['agrinews', 'avinews', 'porcinews', 'nutrinews', 'ruminews']);
    expect(pictureNames('benefits').sort()).toEqual(
      ['magazine-porcinews', 'magazine-nutri', 'magazine-rumi', 'magazine-default', 'training', 'events', 'content', 'jobs', 'library'].sort(),
    );
    expect(pictureNames('sections').sort()).toEqual(['campus', 'events', 'jobs', 'library', 'magazine']);
  });

  it('serves an image for every product of the catalogue', async () => {
    for (const product of buildCatalogue(api.url).products) {
      const response = await fetch(product.image);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  });

  it.each([
    '/assets/logos/unknown.svg',
    '/assets/logos/agrinews.png',
    '/assets/sliders/events-7.svg',
    '/assets/sliders/events-0.svg',
    '/assets/users/nobody.svg',
    '/assets/users/guest-1.png',
    '/assets/products/..%2Fx.svg',
    '/assets/toString/constructor.svg',
    '/assets/benefits/toString.svg',
  ])('%s is 404', async (path) => {
    const response = await api.get(path);
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});

describe('GET /assets/sliders.json', () => {
  it('lists six events and six magazine slides with absolute src and es/en/pt alt texts', async () => {
    const response = await api.get('/assets/sliders.json');
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const item = z.object({ src: z.url(), alt: z.object({ es: z.string().min(1), en: z.string().min(1), pt: z.string().min(1) }) });
    const body = z.object({ events: z.array(item).length(6), magazine: z.array(item).length(6) }).parse(await response.json());
    expect(body.events[0]?.src).toBe(`${api.url}/assets/sliders/events-1.svg`);
    expect(body).toEqual(sliderItems(api.url));
    for (const slide of [...body.events, ...body.magazine]) expect((await fetch(slide.src)).status).toBe(200);
  });
});

describe('parent portal stand-in', () => {
  it('serves the home page with a link to the subscriptions', async () => {
    const response = await api.get('/portal/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const page = await response.text();
    expect(page).toContain('<title>Parent portal (local stand-in)</title>');
    expect(page).toContain(`href="${testHostOrigin}/suscripciones/"`);
    expect(page).toContain('href="/portal/portal.css"');
    expect(page).not.toMatch(/<script|<style/);
  });

  it('serves the profile page', async () => {
    const page = await (await api.get('/portal/profile')).text();
    expect(page).toContain('<h1>Your profile (local stand-in)</h1>');
    expect((await api.get('/portal/portal.css')).headers.get('content-type')).toMatch(/text\/css/);
  });
});
