// A dialog of the double over the page (3-D Secure, the wallet's sheet): the
// rest of the page inert while it shows, the keys the page's own handlers
// would otherwise get captured, and focus given back where it was.

/** Shows `overlay`; the function returned removes it. */
export function showModal(overlay: HTMLElement, onKey: (event: KeyboardEvent) => void): () => void {
  const previous = document.activeElement;
  const made: HTMLElement[] = [];
  for (const child of Array.from(document.body.children)) {
    if (child instanceof HTMLElement && !child.inert) {
      child.inert = true;
      made.push(child);
    }
  }
  document.addEventListener('keydown', onKey, true);
  document.body.appendChild(overlay);
  let shown = true;
  return () => {
    if (!shown) return;
    shown = false;
    document.removeEventListener('keydown', onKey, true);
    for (const child of made) child.inert = false;
    overlay.parentNode?.removeChild(overlay);
    if (previous instanceof HTMLElement) {
      try {
        previous.focus();
      } catch {
        /* gone */
      }
    }
  };
}

/** A dialog's button shows a focus ring of `color` (inline styles: the double brings no style sheet of its own here). */
export function withFocusRing(button: HTMLButtonElement, color: string): HTMLButtonElement {
  button.addEventListener('focus', () => {
    button.style.outline = `3px solid ${color}`;
    button.style.outlineOffset = '2px';
  });
  button.addEventListener('blur', () => {
    button.style.outline = '';
  });
  return button;
}
