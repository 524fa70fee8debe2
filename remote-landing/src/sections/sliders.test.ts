import { slidesFor } from './sliders';
import { slidersSchema } from './slidersSchema';

const origin = 'http://localhost:3010';
const resolve = (src: string) => (src.startsWith(origin) ? src : null);

describe('slider items', () => {
  const data = slidersSchema.parse({
    events: [
      { src: `${origin}/assets/sliders/events-1.svg`, alt: { es: 'Congreso', en: 'Congress', pt: 'Congresso' } },
      { src: 'https://elsewhere.example/x.svg', alt: { es: 'Fuera', en: 'Outside', pt: 'Fora' } },
      { src: `${origin}/assets/sliders/events-2.svg`, alt: 'Same in every language' },
      { nope: true },
    ],
    magazine: 'not a list',
  });

  it('keeps the valid items and drops pictures from other hosts', () => {
    expect(slidesFor(data, 'events', 'pt', resolve)).toEqual([
      { src: `${origin}/assets/sliders/events-1.svg`, alt: 'Congresso' },
      { src: `${origin}/assets/sliders/events-2.svg`, alt: 'Same in every language' },
    ]);
    expect(slidesFor(data, 'magazine', 'es', resolve)).toEqual([]);
  });

  it('falls back to English, then Spanish, for a missing alt text', () => {
    const partial = slidersSchema.parse({ events: [{ src: `${origin}/a.svg`, alt: { es: 'Solo español' } }], magazine: [] });
    expect(slidesFor(partial, 'events', 'pt', resolve)).toEqual([{ src: `${origin}/a.svg`, alt: 'Solo español' }]);
  });
});
