/**
 * Keys the code builds at run time, so no string literal names them (the
 * unused-key check of translations.test.ts would call them unused). Each
 * entry is the template exactly as the code writes it (the check fails when
 * the code no longer has it, so the list cannot outlive the code) and the
 * keys it can produce. The type check already holds each template to keys
 * that exist: the variable's type is a union of the possible parts.
 */
export interface DynamicKey {
  namespace: string;
  template: string;
  covers: RegExp;
}

export const dynamicKeys: readonly DynamicKey[] = [
  // The benefits of the suggested membership, by the benefit's key (suggestion/BenefitsModal.tsx).
  { namespace: 'checkout', template: '`benefits.${benefit.key}`', covers: /^benefits\.[^.]+$/ },
  // The kind of a cart item (cart/CartItemCard.tsx).
  { namespace: 'checkout', template: '`types.${kind}`', covers: /^types\.[^.]+$/ },
  // The content sections, by section id (sections/ContentSections.tsx).
  { namespace: 'landing', template: '`sections.${id}.title`', covers: /^sections\.[^.]+\.title$/ },
  { namespace: 'landing', template: '`sections.${id}.text`', covers: /^sections\.[^.]+\.text$/ },
  { namespace: 'landing', template: '`sections.${id}.imageAlt`', covers: /^sections\.[^.]+\.imageAlt$/ },
  { namespace: 'landing', template: '`sections.${item.key}.nav`', covers: /^sections\.[^.]+\.nav$/ },
  // The hero's three highlights (landing/Hero.tsx) and the region tabs (regions/RegionTabs.tsx).
  { namespace: 'landing', template: '`hero.highlights.${key}`', covers: /^hero\.highlights\.[^.]+$/ },
  { namespace: 'landing', template: '`regions.${region}`', covers: /^regions\.[^.]+$/ },
  // The kind of an order line (payment/summary/OrderSummary.tsx).
  { namespace: 'payment', template: '`types.${productKind(item)}`', covers: /^types\.[^.]+$/ },
  // A field's error and label (payment/forms/Fields.tsx, payment/forms/AddressSection.tsx).
  { namespace: 'payment', template: '`fieldErrors.${error}`', covers: /^fieldErrors\.[^.]+$/ },
  { namespace: 'payment', template: '`fields.${field}`', covers: /^fields\.[^.]+$/ },
  // The shipping and billing sections share one component (payment/forms/AddressSection.tsx).
  { namespace: 'payment', template: '`${kind}.title`', covers: /^(shipping|billing)\.title$/ },
  { namespace: 'payment', template: '`${kind}.edit`', covers: /^(shipping|billing)\.edit$/ },
  { namespace: 'payment', template: '`${kind}.intro`', covers: /^(shipping|billing)\.intro$/ },
  { namespace: 'payment', template: '`${kind}.save`', covers: /^(shipping|billing)\.save$/ },
  { namespace: 'payment', template: '`${kind}.back`', covers: /^(shipping|billing)\.back$/ },
];
