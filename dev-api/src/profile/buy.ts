import { randomUUID } from 'node:crypto';
import { buyRequestSchema, type BuyRequest } from '@suscripciones/shared/schemas/entities';
import type { DevApiContext } from '../context';
import { withFault } from '../control/faults';
import { readBody } from '../http/body';
import { HttpError, parseOr400 } from '../http/httpError';
import { jsonReply, type Reply } from '../http/reply';
import { route, type Route } from '../http/router';
import { idempotencyKeyHeader } from '../payments/idempotency';
import type { Order } from '../payments/orders';
import type { PaymentAccount } from '../payments/paymentIntents';
import type { Catalogue, SeedProduct } from '../seed/catalogue';

const cents = (amount: number | string): number => Math.round(Number(amount) * 100);

export interface PricedLine {
  readonly product: SeedProduct;
  readonly kind: 'normal' | 'socio';
  readonly cents: number;
}

export interface CheckedPurchase {
  readonly lines: readonly PricedLine[];
  readonly amount: number;
  readonly account: PaymentAccount;
  readonly currency: string;
}

/**
 * The backend's checks of a buy request against the catalogue: every product
 * exists, appears once, and is priced at either its normal (price, stripe_id)
 * or its partner (socio_price, stripe_id_socio) pair; all share one seller
 * (stripe account) and the request's currency. Throws a 400 HttpError.
 */
export function checkPurchase(catalogue: Catalogue, request: BuyRequest): CheckedPurchase {
  const seen = new Set<number>();
  const lines = request.products.map((line): PricedLine => {
    if (seen.has(line.id)) throw new HttpError(400, `Product ${line.id} appears more than once`);
    seen.add(line.id);
    const product = catalogue.find(line.id);
    if (!product) throw new HttpError(400, `Unknown product id ${line.id}`);
    const asked = cents(line.price);
    if (asked === cents(product.price) && line.stripe_id === product.stripe_id) return { product, kind: 'normal', cents: asked };
    if (product.socio_price !== null && product.stripe_id_socio && asked === cents(product.socio_price) && line.stripe_id === product.stripe_id_socio) {
      return { product, kind: 'socio', cents: asked };
    }
    throw new HttpError(400, `Product ${line.id}: price ${line.price} with stripe_id ${line.stripe_id} matches neither its price nor its partner price`);
  });
  const accounts = new Set(lines.map((line) => line.product.stripe_account));
  if (accounts.size > 1) throw new HttpError(400, 'Products from different regions (stripe accounts) cannot be bought together');
  const currencies = new Set(lines.map((line) => line.product.currency));
  const [currency] = currencies;
  if (currencies.size > 1 || currency !== request.currency) {
    throw new HttpError(400, `Currency ${request.currency} does not match the products' currency ${[...currencies].join(', ')}`);
  }
  return {
    lines,
    amount: lines.reduce((sum, line) => sum + line.cents, 0),
    account: lines[0]?.product.stripe_account === 'ES' ? 'ES' : 'global',
    currency,
  };
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw new HttpError(400, 'Body is empty: expected JSON');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Body is not valid JSON');
  }
}

/** Validates a purchase body, records its order and creates its payment intent. */
function placeOrder(context: DevApiContext, body: string): Reply {
  const request = parseOr400(buyRequestSchema, parseJson(body), 'body');
  const purchase = checkPurchase(context.catalogue, request);
  const orderId = `ord_${randomUUID()}`;
  const intent = context.intents.create({
    amount: purchase.amount,
    currency: purchase.currency,
    account: purchase.account,
    paymentMethodId: request.paymentMethodId,
    orderId,
  });
  const order: Order = {
    id: orderId,
    createdAt: new Date().toISOString(),
    token_id: request.token_id,
    invoice: request.invoice,
    products: request.products,
    priceKinds: purchase.lines.map((line) => ({ id: line.product.id, kind: line.kind })),
    currency: purchase.currency,
    amount: purchase.amount,
    account: purchase.account,
    paymentMethodId: request.paymentMethodId,
    session_id: request.session_id,
    facturaData: request.facturaData,
    shippingData: request.shippingData,
    paymentIntentId: intent.id,
  };
  context.orders.add(order);
  return jsonReply(200, { success: true, message: 'Payment intent created', clientSecret: intent.client_secret });
}

/**
 * Call 3. With an Idempotency-Key, a repeated request (the same key and
 * body) gets the first answer again: one order, one intent.
 */
export function buyRoutes(context: DevApiContext): Route[] {
  return [
    route(
      'POST',
      '/profile/payment/checkout/buy',
      withFault(context.faults, 'buy', async ({ req }) => {
        const body = await readBody(req);
        const key = req.headers[idempotencyKeyHeader];
        return context.idempotency.run(Array.isArray(key) ? key[0] : key, body, async () => placeOrder(context, body));
      }),
    ),
  ];
}
