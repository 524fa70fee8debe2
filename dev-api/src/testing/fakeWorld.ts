import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { type CartItem, type Product } from '@suscripciones/shared';
import { toCartItem } from '@suscripciones/kit/testing';
import { productSchema } from '@suscripciones/shared/schemas/entities';
import { countrySchema, type Country } from '../../../remote-payment/src/address/countrySchema';
import { createDevApi } from '../app';
import { resetState, type DevApiContext } from '../context';
import { lostAnswerHeader, type FaultMode, type FaultRoute } from '../control/faults';
import { countryList } from '../identity/countries';
import { buildCatalogue, type SeedMembership } from '../seed/catalogue';
import { installStripeDouble } from '../stripe/double/install';

export { testAddress, testBilling, testShipping } from '../seed/address';
export { seedIds } from '../seed/catalogue';
export { testPublishableKeys } from '../stripe/accounts';

/** dev-api's origin in the unit tests' runtime config (kit/src/testing/testConfig.ts). */
const fakeWorldOrigin = 'http://localhost:3010';

const catalogue = buildCatalogue(fakeWorldOrigin);
/** A seed product (seedIds) as calls 1, 2 and 4 answer it, parsed as the apps parse it. */
export function seedProduct(id: number): Product {
  return productSchema.parse(catalogue.find(id));
}
/** A seed product as a cart line: at its normal price until the cart's rules say otherwise. */
export const seedCartItem = (id: number, overrides: Partial<CartItem> = {}): CartItem => ({ ...toCartItem(seedProduct(id)), ...overrides });
/** A seed product as a member's cart line: at its partner price and partner Stripe price, as the price rule sets them. */
export function seedPartnerCartItem(id: number): CartItem {
  const { socio_price, stripe_id_socio } = seedProduct(id);
  if (socio_price === null) throw new Error(`seed product ${id} has no partner price`);
  return seedCartItem(id, { current_price: socio_price, current_stripe_id: stripe_id_socio });
}
/** The seed's memberships as call 1 answers them before any test changes them (copies: a test may change its own). */
export const seedMemberships = (): SeedMembership[] => catalogue.memberships.map((membership) => structuredClone(membership));
/** Call 6's countries, parsed as the apps parse them. */
export const seedCountries = (): Country[] => countryList().map((country) => countrySchema.parse(country));

export interface FakeWorld {
  /** What dev-api holds: the seed catalogue and users, and what it recorded (orders, intents, confirmations...). */
  readonly context: DevApiContext;
  /** Every request the page made, as `/path?query`, in order. */
  readonly requests: string[];
  /** A route's fault (status-500, hang, lose-answer...), for `times` requests or until the test ends. */
  fault(route: FaultRoute, mode: FaultMode, times?: number): void;
  /** The answers to a path wait until `release()`: a late answer. */
  hold(path: string): { release(): void };
  /** Stripe.js as the page loads it: dev-api's double in jsdom's window, its API answered by dev-api. */
  installStripe(): void;
  /**
   * Until the test ends, call 6 answers only these of its countries: a page holding ~250 countries twice re-renders
   * for seconds in jsdom, too slow for a test that fills whole address forms on a busy machine.
   */
  onlyCountries(codes: readonly string[]): void;
}

/**
 * The fake world of the unit and component tests: dev-api itself, answering in-process. MSW (the ecosystem's
 * standard for Node) hands every request for dev-api's origin to dev-api's app.fetch, so a page under test gets
 * the answers the browser tests get from the running stand-in: the same seed, the same rules, the same refusals
 * and the same Stripe double. State is reset after each test; any other request fails the test.
 */
export function setupFakeWorld(): FakeWorld {
  const { app, context } = createDevApi({
    origin: fakeWorldOrigin,
    hostOrigin: 'http://localhost:3000',
    returnOrigins: new Set(['http://localhost:3000', fakeWorldOrigin]),
  });
  // An answer the lose-answer fault drops is a network error, as a dropped connection is to the page.
  const answerTo = async (request: Request): Promise<Response> => {
    const answer = await app.fetch(request);
    return answer.headers.has(lostAnswerHeader) ? Response.error() : answer;
  };
  const answer: HttpHandler = http.all(`${fakeWorldOrigin}/*`, ({ request }) => answerTo(request));
  const server = setupServer(answer);
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
  });
  // MSW keeps a copy of each answer for this event; unread, it makes the page's `response.body.cancel()` (how the
  // apps release a failed answer) wait forever, a known bug of MSW 2's interceptors. Reading it lets cancel settle.
  server.events.on('response:mocked', ({ response }) => void response.arrayBuffer().catch(() => undefined));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetState(context);
    requests.length = 0;
  });
  afterAll(() => server.close());
  return {
    context,
    requests,
    fault: (route, mode, times) => context.faults.set(route, mode, times),
    hold(path) {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      server.use(http.all(`${fakeWorldOrigin}${path}`, async ({ request }) => gate.then(() => answerTo(request))));
      return { release: () => release() };
    },
    onlyCountries(codes) {
      server.use(
        http.post(`${fakeWorldOrigin}/identity/wp-admin/admin-ajax.php`, async ({ request }) => {
          const answer = await answerTo(request);
          if (!answer.ok) return answer;
          const all = z.array(z.looseObject({ code: z.string() })).parse(await answer.json());
          return Response.json(all.filter((country) => codes.includes(country.code)));
        }),
      );
    },
    installStripe() {
      const script = document.createElement('script');
      script.src = `${fakeWorldOrigin}/stripe/v3/`;
      installStripeDouble(window, script);
    },
  };
}
