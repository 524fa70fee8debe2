import { z } from 'zod';
import { courseCategories, courseMedioGroups, productTypes } from '@suscripciones/shared/catalogue/vocabulary';
import { sellingEntities, type SellingEntity } from '@suscripciones/kit/catalogue';
import type { CourseCategory, ProductInput } from '@suscripciones/shared/schemas/entities';
import type { subscriptionOfferSchema } from '../../../remote-landing/src/api/offersSchema';
import { pictures, productImagePath } from '../assets/pictures';
import { keysOf } from '../keysOf';
import { MapStore } from '../state/memoryStore';
import seedJson from './catalogue.json';

/**
 * The seed shop. Every rule of the spec can be exercised with it:
 * - one or more memberships per region tab (es, latam, br, global, ar), EUR/ES in Spain, USD/global elsewhere;
 * - courses of the three categories, linked to memberships, with a lower partner (socio) price;
 * - a USD/global course (mixed-region rule), a free course (never sent to the buy call);
 * - a printed magazine that members get free (socio_price 0).
 * Ids are stable: tests and the e2e suite refer to them through `seedIds`. The data is ./catalogue.json, keyed by
 * the names of `seedIds` and checked at load by a strict schema (below); the shapes the services answer are built here.
 */

/** Course medio groups of the price rule (docs/rules.md): the same words as the apps'. */
export const medioGroups = courseMedioGroups;

export const seedIds = {
  memberships: {
    /** Plan Premium porciNews España (id_medio 8): the member already holds it. */
    es: 1,
    esRuminants: 2,
    esPoultry: 3,
    esNutrition: 4,
    latam: 5,
    br: 6,
    /** The second Brazil membership, matched by "Suinobrasil". */
    brSuinobrasil: 7,
    global: 8,
    ar: 9,
  },
  courses: {
    /** Linked to memberships.es; partner price for the member (medio 8). */
    porcino: 20,
    /** Linked to memberships.esPoultry; partner price for the newsletter reader (avicultura group). */
    avicultura: 21,
    /** Linked to memberships.esNutrition and memberships.esRuminants. */
    nutricion: 22,
    /** Linked to memberships.esRuminants (shares it with courses.nutricion: suggestions deduplicate). */
    nutricionRumiantes: 23,
    /** USD, stripe_account global: mixing it with an EUR item breaks the single-seller rule. */
    globalUsd: 24,
    /** Price 0: never sent as a product. */
    free: 25,
  },
  magazines: {
    /** Revista impresa linked to memberships.es; socio_price 0 so members get it free. */
    printed: 30,
  },
} as const;

/** A seed product with concrete field types (each one is also a valid ProductInput). */
export interface SeedProduct {
  readonly id: number;
  readonly name: string;
  readonly name_en: string;
  readonly name_pt: string;
  readonly image: string;
  readonly type: string;
  readonly category: CourseCategory | null;
  readonly id_medio: number | null;
  /** Comma list of medio ids. */
  readonly medio_id: string;
  readonly is_media_subscription: 0 | 1;
  /** Comma list of membership ids. */
  readonly subscription_vinculated: string;
  /** The API's price string, e.g. "120.00". */
  readonly price: string;
  readonly socio_price: string | null;
  readonly stripe_id: string;
  readonly stripe_id_socio: string;
  readonly stripe_account: SellingEntity;
  readonly currency: (typeof sellingEntities)[SellingEntity]['currency'];
}

// Compile-time proof that a seed product is what the shared schema accepts (a membership's is in `membership`).
const _asProductInput = (product: SeedProduct): ProductInput => ({ ...product });

const text = z.string().trim().min(1);
const names = z.strictObject({ es: text, en: text, pt: text });
const price = z.string().regex(/^\d+\.\d{2}$/, 'a price string such as "120.00"');
const stripeKey = z.string().regex(/^[a-z0-9_]+$/);
const region = z.enum(keysOf(sellingEntities));
const image = z.enum(keysOf(pictures.products));
const category = z.enum(courseCategories).nullable();
const medioId = z.int().positive();
const membershipKey = z.enum(keysOf(seedIds.memberships));

const membershipSpec = z.strictObject({
  brand: text,
  /** The edition after the brand in each language's name ("España"); empty for a brand with one edition. */
  edition: z.strictObject({ es: z.string(), en: z.string(), pt: z.string() }),
  id_medio: medioId,
  category,
  price,
  region,
  image,
  stripeKey,
  /** False for digital-only editions: no printed magazine among the benefits. */
  withMagazine: z.boolean(),
});
type MembershipSpec = z.infer<typeof membershipSpec>;

const itemSpec = z.strictObject({
  names,
  category,
  /** The first is the item's id_medio. */
  medio_id: z.array(medioId).min(1),
  /** Keys of `seedIds.memberships`. */
  linked: z.array(membershipKey),
  price,
  socio_price: price,
  stripeKey,
  region,
  image,
});
type ItemSpec = z.infer<typeof itemSpec>;

/** Every named seed id has its spec, and no other: a record over the names of `seedIds` (zod records of an enum are exhaustive). */
const seedDataSchema = z.strictObject({
  benefits: z.strictObject({ magazine: names, digital: z.array(names).min(3).max(5) }),
  memberships: z.record(membershipKey, membershipSpec),
  courses: z.record(z.enum(keysOf(seedIds.courses)), itemSpec),
  magazines: z.record(z.enum(keysOf(seedIds.magazines)), itemSpec),
});

/** The seed data (./catalogue.json) checked; an invalid file throws, naming what is wrong, so dev-api does not start. */
export function parseSeedData(json: unknown): z.infer<typeof seedDataSchema> {
  const parsed = seedDataSchema.safeParse(json);
  if (!parsed.success) throw new Error(`dev-api/src/seed/catalogue.json is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const seed = parseSeedData(seedJson);

/** The benefits in the three languages, the printed magazine first unless the edition is digital-only. */
function benefits(withMagazine: boolean) {
  const list = withMagazine ? [seed.benefits.magazine, ...seed.benefits.digital] : seed.benefits.digital;
  return { benefits: list.map((entry) => entry.es), benefits_en: list.map((entry) => entry.en), benefits_pt: list.map((entry) => entry.pt) };
}

const join = (...parts: string[]): string => parts.filter(Boolean).join(' ');

/** A membership: a seed product that is also an offer the shared schema accepts, with its medio and its benefits. */
function membership(id: number, spec: MembershipSpec, origin: string) {
  return {
    id,
    name: join('Plan Premium', spec.brand, spec.edition.es),
    name_en: join(spec.brand, 'Premium Plan', spec.edition.en),
    name_pt: join('Plano Premium', spec.brand, spec.edition.pt),
    image: `${origin}${productImagePath(spec.image)}`,
    type: productTypes.subscription,
    category: spec.category,
    id_medio: spec.id_medio,
    medio_id: String(spec.id_medio),
    is_media_subscription: 1,
    subscription_vinculated: '',
    price: spec.price,
    socio_price: null,
    stripe_id: `price_plan_${spec.stripeKey}`,
    stripe_id_socio: '',
    stripe_account: spec.region,
    currency: sellingEntities[spec.region].currency,
    medio_vinculado: join(spec.brand, spec.edition.es),
    medio_subscription_id: 100 + id,
    ...benefits(spec.withMagazine),
  } satisfies SeedProduct & z.input<typeof subscriptionOfferSchema>;
}

export type SeedMembership = ReturnType<typeof membership>;

function item(id: number, type: string, spec: ItemSpec, origin: string): SeedProduct {
  return {
    id,
    name: spec.names.es,
    name_en: spec.names.en,
    name_pt: spec.names.pt,
    image: `${origin}${productImagePath(spec.image)}`,
    type,
    category: spec.category,
    id_medio: spec.medio_id[0] ?? null,
    medio_id: spec.medio_id.join(','),
    is_media_subscription: 0,
    subscription_vinculated: spec.linked.map((key) => seedIds.memberships[key]).join(','),
    price: spec.price,
    socio_price: spec.socio_price,
    stripe_id: `price_${spec.stripeKey}`,
    stripe_id_socio: `price_${spec.stripeKey}_socio`,
    stripe_account: spec.region,
    currency: sellingEntities[spec.region].currency,
  };
}

/** Each spec of a group with the id `seedIds` names it by. */
const withIds = <Key extends string, Spec>(ids: Readonly<Record<Key, number>>, specs: Readonly<Record<Key, Spec>>) =>
  keysOf(ids).map((key) => [ids[key], specs[key]] as const);

/**
 * What a test may change of a seed product (`POST /__control/catalogue/products`), for data the seed never has:
 * its medios, or its price (the offers' snapshot must follow a price the service changed).
 */
export type ProductChange = Partial<Pick<SeedProduct, 'id_medio' | 'medio_id' | 'price'>>;

/**
 * The seed shop as the services answer it: the seed products, with the
 * changes a test made (cleared by the control reset, like every record).
 */
export class Catalogue extends MapStore<number, ProductChange> {
  // records: the changes a test made, by product id (the reset goes back to the seed).

  constructor(private readonly seedProducts: readonly SeedProduct[]) {
    super();
  }

  private changed<Product extends SeedProduct>(product: Product): Product {
    const change = this.records.get(product.id);
    return change ? { ...product, ...change } : product;
  }

  get memberships(): readonly SeedMembership[] {
    return this.products.filter(isMembership);
  }

  /** Memberships first, then courses and the magazine, by id. */
  get products(): readonly SeedProduct[] {
    return this.seedProducts.map((product) => this.changed(product));
  }

  find(id: number): SeedProduct | undefined {
    return this.products.find((product) => product.id === id);
  }

  /** Changes a seed product until the reset; false for an unknown id. */
  change(id: number, change: ProductChange): boolean {
    if (!this.seedProducts.some((product) => product.id === id)) return false;
    this.records.set(id, { ...this.records.get(id), ...change });
    return true;
  }
}

export const isMembership = (product: SeedProduct): product is SeedMembership => product.type === 'Subscription' && product.is_media_subscription === 1;

/** The comma lists of a seed product as numbers. */
export const idList = (list: string): number[] =>
  list
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

/** Builds the catalogue with image URLs on dev-api's own origin (known once it listens). */
export function buildCatalogue(origin: string): Catalogue {
  const memberships = withIds(seedIds.memberships, seed.memberships).map(([id, spec]) => membership(id, spec, origin));
  const items = [
    ...withIds(seedIds.courses, seed.courses).map(([id, spec]) => item(id, productTypes.course, spec, origin)),
    ...withIds(seedIds.magazines, seed.magazines).map(([id, spec]) => item(id, productTypes.printedMagazine, spec, origin)),
  ];
  const products: SeedProduct[] = [...memberships, ...items].sort((a, b) => a.id - b.id);
  return new Catalogue(products);
}
