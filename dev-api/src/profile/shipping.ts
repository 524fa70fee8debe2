import { productTypes } from '@suscripciones/shared/catalogue/vocabulary';
import type { BuyRequest } from '../../../remote-payment/src/pay/buySchema';
import type { SeedProduct } from '../seed/catalogue';

/**
 * What the profile service needs to ship an order. A printed magazine is
 * posted, and so is a membership, which includes the quarterly printed
 * magazine (docs/rules.md): either one needs the spec's required shipping fields
 * (docs/rules.md; piso is optional). Call 3 may carry billing data as shipping data
 * (docs/rules.md), whose postal code is optional: it must then have one.
 */
const requiredShippingFields = ['nombre', 'apellido', 'telefono', 'direccion', 'codigoPostal', 'ciudad', 'provincia', 'pais'] as const;

export const isShipped = (product: SeedProduct): boolean => product.type === productTypes.printedMagazine || product.is_media_subscription === 1;

/** The required fields the shipping data lacks (blank counts as missing); null when there is no shipping data at all. */
export function missingShippingFields(shippingData: BuyRequest['shippingData']): readonly string[] | null {
  if (shippingData === null) return null;
  const fields: Readonly<Record<string, string | undefined>> = shippingData;
  return requiredShippingFields.filter((field) => (fields[field] ?? '').trim() === '');
}
