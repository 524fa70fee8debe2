// The shapes the double's parts share: an element as the page sees it, and
// what the rest of the double reads of it (kept out of the page's reach).
import type { CardBrand } from '../testCards';
import type { ElementType, FieldResult, ValidationError } from './cardFields';
import type { Language } from './texts';

export interface ElementEvent {
  elementType: ElementType;
  empty?: boolean;
  complete?: boolean;
  error?: ValidationError | undefined;
  brand?: CardBrand;
}

type Listener = (payload: ElementEvent) => void;

/** An Element as Stripe.js gives it to the page. */
export interface DoubleElement {
  mount(target: unknown): void;
  unmount(): void;
  destroy(): void;
  update(changes?: ElementOptions): void;
  focus(): void;
  blur(): void;
  clear(): void;
  on(name: string, handler: Listener): DoubleElement;
  once(name: string, handler: Listener): DoubleElement;
  off(name: string, handler?: Listener): DoubleElement;
}

type StyleRules = Readonly<Record<string, unknown>> & { readonly '::placeholder'?: { readonly color?: string } };

/** The options of elements.create and element.update the double honours. */
export interface ElementOptions {
  classes?: Readonly<Partial<Record<ClassKind, string>>>;
  style?: { readonly base?: StyleRules; readonly invalid?: StyleRules };
  placeholder?: unknown;
  disabled?: unknown;
}

export type ClassKind = 'base' | 'complete' | 'empty' | 'focus' | 'invalid';

/** The elements of one `stripe.elements()` call: they share a language and the card's brand. */
export interface ElementGroup {
  language(): Language;
  brand(): CardBrand;
  setBrand(next: CardBrand): void;
  remove(type: ElementType, element: DoubleElement): void;
  get(type: ElementType): DoubleElement | null;
}

/** A field's state as the card is read from it (a field unmounted since cannot be read). */
export type FieldState = FieldResult & { mounted: boolean };

/** What the double reads and does to an element behind the page's back. */
export interface ElementInternals {
  type: ElementType;
  group: ElementGroup;
  read(): FieldState;
  reevaluate(): void;
  relabel(): void;
}

/** Keyed by the element object the page holds; nothing the page can reach. */
export const elementInternals = new WeakMap<object, ElementInternals>();
