/**
 * Where the landing renders in another site's element: a shadow root of that element, so no rule of the portal's
 * page reaches the list and none of ours leaves it. The portal's own content of the element stays in place and
 * shows (through a slot) until the list is there, again once it is gone, and whenever mounting fails.
 */
export interface EmbedFrame {
  /** The element's shadow root: the list's style sheets go here. */
  root: ShadowRoot;
  /** What the app renders into, inside the shadow root (language and brand go on it). */
  container: HTMLElement;
  /** Shows the list instead of the portal's content. */
  show(): void;
  /** Shows the portal's content again: the shadow root holds only the slot. */
  restore(): void;
}

/** The shadow roots attached for the list, by element: a later mount into the same element uses it again. */
const roots = new WeakMap<HTMLElement, ShadowRoot>();

class EmbedElementError extends Error {
  override name = 'EmbedElementError';
}

function shadowRootOf(element: HTMLElement): ShadowRoot {
  const known = roots.get(element);
  if (known) return known;
  if (element.shadowRoot) throw new EmbedElementError(`<${element.localName}> has a shadow root of its own: mount into an element without one`);
  let root: ShadowRoot;
  try {
    root = element.attachShadow({ mode: 'open' });
  } catch (error) {
    throw new EmbedElementError(`<${element.localName}> cannot hold the list: mount into a div, a section or a custom element (${String(error)})`);
  }
  roots.set(element, root);
  return root;
}

export function embedFrame(element: HTMLElement): EmbedFrame {
  const root = shadowRootOf(element);
  const doc = element.ownerDocument;
  const slot = doc.createElement('slot');
  root.replaceChildren(slot);
  const container = doc.createElement('div');
  // The visual system's tokens are set on this element (tokens.css), not on the portal's :root.
  container.setAttribute('data-sc-root', '');
  return {
    root,
    container,
    show: () => {
      slot.remove();
      root.append(container);
    },
    restore: () => root.replaceChildren(slot),
  };
}
