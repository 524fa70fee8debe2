import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { buyRequestSchema, type BuyRequest } from '../../../remote-payment/src/pay/buySchema';
import type { DevApiContext } from '../context';
import { json, parseJsonText, parseOr400, refuse } from '../http';
import type { DevUser, UserDirectory } from '../identity/users';
import type { PaymentAccount } from '../payments/paymentIntents';
import type { Catalogue, SeedProduct } from '../seed/catalogue';
import { holdsMembership, partnerPriceIsDue } from './entitlement';
import { isShipped, missingShippingFields } from './shipping';

const cents = (amount: number | string): number => Math.round(Number(amount) * 100);

interface PricedLine {
  readonly product: SeedProduct;
  readonly kind: 'normal' | 'socio';
  readonly cents: number;
}

/** A line as asked: which of the product's two (price, Stripe price id) pairs it names, if either. */
function pairOf(product: SeedProduct, line: BuyRequest['products'][number]): PricedLine | null {
  const asked = cents(line.price);
  if (asked === cents(product.price) && line.stripe_id === product.stripe_id) return { product, kind: 'normal', cents: asked };
  if (product.socio_price !== null && product.stripe_id_socio && asked === cents(product.socio_price) && line.stripe_id === product.stripe_id_socio) {
    return { product, kind: 'socio', cents: asked };
  }
  return null;
}

/** Every line names a known product once, at its normal or its partner pair. */
function priceLines(catalogue: Catalogue, request: BuyRequest): PricedLine[] {
  const seen = new Set<number>();
  return request.products.map((line): PricedLine => {
    if (seen.has(line.id)) throw refuse(400, `Product ${line.id} appears more than once`);
    seen.add(line.id);
    const product = catalogue.find(line.id);
    if (!product) throw refuse(400, `Unknown product id ${line.id}`);
    const priced = pairOf(product, line);
    if (!priced) throw refuse(400, `Product ${line.id}: price ${line.price} with stripe_id ${line.stripe_id} matches neither its price nor its partner price`);
    return priced;
  });
}

/** What the buyer may not buy, or not at that price: a partner price not due, a membership already held. */
function checkEntitlements(lines: readonly PricedLine[], buyer: DevUser): void {
  const purchase = lines.map((line) => line.product);
  for (const { product, kind } of lines) {
    if (kind === 'socio' && !partnerPriceIsDue(product, purchase, buyer.paidSubscriptions)) {
      throw refuse(
        400,
        `Product ${product.id}: the partner price (${product.socio_price ?? ''}, ${product.stripe_id_socio}) is not due to buyer ${buyer.token_id}: no linked membership in the purchase and no paid subscription for its medio`,
      );
    }
    if (product.is_media_subscription === 1 && holdsMembership(product, buyer.paidSubscriptions)) {
      throw refuse(400, `Membership ${product.id} is already held by buyer ${buyer.token_id}`);
    }
  }
}

/** A shipped item (printed magazine, membership) needs every required shipping field. */
function checkShipping(lines: readonly PricedLine[], shippingData: BuyRequest['shippingData']): void {
  const shipped = lines.find((line) => isShipped(line.product));
  if (!shipped) return;
  const missing = missingShippingFields(shippingData);
  const what = `Product ${shipped.product.id} (${shipped.product.type}) is shipped`;
  if (missing === null) throw refuse(400, `${what}: shippingData is missing`);
  if (missing.length > 0) throw refuse(400, `${what}: shippingData lacks ${missing.join(', ')}`);
}

/**
 * The backend's checks of a buy request against its own records, as the
 * profile service makes them: a known buyer; every product exists, appears
 * once, and is priced at its normal (price, stripe_id) pair or, when the
 * buyer is entitled to it, its partner (socio_price, stripe_id_socio) pair;
 * no membership the buyer already holds; one seller (stripe account) and the
 * request's currency; shipping data for what is shipped. Throws a 400
 * HttpError, the service's failure answer.
 */
function checkPurchase(catalogue: Catalogue, users: UserDirectory, request: BuyRequest): { lines: PricedLine[]; amount: number; account: PaymentAccount } {
  const buyer = users.find(request.token_id);
  if (!buyer) throw refuse(400, `Unknown buyer: token_id ${request.token_id} is no user of the identity site`);
  const lines = priceLines(catalogue, request);
  checkEntitlements(lines, buyer);
  const accounts = new Set(lines.map((line) => line.product.stripe_account));
  if (accounts.size > 1) throw refuse(400, 'Products from different regions (stripe accounts) cannot be bought together');
  const currencies = [...new Set(lines.map((line) => line.product.currency))];
  if (currencies.some((currency) => currency !== request.currency)) {
    throw refuse(400, `Currency ${request.currency} does not match the products' currency ${currencies.join(', ')}`);
  }
  checkShipping(lines, request.shippingData);
  return {
    lines,
    amount: lines.reduce((sum, line) => sum + line.cents, 0),
    account: lines[0]?.product.stripe_account === 'ES' ? 'ES' : 'global',
  };
}

/** Validates a purchase body, records its order and creates its payment intent. */
function placeOrder(context: DevApiContext, body: string): Response {
  const request = parseOr400(buyRequestSchema, parseJsonText(body), 'body');
  const { lines, amount, account } = checkPurchase(context.catalogue, context.users, request);
  const orderId = `ord_${randomUUID()}`;
  const intent = context.intents.create({ amount, currency: request.currency, account, paymentMethodId: request.paymentMethodId, orderId });
  const priceKinds = lines.map((line) => ({ id: line.product.id, kind: line.kind }));
  context.orders.add({ ...request, id: orderId, createdAt: new Date().toISOString(), priceKinds, amount, account, paymentIntentId: intent.id });
  return json(200, { success: true, message: 'Payment intent created', clientSecret: intent.client_secret });
}

/**
 * Call 3. With an Idempotency-Key, a repeated request (the same key and
 * body) gets the first answer again: one order, one intent.
 */
export async function buy(context: DevApiContext, c: Context): Promise<Response> {
  const body = await c.req.text();
  return context.idempotency.run(c.req.header('Idempotency-Key'), body, () => Promise.resolve(placeOrder(context, body)));
}
