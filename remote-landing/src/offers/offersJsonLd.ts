import { checkoutPath, getRuntimeConfig, basePath, trustedImageUrl, type Language, type RuntimeConfig } from '@suscripciones/shared';
import { localisedName } from '@suscripciones/kit/catalogue';
import type { SubscriptionOffer } from '../api/offersSchema';

/** What schema.org calls an offer that can be bought now. */
const inStock = 'https://schema.org/InStock';

/**
 * The offers as schema.org data for search engines: each a `Product` (its
 * name in the page's language, its picture when it is one the page shows)
 * with one `Offer` at the price its card shows, in its currency, leading
 * where the card's Subscribe leads. The address is the path on the page's
 * own host: one landing serves every portal's host, each reads it on its
 * own.
 */
export function offersJsonLd(
  offers: readonly SubscriptionOffer[],
  language: Language,
  config: Pick<RuntimeConfig, 'assetsBase' | 'profileApi'> = getRuntimeConfig(),
) {
  return {
    '@context': 'https://schema.org',
    '@graph': offers.map((offer) => {
      const image = trustedImageUrl(offer.image, config);
      return {
        '@type': 'Product',
        name: localisedName(offer, language),
        ...(image ? { image } : {}),
        offers: {
          '@type': 'Offer',
          price: offer.price,
          priceCurrency: offer.currency,
          availability: inStock,
          url: `${basePath}${checkoutPath({ ids: [offer.id], language })}`,
        },
      };
    }),
  };
}
