// The go-live check's requests, in the order the product makes them where
// one needs another's answer (ids from calls 1, 2 and 4 for call 2 by id),
// the rest side by side. Every request goes through `probe` (the network
// edge); every row comes from a pure check of its answer.
import { buyPath, countriesForm, productsOfTypePath, suggestionsPath } from '@suscripciones/kit/calls';
import { statePaths } from '../../shared/src/api/callPaths';
import type { RuntimeConfig } from '../../shared/src/config/runtimeConfig';
import { remoteNameSchema } from '../../shared/src/config/runtimeConfig';
import { productTypes } from '../../shared/src/catalogue/vocabulary';
import { buildTrackingEvent } from '../../shared/src/tracking/tracking';
import {
  countriesCheck,
  offersCheck,
  paidSubscriptionsCheck,
  productsByIdCheck,
  productsCheck,
  suggestionsCheck,
  trackingCheck,
  type AskedId,
  type CallTarget,
} from './calls';
import { manifestEntry, remoteEntryRow, scriptRow } from './code';
import { servicesAreLocal } from './config';
import { preflightRow } from './cors';
import type { Probe } from './probe';
import { publishableKeyRow } from './stripeKey';
import { row, type Row } from './table';

export interface CheckOptions {
  /** The host page's origin, for call 3's preflight and call 7's event. */
  origin: string;
  /** A test user's token_id for call 5; without one, call 5 is skipped. */
  token?: string;
  now?: Date;
}

/** How many ids of each answer call 2 by id and call 4 are asked for: a sample, not the catalogue. */
const sampleSize = 3;

const profile = 'profile service';
const profileSetting = '`profileApi` in the config';

const profileTarget = (check: string, path: string, entrySchema: string): CallTarget => ({
  service: profile,
  check,
  setting: profileSetting,
  request: `GET {profileApi}${path}`,
  entrySchema,
});

const unique = (asked: readonly AskedId[]): AskedId[] => asked.filter((entry, index) => asked.findIndex(({ id }) => id === entry.id) === index);

/** Calls 1, 2, 4 and 2 by id, then 5: each later one asks with ids the earlier answers gave. */
async function profileCalls(
  config: RuntimeConfig,
  options: CheckOptions,
  probe: Probe,
): Promise<Record<'offers' | 'products' | 'byId' | 'suggestions' | 'paid', Row>> {
  const at = (path: string) => `${config.profileApi}${path}`;
  const offersPath = productsOfTypePath(productTypes.subscription);
  const allPath = statePaths.products([]);
  const [offers, products] = await Promise.all([
    probe(at(offersPath)).then((answer) =>
      offersCheck(
        profileTarget(`call 1: offers (type ${productTypes.subscription})`, offersPath, 'subscriptionOfferSchema in remote-landing/src/api/offersSchema.ts'),
        answer,
      ),
    ),
    probe(at(allPath)).then((answer) =>
      productsCheck(profileTarget('call 2: all products (no ids)', allPath, 'productSchema in shared/src/schemas/entities.ts'), answer),
    ),
  ]);
  // The checkout asks call 4 for the cart's shop products: those first, subscriptions only when there are no others.
  const sample = [...(products.data ?? [])].sort((a, b) => Number(a.type === productTypes.subscription) - Number(b.type === productTypes.subscription));
  const productIds = sample.slice(0, sampleSize).map((product) => product.id);

  const suggestionsTitle = `call 4: suggestions (product_ids ${productIds.join(',') || 'none'})`;
  const suggestions =
    productIds.length > 0
      ? await probe(at(suggestionsPath(productIds))).then((answer) =>
          suggestionsCheck(
            profileTarget(suggestionsTitle, suggestionsPath(productIds), 'suggestionSchema in remote-checkout/src/suggestion/suggestionsSchema.ts'),
            answer,
          ),
        )
      : { row: row(profile, suggestionsTitle, 'skip', 'no product ids: call 2 gave no valid product'), data: undefined };

  const asked = unique([
    ...(offers.data ?? []).slice(0, sampleSize).map((offer): AskedId => ({ id: offer.id, from: 'offer' })),
    ...productIds.map((id): AskedId => ({ id, from: 'product' })),
    ...(suggestions.data?.suggestions ?? []).slice(0, sampleSize).map((suggestion): AskedId => ({ id: suggestion.id, from: 'suggestion' })),
  ]);
  const ids = asked.map(({ id }) => id);
  const byIdTitle = `call 2: products by id (ids ${ids.join(',') || 'none'})`;
  const byId =
    ids.length > 0
      ? await probe(at(statePaths.products(ids))).then(
          (answer) =>
            productsByIdCheck(profileTarget(byIdTitle, statePaths.products(ids), 'productSchema in shared/src/schemas/entities.ts'), answer, asked).row,
        )
      : row(profile, byIdTitle, 'skip', 'no ids: calls 1, 2 and 4 gave none');

  const paidTitle = 'call 5: paid subscriptions (--token)';
  const paid =
    options.token === undefined
      ? row(profile, paidTitle, 'skip', 'no --token given', 'Run again with --token <token_id> of a test user to check call 5.')
      : await probe(at(statePaths.paidSubscriptions(options.token))).then(
          (answer) =>
            paidSubscriptionsCheck(
              profileTarget(paidTitle, statePaths.paidSubscriptions('<token>'), 'paidSubscriptionSchema in shared/src/schemas/entities.ts'),
              answer,
            ).row,
        );

  return { offers: offers.row, products: products.row, byId, suggestions: suggestions.row, paid };
}

/** Call 3's preflight, as a browser on the host's page sends it before the purchase: with and without the idempotency key. */
async function buyPreflights(config: RuntimeConfig, options: CheckOptions, probe: Probe): Promise<Row[]> {
  const variants = [
    { headers: ['content-type'], required: true },
    { headers: ['content-type', 'idempotency-key'], required: config.profileAcceptsIdempotencyKey },
  ];
  return Promise.all(
    variants.map(async ({ headers, required }) => {
      const answer = await probe(`${config.profileApi}${buyPath}`, {
        method: 'OPTIONS',
        redirect: 'manual',
        headers: { Origin: options.origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': headers.join(',') },
      });
      const target = { service: profile, check: `call 3: CORS preflight of buy (${headers.join(', ')})`, setting: profileSetting };
      return preflightRow(target, answer, { origin: options.origin, headers, required, optionalBecause: 'profileAcceptsIdempotencyKey is false' });
    }),
  );
}

async function countries(config: RuntimeConfig, probe: Probe): Promise<Row> {
  const answer = await probe(config.identity.ajaxUrl, { method: 'POST', body: countriesForm() });
  const target: CallTarget = {
    service: 'identity site',
    check: 'call 6: countries (action getPais)',
    setting: '`identity.ajaxUrl` in the config',
    request: 'POST {identity.ajaxUrl} action=getPais',
    entrySchema: 'countrySchema in remote-payment/src/address/countrySchema.ts',
  };
  return countriesCheck(target, answer).row;
}

/** Call 7's one write: an event marked as a check, built as the product builds its events. */
async function checkEvent(config: RuntimeConfig, options: CheckOptions, probe: Probe): Promise<Row> {
  const origin = new URL(options.origin);
  const event = buildTrackingEvent(
    'service_check',
    { event_target: 'check:services' },
    { href: `${origin.origin}/suscripciones/`, hostname: origin.hostname, userAgent: 'suscripciones check:services' },
    options.now ?? new Date(),
  );
  const answer = await probe(`${config.trackingBase}${statePaths.track}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
  });
  const target: CallTarget = {
    service: 'tracking',
    check: 'call 7: a check event (event_type service_check)',
    setting: '`trackingBase` in the config',
    request: 'POST {trackingBase}/track',
    entrySchema: 'trackingEventSchema in shared/src/schemas/entities.ts',
  };
  return trackingCheck(target, answer);
}

async function stripe(config: RuntimeConfig, probe: Probe): Promise<Row[]> {
  const local = servicesAreLocal(config);
  const script = scriptRow(
    { service: 'Stripe', check: 'Stripe.js answers JavaScript', setting: '`stripe.scriptUrl` in the config' },
    await probe(config.stripe.scriptUrl),
    `GET ${config.stripe.scriptUrl}`,
  );
  return [
    script,
    publishableKeyRow('ES', '`stripe.publishableKeyES`', config.stripe.publishableKeyES, local),
    publishableKeyRow('global', '`stripe.publishableKeyGlobal`', config.stripe.publishableKeyGlobal, local),
  ];
}

/** Each remote: its manifest loads, is a federation manifest of that remote, and the entry it names answers JavaScript. */
async function remotes(config: RuntimeConfig, probe: Probe): Promise<Row[]> {
  return Promise.all(
    remoteNameSchema.options.map(async (remote) => {
      const target = { service: `remote ${remote}`, check: 'mf-manifest.json and its entry', setting: `\`remotes.${remote}\` in the config` };
      const manifestUrl = config.remotes[remote];
      const found = manifestEntry(remote, target, await probe(manifestUrl));
      if ('row' in found) return found.row;
      return remoteEntryRow(target, found.entry, await probe(found.entry));
    }),
  );
}

/** Every check of the config's outside services, in the table's order. */
export async function checkServices(config: RuntimeConfig, options: CheckOptions, probe: Probe): Promise<Row[]> {
  const [calls, preflights, call6, call7, stripeRows, remoteRows] = await Promise.all([
    profileCalls(config, options, probe),
    buyPreflights(config, options, probe),
    countries(config, probe),
    checkEvent(config, options, probe),
    stripe(config, probe),
    remotes(config, probe),
  ]);
  // By call number, as the spec lists them (docs/rules.md).
  return [calls.offers, calls.products, calls.byId, ...preflights, calls.suggestions, calls.paid, call6, call7, ...stripeRows, ...remoteRows];
}
