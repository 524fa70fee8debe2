/** @jest-environment node */
import { productTypes } from '@suscripciones/shared/catalogue/vocabulary';
import { paidSubscriptionSchema, productSchema, userSchema } from '@suscripciones/shared/schemas/entities';
import type { Region } from '../../../remote-landing/src/regions/regionNames';
import { subscriptionOfferSchema } from '../../../remote-landing/src/api/offersSchema';
import { seedUsers, seedUserIds } from '../identity/users';
import { buildCatalogue, idList, isMembership, medioGroups, parseSeedData, seedIds } from './catalogue';
import seedJson from './catalogue.json';

const origin = 'http://localhost:3999';
const catalogue = buildCatalogue(origin);
const byId = (id: number) => {
  const product = catalogue.find(id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
};

/** The landing's region patterns (docs/rules.md). */
const regionPatterns: Record<Region, RegExp> = {
  es: /España/,
  latam: /Latam/,
  br: /Brasil|Suinobrasil/,
  global: /International/,
  ar: /Arabic/,
};

describe('seed catalogue', () => {
  it('parses with the shared product schema, every product', () => {
    for (const product of catalogue.products) {
      const parsed = productSchema.safeParse(product);
      expect(parsed.success ? null : { id: product.id, issues: parsed.error.issues }).toBeNull();
    }
  });

  it('parses memberships with the subscription offer schema, with 4-6 benefits in es, en and pt', () => {
    expect(catalogue.memberships.length).toBeGreaterThanOrEqual(5);
    for (const membership of catalogue.memberships) {
      const offer = subscriptionOfferSchema.parse(membership);
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.benefits.length).toBeGreaterThanOrEqual(4);
      expect(offer.benefits.length).toBeLessThanOrEqual(6);
      expect(offer.benefits_en).toHaveLength(offer.benefits.length);
      expect(offer.benefits_pt).toHaveLength(offer.benefits.length);
      expect(offer.name_en).not.toBe('');
      expect(offer.name_pt).not.toBe('');
      expect(offer.medio_subscription_id).not.toBeNull();
      expect(membership.type).toBe(productTypes.subscription);
      expect(membership.is_media_subscription).toBe(1);
      expect(membership.stripe_id).toMatch(/^price_/);
    }
  });

  it('has unique positive ids and every named seed id exists', () => {
    const ids = catalogue.products.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    const named = [...Object.values(seedIds.memberships), ...Object.values(seedIds.courses), ...Object.values(seedIds.magazines)];
    for (const id of named) expect(catalogue.find(id)).toBeDefined();
    expect(named.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });

  it.each(Object.entries(regionPatterns))('offers at least one membership for region %s, in the right currency and account', (region, pattern) => {
    const matches = catalogue.memberships.filter((membership) => pattern.test(membership.medio_vinculado));
    expect(matches.length).toBeGreaterThan(0);
    for (const membership of matches) {
      if (region === 'es') expect([membership.currency, membership.stripe_account]).toEqual(['EUR', 'ES']);
      else expect([membership.currency, membership.stripe_account]).toEqual(['USD', 'global']);
    }
  });

  it('has a second Brazil membership matched by Suinobrasil', () => {
    expect(byId(seedIds.memberships.brSuinobrasil)).toMatchObject({ medio_vinculado: 'Suinobrasil' });
  });

  it('gives memberships id_medio values of the course medio groups and names of the four sectors', () => {
    const allMedios = Object.values(medioGroups).flat();
    for (const membership of catalogue.memberships) expect(allMedios).toContain(membership.id_medio);
    const names = catalogue.memberships.map((membership) => membership.name).join(' ');
    for (const sector of ['porciNews', 'aviNews', 'nutriNews', 'rumiNews']) expect(names).toContain(sector);
    expect(byId(seedIds.memberships.es).name).toBe('Plan Premium porciNews España');
  });

  it('has courses in each category with a lower partner price and links to memberships', () => {
    const courses = catalogue.products.filter((product) => product.type === productTypes.course);
    for (const category of ['avicultura', 'nutricion', 'porcino'] as const) {
      const inCategory = courses.filter((course) => course.category === category && Number(course.price) > 0);
      expect(inCategory.length).toBeGreaterThan(0);
      for (const course of inCategory) {
        expect(Number(course.socio_price)).toBeLessThan(Number(course.price));
        expect(course.stripe_id_socio).toMatch(/^price_.*_socio$/);
        expect(idList(course.medio_id).every((medio) => medioGroups[category].includes(medio))).toBe(true);
        for (const linked of idList(course.subscription_vinculated)) expect(isMembership(byId(linked))).toBe(true);
      }
    }
  });

  it('has a USD/global course, a free course and a printed magazine free for members', () => {
    expect(byId(seedIds.courses.globalUsd)).toMatchObject({ type: 'Curso', currency: 'USD', stripe_account: 'global' });
    expect(Number(byId(seedIds.courses.free).price)).toBe(0);
    const magazine = byId(seedIds.magazines.printed);
    expect(magazine).toMatchObject({ type: productTypes.printedMagazine, is_media_subscription: 0, currency: 'EUR', stripe_account: 'ES' });
    expect(Number(magazine.socio_price)).toBe(0);
    expect(idList(magazine.subscription_vinculated)).toContain(seedIds.memberships.es);
  });

  it('builds image URLs on the given origin', () => {
    for (const product of catalogue.products) expect(product.image).toMatch(new RegExp(`^${origin}/assets/products/[a-z-]+\\.svg$`));
  });
});

describe('seed data (catalogue.json)', () => {
  /** The file with one change made by `edit` on a deep copy. */
  const edited = (edit: (data: typeof seedJson) => void): unknown => {
    const copy = structuredClone(seedJson);
    edit(copy);
    return copy;
  };

  it('parses as it is', () => {
    expect(() => parseSeedData(seedJson)).not.toThrow();
  });

  it.each<[string, (data: typeof seedJson) => void, string]>([
    ['a membership seedIds names is missing', (data) => Reflect.deleteProperty(data.memberships, 'ar'), 'memberships.ar'],
    ['a membership seedIds does not name', (data) => Reflect.set(data.memberships, 'extra', data.memberships.es), 'memberships'],
    ['a course linked to an unknown membership', (data) => data.courses.porcino.linked.push('nowhere'), 'courses.porcino.linked[1]'],
    ['a price without cents', (data) => (data.courses.free.price = '0'), 'courses.free.price'],
    ['an unknown field', (data) => Reflect.set(data.magazines.printed, 'stock', 3), 'magazines.printed'],
    ['an image that is not a product picture', (data) => (data.memberships.es.image = 'plan-unknown'), 'memberships.es.image'],
    ['an empty name', (data) => (data.courses.avicultura.names.pt = ' '), 'courses.avicultura.names.pt'],
    ['a category outside the three', (data) => (data.courses.nutricion.category = 'bovino'), 'courses.nutricion.category'],
    ['a selling entity outside the two', (data) => (data.memberships.latam.region = 'LATAM'), 'memberships.latam.region'],
    ['a course without medios', (data) => (data.courses.globalUsd.medio_id = []), 'courses.globalUsd.medio_id'],
  ])('fails loudly, naming the place, for %s', (_, edit, place) => {
    expect(() => parseSeedData(edited(edit))).toThrow('dev-api/src/seed/catalogue.json is invalid');
    expect(() => parseSeedData(edited(edit))).toThrow(place);
  });
});

describe('seed users', () => {
  const users = seedUsers(origin);
  const find = (id: string) => {
    const user = users.find((candidate) => candidate.token_id === id);
    if (!user) throw new Error(`no user ${id}`);
    return user;
  };

  it('parse with the shared user and paid subscription schemas', () => {
    for (const user of users) {
      userSchema.parse(user);
      for (const subscription of user.paidSubscriptions) paidSubscriptionSchema.parse(subscription);
    }
  });

  it('has a member holding the es membership, with a photo served by dev-api', () => {
    const member = find(seedUserIds.member);
    const esMembership = byId(seedIds.memberships.es);
    expect(member.paidSubscriptions.some((sub) => sub.id_suscripcion === esMembership.id_medio)).toBe(true);
    expect(member.paidSubscriptions.every((sub) => medioGroups.porcino.includes(sub.id_medio_newsletter))).toBe(true);
    expect(userSchema.parse(member).foto).toBe(`${origin}/assets/users/member-1.svg`);
  });

  it('has a guest without subscriptions or photo and a reader with an avicultura newsletter only', () => {
    expect(find(seedUserIds.guest)).toMatchObject({ paidSubscriptions: [], foto: null });
    const reader = find(seedUserIds.reader);
    expect(reader.paidSubscriptions.length).toBeGreaterThan(0);
    for (const sub of reader.paidSubscriptions) {
      expect(medioGroups.avicultura).toContain(sub.id_medio_newsletter);
      // Not a membership: the reader may still subscribe to every offer.
      expect(catalogue.memberships.map((membership) => membership.id_medio)).not.toContain(sub.id_suscripcion);
    }
  });
});
