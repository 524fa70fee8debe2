import type { z } from 'zod';
import { courseMedioGroups, sellingEntities, type SellingEntity } from '@suscripciones/shared/catalogue/vocabulary';
import type { CourseCategory, ProductInput, subscriptionOfferSchema } from '@suscripciones/shared/schemas/entities';
import { productImagePath, type ProductImageSlug } from '../assets/pictures';
import type { MemoryStore } from '../state/memoryStore';

/**
 * The seed shop. Every rule of the spec can be exercised with it:
 * - one or more memberships per region tab (es, latam, br, global, ar), EUR/ES in Spain, USD/global elsewhere;
 * - courses of the three categories, linked to memberships, with a lower partner (socio) price;
 * - a USD/global course (mixed-region rule), a free course (never sent to the buy call);
 * - a printed magazine that members get free (socio_price 0).
 * Ids are stable: tests and the e2e suite refer to them through `seedIds`.
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

type StripeAccount = SellingEntity;
type SeedCurrency = (typeof sellingEntities)[SellingEntity]['currency'];

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
  readonly stripe_account: StripeAccount;
  readonly currency: SeedCurrency;
}

export interface SeedMembership extends SeedProduct {
  readonly type: 'Subscription';
  readonly is_media_subscription: 1;
  readonly medio_vinculado: string;
  readonly medio_subscription_id: number;
  readonly benefits: readonly string[];
  readonly benefits_en: readonly string[];
  readonly benefits_pt: readonly string[];
}

// Compile-time proof that the seed shapes are what the shared schemas accept.
type SubscriptionOfferInput = z.input<typeof subscriptionOfferSchema>;
const _asProductInput = (product: SeedProduct): ProductInput => ({ ...product });
const _asSubscriptionOfferInput = (membership: SeedMembership): SubscriptionOfferInput => ({
  ...membership,
  benefits: [...membership.benefits],
  benefits_en: [...membership.benefits_en],
  benefits_pt: [...membership.benefits_pt],
});

const allBenefits = {
  es: [
    'Revista impresa trimestral',
    'Más de 100 cápsulas de formación',
    'Descuentos en eventos y cursos',
    'Contenido premium',
    'Ofertas de empleo',
    'Biblioteca personal',
  ],
  en: ['Quarterly printed magazine', 'Over 100 training capsules', 'Event and course discounts', 'Premium content', 'Job offers', 'Personal library'],
  pt: [
    'Revista impressa trimestral',
    'Mais de 100 cápsulas de formação',
    'Descontos em eventos e cursos',
    'Conteúdo premium',
    'Ofertas de emprego',
    'Biblioteca pessoal',
  ],
} as const;

/** The benefits, optionally without the printed magazine (digital-only editions). */
function benefits(withMagazine: boolean): Pick<SeedMembership, 'benefits' | 'benefits_en' | 'benefits_pt'> {
  const pick = (list: readonly string[]) => (withMagazine ? [...list] : list.slice(1));
  return { benefits: pick(allBenefits.es), benefits_en: pick(allBenefits.en), benefits_pt: pick(allBenefits.pt) };
}

interface MembershipSpec {
  readonly id: number;
  readonly brand: string;
  readonly edition: { readonly es: string; readonly en: string; readonly pt: string };
  readonly medio_vinculado: string;
  readonly id_medio: number;
  readonly category: CourseCategory | null;
  readonly price: string;
  readonly region: 'ES' | 'global';
  readonly image: ProductImageSlug;
  readonly stripeKey: string;
  readonly withMagazine: boolean;
}

const membershipSpecs: readonly MembershipSpec[] = [
  {
    id: seedIds.memberships.es,
    brand: 'porciNews',
    edition: { es: 'España', en: 'Spain', pt: 'Espanha' },
    medio_vinculado: 'porciNews España',
    id_medio: 8,
    category: 'porcino',
    price: '120.00',
    region: 'ES',
    image: 'plan-porcinews',
    stripeKey: 'porcinews_es',
    withMagazine: true,
  },
  {
    id: seedIds.memberships.esRuminants,
    brand: 'rumiNews',
    edition: { es: 'España', en: 'Spain', pt: 'Espanha' },
    medio_vinculado: 'rumiNews España',
    id_medio: 16,
    category: null,
    price: '110.00',
    region: 'ES',
    image: 'plan-ruminews',
    stripeKey: 'ruminews_es',
    withMagazine: true,
  },
  {
    id: seedIds.memberships.esPoultry,
    brand: 'aviNews',
    edition: { es: 'España', en: 'Spain', pt: 'Espanha' },
    medio_vinculado: 'aviNews España',
    id_medio: 1,
    category: 'avicultura',
    price: '120.00',
    region: 'ES',
    image: 'plan-avinews',
    stripeKey: 'avinews_es',
    withMagazine: true,
  },
  {
    id: seedIds.memberships.esNutrition,
    brand: 'nutriNews',
    edition: { es: 'España', en: 'Spain', pt: 'Espanha' },
    medio_vinculado: 'nutriNews España',
    id_medio: 5,
    category: 'nutricion',
    price: '110.00',
    region: 'ES',
    image: 'plan-nutrinews',
    stripeKey: 'nutrinews_es',
    withMagazine: true,
  },
  {
    id: seedIds.memberships.latam,
    brand: 'aviNews',
    edition: { es: 'Latam', en: 'Latam', pt: 'Latam' },
    medio_vinculado: 'aviNews Latam',
    id_medio: 7,
    category: 'avicultura',
    price: '99.00',
    region: 'global',
    image: 'plan-avinews',
    stripeKey: 'avinews_latam',
    withMagazine: true,
  },
  {
    id: seedIds.memberships.br,
    brand: 'aviNews',
    edition: { es: 'Brasil', en: 'Brasil', pt: 'Brasil' },
    medio_vinculado: 'aviNews Brasil',
    id_medio: 18,
    category: 'avicultura',
    price: '89.00',
    region: 'global',
    image: 'plan-avinews',
    stripeKey: 'avinews_brasil',
    withMagazine: true,
  },
  {
    id: seedIds.memberships.brSuinobrasil,
    brand: 'Suinobrasil',
    edition: { es: '', en: '', pt: '' },
    medio_vinculado: 'Suinobrasil',
    id_medio: 15,
    category: 'porcino',
    price: '89.00',
    region: 'global',
    image: 'plan-suinobrasil',
    stripeKey: 'suinobrasil',
    withMagazine: false,
  },
  {
    id: seedIds.memberships.global,
    brand: 'nutriNews',
    edition: { es: 'International', en: 'International', pt: 'International' },
    medio_vinculado: 'nutriNews International',
    id_medio: 4,
    category: 'nutricion',
    price: '130.00',
    region: 'global',
    image: 'plan-nutrinews',
    stripeKey: 'nutrinews_international',
    withMagazine: false,
  },
  {
    id: seedIds.memberships.ar,
    brand: 'aviNews',
    edition: { es: 'Arabic', en: 'Arabic', pt: 'Arabic' },
    medio_vinculado: 'aviNews Arabic',
    id_medio: 3,
    category: 'avicultura',
    price: '99.00',
    region: 'global',
    image: 'plan-avinews',
    stripeKey: 'avinews_arabic',
    withMagazine: false,
  },
];

const join = (...parts: string[]): string => parts.filter(Boolean).join(' ');

function membership(spec: MembershipSpec, origin: string): SeedMembership {
  return {
    id: spec.id,
    name: join('Plan Premium', spec.brand, spec.edition.es),
    name_en: join(spec.brand, 'Premium Plan', spec.edition.en),
    name_pt: join('Plano Premium', spec.brand, spec.edition.pt),
    image: `${origin}${productImagePath(spec.image)}`,
    type: 'Subscription',
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
    medio_vinculado: spec.medio_vinculado,
    medio_subscription_id: 100 + spec.id,
    ...benefits(spec.withMagazine),
  };
}

interface ItemSpec {
  readonly id: number;
  readonly names: { readonly es: string; readonly en: string; readonly pt: string };
  readonly type: 'Curso' | 'Revista impresa';
  readonly category: CourseCategory | null;
  readonly medio_id: readonly number[];
  readonly linked: readonly number[];
  readonly price: string;
  readonly socio_price: string;
  readonly stripeKey: string;
  readonly region: StripeAccount;
  readonly image: ProductImageSlug;
}

const itemSpecs: readonly ItemSpec[] = [
  {
    id: seedIds.courses.porcino,
    names: { es: 'Curso de bioseguridad en granjas porcinas', en: 'Biosecurity on pig farms course', pt: 'Curso de biossegurança em granjas de suínos' },
    type: 'Curso',
    category: 'porcino',
    medio_id: [8, 9, 15, 11],
    linked: [seedIds.memberships.es],
    price: '150.00',
    socio_price: '90.00',
    stripeKey: 'curso_porcino',
    region: 'ES',
    image: 'curso-porcino',
  },
  {
    id: seedIds.courses.avicultura,
    names: { es: 'Curso de manejo de pollos de engorde', en: 'Broiler management course', pt: 'Curso de manejo de frangos de corte' },
    type: 'Curso',
    category: 'avicultura',
    medio_id: [1, 7],
    linked: [seedIds.memberships.esPoultry],
    price: '120.00',
    socio_price: '75.00',
    stripeKey: 'curso_avicultura',
    region: 'ES',
    image: 'curso-avicultura',
  },
  {
    id: seedIds.courses.nutricion,
    names: { es: 'Curso de formulación de piensos', en: 'Feed formulation course', pt: 'Curso de formulação de rações' },
    type: 'Curso',
    category: 'nutricion',
    medio_id: [4, 5, 6],
    linked: [seedIds.memberships.esNutrition, seedIds.memberships.esRuminants],
    price: '135.00',
    socio_price: '85.00',
    stripeKey: 'curso_nutricion',
    region: 'ES',
    image: 'curso-nutricion',
  },
  {
    id: seedIds.courses.nutricionRumiantes,
    names: { es: 'Curso de nutrición de rumiantes', en: 'Ruminant nutrition course', pt: 'Curso de nutrição de ruminantes' },
    type: 'Curso',
    category: 'nutricion',
    medio_id: [16],
    linked: [seedIds.memberships.esRuminants],
    price: '140.00',
    socio_price: '95.00',
    stripeKey: 'curso_rumiantes',
    region: 'ES',
    image: 'curso-rumiantes',
  },
  {
    id: seedIds.courses.globalUsd,
    names: { es: 'Curso internacional de sanidad aviar', en: 'International poultry health course', pt: 'Curso internacional de sanidade avícola' },
    type: 'Curso',
    category: 'avicultura',
    medio_id: [7, 3],
    linked: [seedIds.memberships.latam],
    price: '99.00',
    socio_price: '69.00',
    stripeKey: 'curso_avicultura_global',
    region: 'global',
    image: 'curso-avicultura-global',
  },
  {
    id: seedIds.courses.free,
    names: { es: 'Webinar gratuito: bienestar animal en porcino', en: 'Free webinar: pig welfare', pt: 'Webinar gratuito: bem-estar de suínos' },
    type: 'Curso',
    category: 'porcino',
    medio_id: [8],
    linked: [],
    price: '0.00',
    socio_price: '0.00',
    stripeKey: 'webinar_porcino_gratis',
    region: 'ES',
    image: 'webinar-porcino',
  },
  {
    id: seedIds.magazines.printed,
    names: {
      es: 'Revista impresa porciNews (suscripción anual)',
      en: 'porciNews printed magazine (annual subscription)',
      pt: 'Revista impressa porciNews (assinatura anual)',
    },
    type: 'Revista impresa',
    category: null,
    medio_id: [8],
    linked: [seedIds.memberships.es],
    price: '40.00',
    socio_price: '0.00',
    stripeKey: 'revista_porcinews',
    region: 'ES',
    image: 'revista-porcinews',
  },
];

function item(spec: ItemSpec, origin: string): SeedProduct {
  return {
    id: spec.id,
    name: spec.names.es,
    name_en: spec.names.en,
    name_pt: spec.names.pt,
    image: `${origin}${productImagePath(spec.image)}`,
    type: spec.type,
    category: spec.category,
    id_medio: spec.medio_id[0] ?? null,
    medio_id: spec.medio_id.join(','),
    is_media_subscription: 0,
    subscription_vinculated: spec.linked.join(','),
    price: spec.price,
    socio_price: spec.socio_price,
    stripe_id: `price_${spec.stripeKey}`,
    stripe_id_socio: `price_${spec.stripeKey}_socio`,
    stripe_account: spec.region,
    currency: sellingEntities[spec.region].currency,
  };
}

/**
 * What a test may change of a seed product (`POST /__control/catalogue/products`), for data the seed never has:
 * its medios, or its price (the offers' snapshot must follow a price the service changed).
 */
export type ProductChange = Partial<Pick<SeedProduct, 'id_medio' | 'medio_id' | 'price'>>;

/**
 * The seed shop as the services answer it: the seed products, with the
 * changes a test made (cleared by the control reset, like every record).
 */
export class Catalogue implements MemoryStore {
  readonly recordsState = true;
  private readonly changes = new Map<number, ProductChange>();

  constructor(
    private readonly seedMemberships: readonly SeedMembership[],
    /** Memberships first, then courses and the magazine, by id. */
    private readonly seedProducts: readonly SeedProduct[],
  ) {}

  private changed<Product extends SeedProduct>(product: Product): Product {
    const change = this.changes.get(product.id);
    return change ? { ...product, ...change } : product;
  }

  get memberships(): readonly SeedMembership[] {
    return this.seedMemberships.map((membership) => this.changed(membership));
  }

  /** Memberships first, then courses and the magazine, by id. */
  get products(): readonly SeedProduct[] {
    return this.seedProducts.map((product) => this.changed(product));
  }

  find(id: number): SeedProduct | undefined {
    const product = this.seedProducts.find((candidate) => candidate.id === id);
    return product && this.changed(product);
  }

  /** Changes a seed product until the reset; false for an unknown id. */
  change(id: number, change: ProductChange): boolean {
    if (!this.seedProducts.some((product) => product.id === id)) return false;
    this.changes.set(id, { ...this.changes.get(id), ...change });
    return true;
  }

  /** How many products a test changed since the last reset. */
  get size(): number {
    return this.changes.size;
  }

  /** Back to the seed. */
  clear(): void {
    this.changes.clear();
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
  const memberships = membershipSpecs.map((spec) => membership(spec, origin));
  const products: SeedProduct[] = [...memberships, ...itemSpecs.map((spec) => item(spec, origin))].sort((a, b) => a.id - b.id);
  return new Catalogue(memberships, products);
}
