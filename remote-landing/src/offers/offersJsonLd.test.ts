import { parseRuntimeConfig } from '@suscripciones/shared';
import { testConfig } from '@suscripciones/kit/testing';
import { seedIds } from '@suscripciones/dev-api/testing';
import { seedOffer } from '../testing/offers';
import { offersJsonLd } from './offersJsonLd';

// The offers are the seed's, read from its catalogue: nothing here makes a request.
const { memberships } = seedIds;
const config = parseRuntimeConfig(testConfig());

describe('the offers as schema.org data', () => {
  it("makes each offer a Product with one Offer at its card's price, in the page's language, leading to the checkout", () => {
    const offers = [seedOffer(memberships.es), seedOffer(memberships.latam)];
    expect(offersJsonLd(offers, 'en', config)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Product',
          name: 'porciNews Premium Plan Spain',
          image: 'http://localhost:3010/assets/products/plan-porcinews.svg',
          offers: {
            '@type': 'Offer',
            price: '120.00',
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
            url: `/suscripciones/checkout?ids=${memberships.es}&lang=en`,
          },
        },
        expect.objectContaining({ name: 'aviNews Premium Plan Latam', offers: expect.objectContaining({ price: '99.00', priceCurrency: 'USD' }) }),
      ],
    });
  });

  it('names it in Spanish when a translation is missing, and leaves out a picture on a foreign host', () => {
    // The seed's offers are all translated, their pictures on dev-api's host: the missing name and the foreign picture are explicit.
    const [product] = offersJsonLd([seedOffer(memberships.es, { name_pt: '', image: 'https://tracker.example/pixel.gif' })], 'pt', config)['@graph'];
    expect(product?.name).toBe('Plan Premium porciNews España');
    expect(product).not.toHaveProperty('image');
    expect(product?.offers.url).toBe(`/suscripciones/checkout?ids=${memberships.es}&lang=pt`);
  });

  it('is an empty graph without offers', () => {
    expect(offersJsonLd([], 'es', config)['@graph']).toEqual([]);
  });
});
