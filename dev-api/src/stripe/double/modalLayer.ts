// A dialog of the double over the page (3-D Secure, the wallet's sheet): in
// English, as the provider's own pages are, marked as test mode; the rest of
// the page inert while it shows, Escape and Tab (kept between its two
// buttons) captured before the page's own handlers get them, and focus given
// back where it was.
import { nextCount } from './counter';
import { installStyleSheet } from './styleSheet';

/** An element of the double's UI, with its class of the style sheet (./styleSheet.ts) and its text. */
export function node<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string, text?: string): HTMLElementTagNameMap[Tag] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

export function dialogButton(label: string, primary: boolean): HTMLButtonElement {
  const button = node('button', primary ? 'sd-button sd-button--primary' : 'sd-button', label);
  button.type = 'button';
  return button;
}

const looks = { '3ds-challenge': { prefix: '3ds', overlay: 'sd-overlay' }, 'wallet-sheet': { prefix: 'wallet', overlay: 'sd-overlay sd-sheet' } } as const;

/** The dialog, named by its title and described by its text; the caller adds the rest to `dialog`. */
export function modalDialog(kind: keyof typeof looks, title: string, text: string): { overlay: HTMLDivElement; dialog: HTMLDivElement } {
  const id = `stripe-double-${looks[kind].prefix}-${nextCount()}`;
  const overlay = node('div', looks[kind].overlay);
  const dialog = node('div', 'sd-dialog');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-text`);
  dialog.setAttribute('data-stripe-double', kind);
  dialog.lang = 'en';
  const heading = node('h2', 'sd-title', title);
  heading.id = `${id}-title`;
  const description = node('p', 'sd-text', text);
  description.id = `${id}-text`;
  dialog.append(node('p', 'sd-badge', 'Test mode'), heading, description);
  overlay.appendChild(dialog);
  return { overlay, dialog };
}

/** Shows `overlay` with focus on `first`; the function returned removes it. */
export function showModal(overlay: HTMLElement, [first, second]: readonly [HTMLButtonElement, HTMLButtonElement], onEscape: () => void): () => void {
  installStyleSheet();
  const previous = document.activeElement;
  const made: HTMLElement[] = [];
  for (const child of Array.from(document.body.children)) {
    if (child instanceof HTMLElement && !child.inert) {
      child.inert = true;
      made.push(child);
    }
  }
  function onKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === first ? second : first).focus();
    }
  }
  document.addEventListener('keydown', onKey, true);
  document.body.appendChild(overlay);
  first.focus();
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
