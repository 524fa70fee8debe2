import type { Area } from '../context';
import { withFault } from '../control/faults';
import { json, parseOr400 } from '../http';
import { buy } from './buy';
import { getProductsQuerySchema, paidSubscriptionsParamsSchema, productsQuerySchema, suggestionsQuerySchema } from './queries';
import { suggestionsFor } from './suggestions';

/** The profile service stand-in (base path /profile): calls 1 to 5. */
export const profileRoutes: Area = (app, context) => {
  const { catalogue, faults } = context;
  // Call 1: an unknown type is an empty list, not an error.
  app.get(
    '/profile/checkout/products/get-products',
    withFault(faults, 'get-products', (c) => {
      const { type } = parseOr400(getProductsQuerySchema, c.req.query(), 'query');
      const ofType = catalogue.products.filter((product) => product.type === type);
      return json(200, ofType);
    }),
  );
  // Call 4.
  app.get(
    '/profile/checkout/products/product-suggestions',
    withFault(faults, 'product-suggestions', (c) => {
      const { product_ids } = parseOr400(suggestionsQuerySchema, c.req.query(), 'query');
      return json(200, { success: true, suggestions: suggestionsFor(catalogue, product_ids) });
    }),
  );
  // Call 2: all products without ids; unknown ids are ignored.
  app.get(
    '/profile/checkout/products',
    withFault(faults, 'products', (c) => {
      const { ids } = parseOr400(productsQuerySchema, c.req.query(), 'query');
      return json(200, ids === undefined ? catalogue.products : ids.flatMap((id) => catalogue.find(id) ?? []));
    }),
  );
  // Call 3.
  app.post(
    '/profile/payment/checkout/buy',
    withFault(faults, 'buy', (c) => buy(context, c)),
  );
  // Call 5: a user's paid subscriptions; an unknown user has none.
  app.get(
    '/profile/subs/get-pays-subs/:token_id',
    withFault(faults, 'get-pays-subs', (c) => {
      const { token_id } = parseOr400(paidSubscriptionsParamsSchema, c.req.param(), 'path');
      return json(200, { data: context.users.find(token_id)?.paidSubscriptions ?? [] });
    }),
  );
};
