import type { ReadyToPay, BillingData, CartItem, Country, ShippingData } from '@suscripciones/shared';
import type { PaymentRequest } from '../payment/pay/paySequence';

/** Test data shaped like dev-api's seed. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 20,
    name: 'Curso de bioseguridad en granjas porcinas',
    name_en: 'Biosecurity on pig farms course',
    name_pt: 'Curso de biossegurança',
    image: '',
    type: 'Curso',
    category: 'porcino',
    id_medio: 8,
    medio_id: [8],
    is_media_subscription: 0,
    subscription_vinculated: [1],
    price: 150,
    socio_price: 90,
    stripe_id: 'price_curso_porcino',
    stripe_id_socio: 'price_curso_porcino_socio',
    stripe_account: 'ES',
    currency: 'EUR',
    current_price: 90,
    current_stripe_id: 'price_curso_porcino_socio',
    ...overrides,
  };
}

export const shipping: ShippingData = {
  nombre: 'Marta',
  apellido: 'García',
  telefono: '34612345678',
  direccion: 'Calle Mayor 1',
  piso: '',
  codigoPostal: '28001',
  ciudad: 'Madrid',
  provincia: 'Madrid',
  pais: 'ES',
  shipping_type: 'other',
};
export const billing: BillingData = {
  nombre: 'Marta',
  apellido: 'García',
  telefono: '+34612345678',
  phoneCountry: 'ES',
  nif: '12345678Z',
  direccion: 'Calle Mayor 1',
  piso: '2º B',
  codigoPostal: '',
  ciudad: 'Madrid',
  provincia: 'Madrid',
  pais: 'ES',
};

export const countries: Country[] = [
  { id_pais: 1, code: 'ES', countrynameENG: 'Spain', countrynameES: 'España', countrynamePT: 'Espanha' },
  { id_pais: 2, code: 'DE', countrynameENG: 'Germany', countrynameES: 'Alemania', countrynamePT: 'Alemanha' },
  { id_pais: 3, code: 'BR', countrynameENG: 'Brazil', countrynameES: 'Brasil', countrynamePT: 'Brasil' },
  { id_pais: 4, code: 'US', countrynameENG: 'United States', countrynameES: 'Estados Unidos', countrynamePT: 'Estados Unidos' },
];

/** A press of Pay with everything in order: a signed-in buyer, a complete card, Spain, no shipping or invoice. */
export function payRequest(purchase: ReadyToPay, tokenId = 'member-1'): PaymentRequest {
  return {
    user: { token_id: tokenId },
    loggedIn: true,
    cardComplete: true,
    countryCode: 'ES',
    needsShipping: false,
    shippingSaved: false,
    invoice: false,
    billingSaved: false,
    purchase,
    billing: null,
    shipping: null,
  };
}
