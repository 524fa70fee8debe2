import type { ReadyToPay, BillingData, CartItem, Country, ShippingData, User } from '@suscripciones/shared';
import type { PayFacts, PaymentRequest } from '../pay';

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

const buyer = (tokenId: string): User => ({ token_id: tokenId, nombre: 'Marta', apellidos: 'García López', email: 'marta@example.com', foto: null });

/** What the page knows at a press of Pay with everything in order: a signed-in buyer, a complete card, Spain, no shipping or invoice. */
export function payFacts(purchase: ReadyToPay, tokenId = 'member-1'): PayFacts {
  return { user: buyer(tokenId), purchase, needsShipping: false, cardComplete: true, countryCode: 'ES', invoice: false, shipping: null, billing: null };
}

/** The payment such a press asks for (the purchase must be ready to pay). */
export function paymentRequest(purchase: ReadyToPay, tokenId = 'member-1'): PaymentRequest {
  if (!purchase.ready) throw new Error(`a purchase that is not ready to pay (${purchase.block}) asks for no payment`);
  return { user: { token_id: tokenId }, purchase, countryCode: 'ES', invoice: false, billing: null, shipping: null };
}
