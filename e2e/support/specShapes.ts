import type { Page, Route } from '@playwright/test';
import { devApiUrl } from './env';

/**
 * The outside answers as the spec describes them (docs/rules.md), not as our
 * stand-in sends them: the page's calls to the profile service are answered
 * with the stand-in's data cut down to the fields the spec lists, or changed
 * by the test. The stand-in sends more (type, stripe ids, shipping rules on
 * offers…); a page that needed those would work here and fail in production.
 */

/** Subscription offer (list item), as the spec lists it. */
const offerFields = [
  'id',
  'name',
  'name_en',
  'name_pt',
  'image',
  'price',
  'currency',
  'medio_subscription_id',
  'id_medio',
  'medio_vinculado',
  'benefits',
] as const;

/** Cart product, as the spec lists it (current_price and current_stripe_id only when the service sends them). */
const cartProductFields = [
  'id',
  'name',
  'name_en',
  'name_pt',
  'image',
  'type',
  'category',
  'id_medio',
  'medio_id',
  'is_media_subscription',
  'subscription_vinculated',
  'price',
  'socio_price',
  'current_price',
  'stripe_id',
  'stripe_id_socio',
  'current_stripe_id',
  'stripe_account',
  'currency',
] as const;

/** Suggestion response items, as the spec words them: "items like subscriptions with id, image, price, currency". */
const suggestionFields = ['id', 'image', 'price', 'currency'] as const;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entry with only the named fields it has. */
function pick(entry: unknown, fields: readonly string[]): Json {
  if (!isRecord(entry)) return {};
  return Object.fromEntries(fields.filter((field) => field in entry).map((field) => [field, entry[field]]));
}

const profile = () => `${devApiUrl}/profile/checkout/products/`;
const isCall1 = (url: URL) => url.href.startsWith(`${profile()}get-products`);
const isCall4 = (url: URL) => url.href.startsWith(`${profile()}product-suggestions`);
const isCall2 = (url: URL) => url.origin + url.pathname === profile();

export interface SpecShapeOptions {
  /** Changes each offer of call 1 after it is cut down (return null to drop it). */
  offer?: (offer: Json) => Json | null;
  /** Changes each product of call 2 after it is cut down. */
  product?: (product: Json) => Json;
}

async function forward(route: Route, shape: (body: unknown) => unknown): Promise<void> {
  try {
    const response = await route.fetch();
    const body: unknown = await response.json();
    await route.fulfill({ response, json: shape(body) });
  } catch (error) {
    // The page let go of the request meanwhile (a navigation, a closed page): its answer is disposed, nobody waits for it.
    // Anything else is answered as a failed request, which the page under test shows and the test sees.
    console.warn(`spec-shaped answer dropped: ${String(error)}`);
    await route.abort('failed').catch(() => undefined);
  }
}

/** Answers calls 1, 2 and 4 of this page with the spec's fields only. */
export async function serveSpecShapes(page: Page, options: SpecShapeOptions = {}): Promise<{ calls: string[] }> {
  const calls: string[] = [];
  const list = (body: unknown): unknown[] => (Array.isArray(body) ? body : []);
  await page.route(
    (url) => isCall1(url) || isCall2(url) || isCall4(url),
    (route) => {
      const url = new URL(route.request().url());
      calls.push(`${url.pathname}${url.search}`);
      if (isCall1(url)) {
        const shapeOffer = (offer: unknown): Json | null => (options.offer ?? ((value: Json) => value))(pick(offer, offerFields));
        return forward(route, (body) =>
          list(body)
            .map(shapeOffer)
            .filter((offer) => offer !== null),
        );
      }
      if (isCall4(url)) {
        return forward(route, (body) => ({
          success: isRecord(body) ? body.success : false,
          suggestions: isRecord(body) && Array.isArray(body.suggestions) ? body.suggestions.map((item) => pick(item, suggestionFields)) : [],
        }));
      }
      return forward(route, (body) => list(body).map((product) => (options.product ?? ((value: Json) => value))(pick(product, cartProductFields))));
    },
  );
  return { calls };
}
