import type { ReadyToPay, CartItem, User } from '@suscripciones/shared';
import { seedIds, seedPartnerCartItem } from '@suscripciones/dev-api/testing';
import type { PayFacts, PaymentRequest } from '../pay';

/** The seed's porcino course as a member's cart holds it: at its partner price (call 3 accepts it from member-1). */
export const cartItem = (overrides: Partial<CartItem> = {}): CartItem => ({ ...seedPartnerCartItem(seedIds.courses.porcino), ...overrides });

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
