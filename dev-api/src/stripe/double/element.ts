// One card field (number, expiry or CVC) as the page drives it: a real
// <input> inside the page's mount container where the provider would put an
// iframe, named by the page's label, styled by the page's options, and the
// provider's classes on the container.
import { evaluateField, type ElementType, type FieldResult } from './cardFields';
import { nextCount } from './counter';
import { elementInternals, type ClassKind, type DoubleElement, type ElementEvent, type ElementGroup, type ElementOptions } from './elementTypes';
import { integrationError } from './integrationError';
import { createListeners } from './listeners';
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
const classKinds = ['base', 'complete', 'empty', 'focus', 'invalid'] as const satisfies readonly ClassKind[];

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
  const listeners = createListeners<ElementEvent, DoubleElement>('element', () => element);
  const { emit } = listeners;
  let field: FieldResult = { digits: '', value: '', empty: true, complete: false, error: undefined, brand: 'unknown', exp: null };
  let focused = false;
  let destroyed = false;
  let mounted: Mounted | null = null;

  const evaluate = (raw: unknown, onBlur: boolean): FieldResult =>
    evaluateField(type, raw, { language: group.language(), brand: field.brand, cardBrand: group.brand(), onBlur, now: new Date() });

  /** The page's class for a state, or the provider's: StripeElement, StripeElement--complete… */
  const className = (kind: ClassKind): string => opts.classes?.[kind] || (kind === 'base' ? 'StripeElement' : `StripeElement--${kind}`);

  function updateClasses(): void {
    if (!mounted) return;
    const list = mounted.container.classList;
    list.add(className('base'));
    list.toggle(className('complete'), field.complete);
    list.toggle(className('empty'), field.empty);
    list.toggle(className('focus'), focused);
    list.toggle(className('invalid'), !!field.error);
  }

  function applyStyle(): void {
    if (!mounted) return;
    const { input } = mounted;
    const base = opts.style?.base ?? {};
    const invalid = opts.style?.invalid ?? {};
    for (const prop of styleProps) {
      const value = field.error && invalid[prop] != null ? invalid[prop] : base[prop];
      input.style[prop] = value != null ? textOf(value) : prop === 'lineHeight' ? '1.5' : '';
    }
    input.style.setProperty('--stripe-double-placeholder', base['::placeholder']?.color || '#6b7280');
    input.placeholder = opts.placeholder != null ? textOf(opts.placeholder) : texts[group.language()][`placeholder_${type}`];
    input.disabled = !!opts.disabled;
  }

  function updateAria(): void {
    if (!mounted) return;
    const pageSaysInvalid = mounted.container.getAttribute('data-invalid') === 'true';
    mounted.input.setAttribute('aria-invalid', field.error || pageSaysInvalid ? 'true' : 'false');
  }

  function render(result: FieldResult, notify: boolean): void {
    field = result;
    if (type === 'cardNumber') group.setBrand(result.brand);
    const input = mounted?.input;
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
      const payload: ElementEvent = { elementType: type, empty: field.empty, complete: field.complete, error: field.error };
      if (type === 'cardNumber') payload.brand = field.brand;
      emit('change', payload);
    }
  }

  function nameInput(current: Mounted): void {
    current.label?.removeEventListener('click', onLabelClick);
    current.label = labelOf(current.container);
    const { input, label } = current;
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
    if (!mounted) return;
    const value = mounted.container.getAttribute('aria-describedby');
    if (value) mounted.input.setAttribute('aria-describedby', value);
    else mounted.input.removeAttribute('aria-describedby');
    updateAria();
  }

  function onLabelClick(event: Event): void {
    event.preventDefault();
    mounted?.input.focus();
  }
  function onContainerClick(event: Event): void {
    if (mounted && event.target !== mounted.input) mounted.input.focus();
  }
  function onInput(): void {
    render(evaluate(mounted?.input.value, false), true);
  }
  function onFocus(): void {
    focused = true;
    updateClasses();
    emit('focus', { elementType: type });
  }
  function onBlur(): void {
    focused = false;
    const before = field.error;
    const result = evaluate(mounted?.input.value, true);
    render(result, result.error?.code !== before?.code);
    emit('blur', { elementType: type });
  }
  function onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape') emit('escape', { elementType: type });
  }

  const element: DoubleElement = {
    mount(target) {
      if (destroyed) throw elementDestroyed();
      if (mounted) throw integrationError('This Element is already mounted. Use unmount() to unmount the Element before re-mounting.');
      const node = mountTarget(target);
      const input = makeInput(type);
      const wrapper = document.createElement('div');
      wrapper.className = '__PrivateStripeElement';
      wrapper.appendChild(input);
      node.appendChild(wrapper);
      const current: Mounted = { container: node, wrapper, input, label: null, observer: null };
      mounted = current;
      input.addEventListener('input', onInput);
      input.addEventListener('focus', onFocus);
      input.addEventListener('blur', onBlur);
      input.addEventListener('keydown', onKeyDown);
      node.addEventListener('click', onContainerClick);
      nameInput(current);
      mirrorContainer();
      if (typeof MutationObserver === 'function') {
        current.observer = new MutationObserver(mirrorContainer);
        current.observer.observe(node, { attributes: true, attributeFilter: ['aria-describedby', 'data-invalid'] });
      }
      render(evaluate(field.value, false), false);
      setTimeout(() => {
        if (mounted) emit('ready', { elementType: type });
      }, 30);
    },

    unmount() {
      if (!mounted) return;
      mounted.observer?.disconnect();
      mounted.label?.removeEventListener('click', onLabelClick);
      mounted.container.removeEventListener('click', onContainerClick);
      mounted.wrapper.remove();
      for (const kind of classKinds) mounted.container.classList.remove(className(kind));
      mounted = null;
      focused = false;
    },

    destroy() {
      if (destroyed) return;
      element.unmount();
      destroyed = true;
      listeners.clear();
      group.remove(type, element);
    },

    update(changes) {
      if (destroyed) throw elementDestroyed();
      opts = { ...opts, ...changes };
      applyStyle();
      updateClasses();
    },

    focus: () => mounted?.input.focus(),
    blur: () => mounted?.input.blur(),
    clear: () => render(evaluate('', false), true),
    ...listeners.methods,
  };

  elementInternals.set(element, {
    type,
    group,
    read: () => ({ ...field, mounted: mounted !== null }),
    reevaluate: () => {
      if (mounted || field.value) render(evaluate(field.value, false), true);
    },
    relabel: () => {
      if (mounted) {
        nameInput(mounted);
        applyStyle();
      }
    },
  });
  return element;
}
