// One card field (number, expiry or CVC) as the page drives it: a real
// <input> inside the page's mount container where the provider would put an
// iframe, named by the page's label, styled by the page's options, and the
// provider's classes on the container.
import type { CardBrand } from '../testCards';
import { evaluateField, type ElementType, type FieldResult, type ValidationError } from './cardFields';
import { nextCount } from './counter';
import { elementInternals, type ClassKind, type DoubleElement, type ElementEvent, type ElementGroup, type ElementOptions } from './elementTypes';
import { integrationError } from './integrationError';
import { createListeners, handlerMethods } from './listeners';
import { elementDestroyed, mountTarget } from './mountTarget';
import { texts } from './texts';
import { textOf } from './text';

const autocomplete: Readonly<Record<ElementType, string>> = { cardNumber: 'cc-number', cardExpiry: 'cc-exp', cardCvc: 'cc-csc' };
const styleProps = [
  'color',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'fontVariant',
  'letterSpacing',
  'lineHeight',
  'textAlign',
  'textTransform',
  'textDecoration',
  'textShadow',
] as const satisfies readonly (keyof CSSStyleDeclaration)[];
const defaultClasses: Readonly<Record<ClassKind, string>> = {
  base: 'StripeElement',
  complete: 'StripeElement--complete',
  empty: 'StripeElement--empty',
  focus: 'StripeElement--focus',
  invalid: 'StripeElement--invalid',
};
const classKinds = Object.keys(defaultClasses) as ClassKind[];

interface Mounted {
  container: HTMLElement;
  wrapper: HTMLDivElement;
  input: HTMLInputElement;
  label: HTMLLabelElement | null;
  observer: MutationObserver | null;
}

/** The input the double mounts, styled to be invisible as an input (./styleSheet.ts): the page's container is the field. */
function makeInput(type: ElementType): HTMLInputElement {
  const input = document.createElement('input');
  input.className = '__PrivateStripeElement-input';
  input.id = `stripe-double-${type}-${nextCount()}`;
  input.type = 'text';
  input.setAttribute('inputmode', 'numeric');
  input.setAttribute('autocomplete', autocomplete[type]);
  input.setAttribute('autocorrect', 'off');
  input.setAttribute('spellcheck', 'false');
  input.setAttribute('data-elements-stable-field-name', type);
  input.setAttribute('aria-required', 'true');
  return input;
}

/** The page's <label for="container id">, or a label around the container. */
function labelOf(container: HTMLElement): HTMLLabelElement | null {
  const id = container.id;
  if (id) {
    for (const label of Array.from(document.getElementsByTagName('label'))) if (label.htmlFor === id) return label;
  }
  return container.closest ? container.closest('label') : null;
}

export function createElement(group: ElementGroup, type: ElementType, options?: ElementOptions): DoubleElement {
  let opts: ElementOptions = { ...options };
  const listeners = createListeners<ElementEvent>('element');
  const st = {
    digits: '',
    value: '',
    empty: true,
    complete: false,
    error: undefined as ValidationError | undefined,
    brand: 'unknown' as CardBrand,
    exp: null as FieldResult['exp'],
    focused: false,
    destroyed: false,
    mounted: null as Mounted | null,
  };

  const emit = (name: string, payload: ElementEvent): void => listeners.emit(name, payload);

  const evaluate = (raw: unknown, onBlur: boolean): FieldResult =>
    evaluateField(type, raw, { language: group.language(), brand: st.brand, cardBrand: group.brand(), onBlur, now: new Date() });

  const className = (kind: ClassKind): string => opts.classes?.[kind] || defaultClasses[kind];

  function updateClasses(): void {
    if (!st.mounted) return;
    const list = st.mounted.container.classList;
    list.add(className('base'));
    list.toggle(className('complete'), st.complete);
    list.toggle(className('empty'), st.empty);
    list.toggle(className('focus'), st.focused);
    list.toggle(className('invalid'), !!st.error);
  }

  function applyStyle(): void {
    if (!st.mounted) return;
    const { input } = st.mounted;
    const base = opts.style?.base ?? {};
    const invalid = opts.style?.invalid ?? {};
    for (const prop of styleProps) {
      const value = st.error && invalid[prop] != null ? invalid[prop] : base[prop];
      input.style[prop] = value != null ? textOf(value) : prop === 'lineHeight' ? '1.5' : '';
    }
    input.style.setProperty('--stripe-double-placeholder', base['::placeholder']?.color || '#6b7280');
    input.placeholder = opts.placeholder != null ? textOf(opts.placeholder) : texts[group.language()][`placeholder_${type}`];
    input.disabled = !!opts.disabled;
  }

  function updateAria(): void {
    if (!st.mounted) return;
    const pageSaysInvalid = st.mounted.container.getAttribute('data-invalid') === 'true';
    st.mounted.input.setAttribute('aria-invalid', st.error || pageSaysInvalid ? 'true' : 'false');
  }

  function render(result: FieldResult, notify: boolean): void {
    st.digits = result.digits;
    st.value = result.value;
    st.complete = result.complete;
    st.error = result.error;
    st.empty = result.empty;
    st.exp = result.exp;
    if (type === 'cardNumber') {
      st.brand = result.brand;
      group.setBrand(result.brand);
    }
    const input = st.mounted?.input;
    if (input && input.value !== result.value) {
      input.value = result.value;
      if (document.activeElement === input) {
        try {
          input.setSelectionRange(result.value.length, result.value.length);
        } catch {
          /* not a text input */
        }
      }
    }
    updateClasses();
    updateAria();
    applyStyle();
    if (notify) {
      const payload: ElementEvent = { elementType: type, empty: st.empty, complete: st.complete, error: st.error };
      if (type === 'cardNumber') payload.brand = st.brand;
      emit('change', payload);
    }
  }

  function nameInput(mounted: Mounted): void {
    mounted.label?.removeEventListener('click', onLabelClick);
    mounted.label = labelOf(mounted.container);
    const { input, label } = mounted;
    if (label) {
      if (!label.id) label.id = `${input.id}-label`;
      input.setAttribute('aria-labelledby', label.id);
      input.removeAttribute('aria-label');
      label.addEventListener('click', onLabelClick);
    } else {
      input.removeAttribute('aria-labelledby');
      input.setAttribute('aria-label', texts[group.language()][`label_${type}`]);
    }
  }

  function mirrorContainer(): void {
    if (!st.mounted) return;
    const value = st.mounted.container.getAttribute('aria-describedby');
    if (value) st.mounted.input.setAttribute('aria-describedby', value);
    else st.mounted.input.removeAttribute('aria-describedby');
    updateAria();
  }

  function onLabelClick(event: Event): void {
    event.preventDefault();
    st.mounted?.input.focus();
  }
  function onContainerClick(event: Event): void {
    if (st.mounted && event.target !== st.mounted.input) st.mounted.input.focus();
  }
  function onInput(): void {
    render(evaluate(st.mounted?.input.value, false), true);
  }
  function onFocus(): void {
    st.focused = true;
    updateClasses();
    emit('focus', { elementType: type });
  }
  function onBlur(): void {
    st.focused = false;
    const before = st.error;
    const result = evaluate(st.mounted?.input.value, true);
    render(result, !!result.error !== !!before || (!!result.error && !!before && result.error.code !== before.code));
    emit('blur', { elementType: type });
  }
  function onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape') emit('escape', { elementType: type });
  }

  const element: DoubleElement = {
    mount(target) {
      if (st.destroyed) throw elementDestroyed();
      if (st.mounted) throw integrationError('This Element is already mounted. Use unmount() to unmount the Element before re-mounting.');
      const node = mountTarget(target);
      const input = makeInput(type);
      const wrapper = document.createElement('div');
      wrapper.className = '__PrivateStripeElement';
      wrapper.appendChild(input);
      node.appendChild(wrapper);
      const mounted: Mounted = { container: node, wrapper, input, label: null, observer: null };
      st.mounted = mounted;
      input.addEventListener('input', onInput);
      input.addEventListener('focus', onFocus);
      input.addEventListener('blur', onBlur);
      input.addEventListener('keydown', onKeyDown);
      node.addEventListener('click', onContainerClick);
      nameInput(mounted);
      mirrorContainer();
      if (typeof MutationObserver === 'function') {
        mounted.observer = new MutationObserver(mirrorContainer);
        mounted.observer.observe(node, { attributes: true, attributeFilter: ['aria-describedby', 'data-invalid'] });
      }
      render(evaluate(st.value, false), false);
      setTimeout(() => {
        if (st.mounted) emit('ready', { elementType: type });
      }, 30);
    },

    unmount() {
      const mounted = st.mounted;
      if (!mounted) return;
      mounted.observer?.disconnect();
      mounted.label?.removeEventListener('click', onLabelClick);
      mounted.container.removeEventListener('click', onContainerClick);
      mounted.wrapper.parentNode?.removeChild(mounted.wrapper);
      for (const kind of classKinds) mounted.container.classList.remove(className(kind));
      st.mounted = null;
      st.focused = false;
    },

    destroy() {
      if (st.destroyed) return;
      element.unmount();
      st.destroyed = true;
      listeners.clear();
      group.remove(type, element);
    },

    update(changes) {
      if (st.destroyed) throw elementDestroyed();
      opts = { ...opts, ...changes };
      applyStyle();
      updateClasses();
    },

    focus() {
      st.mounted?.input.focus();
    },
    blur() {
      st.mounted?.input.blur();
    },
    clear() {
      render(evaluate('', false), true);
    },

    ...handlerMethods(listeners, () => element),
  };

  elementInternals.set(element, {
    type,
    group,
    read: () => ({ mounted: !!st.mounted, digits: st.digits, empty: st.empty, complete: st.complete, error: st.error, brand: st.brand, exp: st.exp }),
    reevaluate: () => {
      if (st.mounted || st.value) render(evaluate(st.value, false), true);
    },
    relabel: () => {
      if (st.mounted) {
        nameInput(st.mounted);
        applyStyle();
      }
    },
  });
  return element;
}
