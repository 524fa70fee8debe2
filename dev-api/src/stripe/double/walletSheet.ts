// The wallet's payment sheet, in the page: an accessible modal dialog in
// place of the browser's own Apple Pay or Google Pay sheet, which a test can
// read, accept ("Pay") or cancel. In English, as the 3-D Secure test page is.
import { nextCount } from './counter';
import { showModal, withFocusRing } from './modalLayer';
import { formatAmount, type PaymentRequestSettings, type StripeShippingAddress, type WalletName } from './paymentRequestOptions';

const walletTitles: Readonly<Record<WalletName, string>> = { applePay: 'Apple Pay', googlePay: 'Google Pay', link: 'Link' };

export interface SheetContent {
  wallet: WalletName;
  settings: PaymentRequestSettings;
  cardLast4: string;
  payer: { name: string; email: string; phone: string | null };
  shippingAddress: StripeShippingAddress | null;
}

export interface SheetHandle {
  /** The buyer accepted: the sheet waits for the page's `complete()`. */
  processing(): void;
  close(): void;
}

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, text: string | null, style: Partial<CSSStyleDeclaration> = {}): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  if (text !== null) node.textContent = text;
  Object.assign(node.style, style);
  return node;
}

function sheetButton(label: string, primary: boolean): HTMLButtonElement {
  const button = element('button', label, {
    minHeight: '48px',
    flex: '1 1 0',
    padding: '0 18px',
    borderRadius: '24px',
    font: 'inherit',
    fontWeight: '600',
    cursor: 'pointer',
    border: '2px solid #202124',
    background: primary ? '#202124' : '#ffffff',
    color: primary ? '#ffffff' : '#202124',
  });
  button.type = 'button';
  return withFocusRing(button, '#1a73e8');
}

/** A labelled row of the sheet: "Pay with", "Contact", "Ship to". */
function row(label: string, lines: readonly string[]): HTMLDivElement {
  const wrapper = element('div', null, { padding: '12px 0', borderTop: '1px solid #dadce0' });
  wrapper.append(
    element('h3', label, { margin: '0 0 4px', fontSize: '13px', fontWeight: '600', color: '#5f6368', textTransform: 'uppercase', letterSpacing: '0.04em' }),
  );
  for (const line of lines) wrapper.append(element('p', line, { margin: '0' }));
  return wrapper;
}

function amounts(settings: PaymentRequestSettings): HTMLDListElement {
  const list = element('dl', null, { margin: '0 0 8px', display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px' });
  const add = (label: string, amount: number, strong: boolean) => {
    const weight = strong ? '700' : '400';
    list.append(
      element('dt', label, { margin: '0', fontWeight: weight }),
      element('dd', formatAmount(amount, settings.currency), { margin: '0', fontWeight: weight, textAlign: 'right' }),
    );
  };
  for (const item of settings.displayItems) add(item.label, item.amount, false);
  add(settings.total.label, settings.total.amount, true);
  return list;
}

function sheetDialog(id: string, content: SheetContent) {
  const { settings, payer } = content;
  const title = walletTitles[content.wallet];
  const overlay = element('div', null, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483000',
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'center',
    background: 'rgba(32, 33, 36, 0.6)',
  });
  const dialog = element('div', null, {
    background: '#ffffff',
    color: '#202124',
    borderRadius: '16px 16px 0 0',
    width: '100%',
    maxWidth: '480px',
    maxHeight: '90vh',
    overflowY: 'auto',
    padding: '20px 24px 24px',
    boxSizing: 'border-box',
    boxShadow: '0 -8px 30px rgba(0, 0, 0, 0.3)',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    fontSize: '16px',
    lineHeight: '1.5',
  });
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-text`);
  dialog.setAttribute('data-stripe-double', 'wallet-sheet');
  dialog.lang = 'en';
  const badge = element('p', 'Test mode', {
    display: 'inline-block',
    margin: '0 0 8px',
    padding: '2px 8px',
    borderRadius: '999px',
    background: '#fff4e5',
    color: '#8a4b00',
    fontSize: '13px',
    fontWeight: '600',
  });
  const heading = element('h2', title, { margin: '0 0 4px', fontSize: '20px' });
  heading.id = `${id}-title`;
  const text = element('p', `Pay ${formatAmount(settings.total.amount, settings.currency)} to the merchant with the card in your wallet.`, {
    margin: '0 0 12px',
    color: '#3c4043',
  });
  text.id = `${id}-text`;
  dialog.append(badge, heading, text, amounts(settings), row('Pay with', [`Card •••• ${content.cardLast4}`]));
  const contact = [
    settings.requestPayerName ? payer.name : '',
    settings.requestPayerEmail ? payer.email : '',
    settings.requestPayerPhone ? (payer.phone ?? 'No phone number') : '',
  ];
  if (contact.some((line) => line !== ''))
    dialog.append(
      row(
        'Contact',
        contact.filter((line) => line !== ''),
      ),
    );
  if (settings.requestShipping) {
    const address = content.shippingAddress;
    const lines = address
      ? [address.recipient, ...address.addressLine, `${address.postalCode} ${address.city}`.trim(), address.region, address.country]
      : ['No address'];
    const option = settings.shippingOptions[0];
    dialog.append(
      row(
        'Ship to',
        lines.filter((line) => line !== ''),
      ),
    );
    if (option)
      dialog.append(row('Delivery', [`${option.label}${option.detail ? ` · ${option.detail}` : ''}`, formatAmount(option.amount, settings.currency)]));
  }
  const status = element('p', '', { margin: '8px 0 0', minHeight: '1.5em', fontWeight: '600' });
  status.setAttribute('role', 'status');
  const actions = element('div', null, { display: 'flex', gap: '12px', marginTop: '8px' });
  const cancel = sheetButton('Cancel', false);
  const pay = sheetButton('Pay', true);
  actions.append(cancel, pay);
  dialog.append(status, actions);
  overlay.appendChild(dialog);
  return { overlay, pay, cancel, status };
}

/**
 * Shows the sheet: the rest of the page is inert meanwhile, Tab stays in the
 * sheet, Escape cancels (as it closes a browser's sheet), and focus goes back
 * where it was when the sheet closes.
 */
export function openWalletSheet(content: SheetContent, handlers: { onPay(): void; onCancel(): void }): SheetHandle {
  const id = `stripe-double-wallet-${nextCount()}`;
  const { overlay, pay, cancel, status } = sheetDialog(id, content);
  let busy = false;
  function onKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!busy) handlers.onCancel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === pay ? cancel : pay).focus();
    }
  }
  pay.addEventListener('click', () => {
    if (!busy) handlers.onPay();
  });
  cancel.addEventListener('click', () => {
    if (!busy) handlers.onCancel();
  });
  const hide = showModal(overlay, onKey);
  pay.focus();
  return {
    processing() {
      busy = true;
      pay.disabled = true;
      cancel.disabled = true;
      status.textContent = 'Processing…';
    },
    close: hide,
  };
}
