import type { DevApiContext } from '../context';
import { withFault } from '../control/faults';
import { parseOr400 } from '../http/httpError';
import { jsonReply } from '../http/reply';
import { route, type Route } from '../http/router';
import { getProductsQuerySchema, productsQuerySchema, suggestionsQuerySchema } from './queries';
import { suggestionsFor } from './suggestions';

/** Calls 1, 2 and 4: products by type, by id, and the memberships suggested for products. */
export function productRoutes(context: DevApiContext): Route[] {
  const { catalogue, faults } = context;
  return [
    // Call 1: an unknown type is an empty list, not an error.
    route(
      'GET',
      '/profile/checkout/products/get-products',
      withFault(faults, 'get-products', ({ query }) => {
        const { type } = parseOr400(getProductsQuerySchema, query, 'query');
        return jsonReply(
          200,
          catalogue.products.filter((product) => product.type === type),
        );
      }),
    ),
    // Call 4.
    route(
      'GET',
      '/profile/checkout/products/product-suggestions',
      withFault(faults, 'product-suggestions', ({ query }) => {
        const { product_ids } = parseOr400(suggestionsQuerySchema, query, 'query');
        return jsonReply(200, { success: true, suggestions: suggestionsFor(catalogue, product_ids) });
      }),
    ),
    // Call 2: all products without ids; unknown ids are ignored.
    route(
      'GET',
      '/profile/checkout/products/',
      withFault(faults, 'products', ({ query }) => {
        const { ids } = parseOr400(productsQuerySchema, query, 'query');
        if (ids === undefined) return jsonReply(200, catalogue.products);
        return jsonReply(
          200,
          ids.flatMap((id) => catalogue.find(id) ?? []),
        );
      }),
    ),
  ];
}
