// `stripe.elements()`: a group of card fields sharing a language and the card's brand.
import type { CardBrand } from '../testCards';
import { isElementType, type ElementType } from './cardFields';
import { createElement } from './element';
import { elementInternals, type DoubleElement, type ElementGroup, type ElementOptions } from './elementTypes';
import { integrationError } from './integrationError';
import { languageOf } from './texts';

/** The type an argument of getElement names: a type, or the React component of @stripe/react-stripe-js (its `__elementType`). */
function typeNamed(which: unknown): unknown {
  if (typeof which === 'string') return which;
  if ((typeof which === 'function' || typeof which === 'object') && which !== null && '__elementType' in which) return which.__elementType;
  return undefined;
}

export function createElements(defaultLocale: unknown, options: { locale?: unknown }) {
  let locale = options.locale || defaultLocale || 'auto';
  const byType: Partial<Record<ElementType, DoubleElement>> = {};
  let brand: CardBrand = 'unknown';
  const group: ElementGroup = {
    language: () => languageOf(locale, navigator.language),
    brand: () => brand,
    setBrand(next) {
      if (next === brand) return;
      brand = next;
      // The CVC's length depends on the brand.
      const cvc = byType.cardCvc;
      if (cvc) elementInternals.get(cvc)?.reevaluate();
    },
    remove(type, element) {
      if (byType[type] === element) delete byType[type];
    },
    get: (type) => byType[type] ?? null,
  };
  return {
    create(type: unknown, elementOptions?: ElementOptions): DoubleElement {
      if (!isElementType(type)) {
        throw integrationError(`The Stripe.js test double creates cardNumber, cardExpiry and cardCvc Elements; "${String(type)}" is not supported.`);
      }
      if (byType[type]) throw integrationError(`Can only create one Element of type ${type}.`);
      const element = createElement(group, type, elementOptions);
      byType[type] = element;
      return element;
    },
    getElement(which: unknown): DoubleElement | null {
      const type = typeNamed(which);
      return (isElementType(type) && byType[type]) || null;
    },
    update(changes?: { locale?: unknown }) {
      if (changes && changes.locale) {
        locale = changes.locale;
        for (const element of Object.values(byType)) elementInternals.get(element)?.relabel();
      }
    },
  };
}
