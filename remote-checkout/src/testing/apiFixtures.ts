import { productSchema, toCartItem, type Product, type CartItem } from '@suscripciones/shared';

/**
 * Products as the profile service sends them (strings for prices and id
 * lists), for tests that answer fetch. Shaped like the dev-api seed.
 */
const api = 'http://localhost:3010';
const membership = (id: number, name: string, en: string, medio: number, price: string, account = 'ES') => ({
  id,
  name,
  name_en: en,
  name_pt: name.replace('Plan', 'Plano'),
  image: `${api}/assets/products/plan-${id}.svg`,
  type: 'Subscription',
  category: null,
  id_medio: medio,
  medio_id: String(medio),
  is_media_subscription: 1,
  subscription_vinculated: '',
  price,
  socio_price: null,
  stripe_id: `price_plan_${id}`,
  stripe_id_socio: '',
  stripe_account: account,
  currency: account === 'ES' ? 'EUR' : 'USD',
});
const product = (
  id: number,
  type: string,
  category: string | null,
  names: [string, string, string],
  medio: string,
  linked: string,
  price: string,
  socio: string,
  account = 'ES',
) => ({
  id,
  name: names[0],
  name_en: names[1],
  name_pt: names[2],
  image: `${api}/assets/products/item-${id}.svg`,
  type,
  category,
  id_medio: Number(medio.split(',')[0]),
  medio_id: medio,
  is_media_subscription: 0,
  subscription_vinculated: linked,
  price,
  socio_price: socio,
  stripe_id: `price_${id}`,
  stripe_id_socio: `price_${id}_socio`,
  stripe_account: account,
  currency: account === 'ES' ? 'EUR' : 'USD',
});

export const apiProducts = {
  porciMembership: membership(1, 'Plan Premium porciNews España', 'porciNews Premium Plan Spain', 8, '120.00'),
  rumiMembership: membership(2, 'Plan Premium rumiNews España', 'rumiNews Premium Plan Spain', 16, '110.00'),
  aviMembership: membership(3, 'Plan Premium aviNews España', 'aviNews Premium Plan Spain', 1, '120.00'),
  nutriMembership: membership(4, 'Plan Premium nutriNews España', 'nutriNews Premium Plan Spain', 5, '110.00'),
  porcinoCourse: product(
    20,
    'Curso',
    'porcino',
    ['Curso de bioseguridad en granjas porcinas', 'Biosecurity on pig farms course', 'Curso de biossegurança em granjas de suínos'],
    '8,9,15,11',
    '1',
    '150.00',
    '90.00',
  ),
  aviculturaCourse: product(
    21,
    'Curso',
    'avicultura',
    ['Curso de manejo de pollos de engorde', 'Broiler management course', 'Curso de manejo de frangos de corte'],
    '1,7',
    '3',
    '120.00',
    '75.00',
  ),
  nutricionCourse: product(
    22,
    'Curso',
    'nutricion',
    ['Curso de formulación de piensos', 'Feed formulation course', 'Curso de formulação de rações'],
    '4,5,6',
    '4,2',
    '135.00',
    '85.00',
  ),
  globalCourse: product(
    24,
    'Curso',
    'avicultura',
    ['Curso internacional de sanidad aviar', 'International poultry health course', 'Curso internacional de sanidade avícola'],
    '7,3',
    '',
    '99.00',
    '69.00',
    'global',
  ),
  freeWebinar: product(25, 'Curso', 'porcino', ['Webinar gratuito', 'Free webinar', 'Webinar gratuito'], '8', '', '0.00', '0.00'),
  printedMagazine: product(
    30,
    'Revista impresa',
    null,
    ['Revista impresa porciNews (suscripción anual)', 'porciNews printed magazine (annual subscription)', 'Revista impressa porciNews (assinatura anual)'],
    '8',
    '1',
    '40.00',
    '0.00',
  ),
} as const;

export type ApiProductName = keyof typeof apiProducts;

export const parsedProduct = (name: ApiProductName): Product => productSchema.parse(apiProducts[name]);
export const cartItemOf = (name: ApiProductName): CartItem => toCartItem(parsedProduct(name));

/** The memberships linked to the given products, as call 4 answers (first mention order, each once). */
export function suggestionsFor(ids: readonly number[]) {
  const all = Object.values(apiProducts);
  const seen = new Set<number>();
  const suggestions: Array<(typeof all)[number]> = [];
  for (const id of ids) {
    const found = all.find((entry) => entry.id === id);
    if (!found || found.is_media_subscription === 1) continue;
    for (const linked of found.subscription_vinculated.split(',').filter(Boolean).map(Number)) {
      const membership = all.find((entry) => entry.id === linked);
      if (membership && !seen.has(linked)) {
        seen.add(linked);
        suggestions.push(membership);
      }
    }
  }
  return { success: true, suggestions };
}
