// The wallet's payment sheet, in the page: an accessible modal dialog in
// place of the browser's own Apple Pay or Google Pay sheet, which a test can
// read, accept ("Pay") or cancel. In English, as the 3-D Secure test page is.
import { dialogButton, modalDialog, node, showModal } from './modalLayer';
import type { WalletName } from '../wallet';
import { formatAmount, type PaymentRequestSettings, type StripeShippingAddress } from './paymentRequestOptions';

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

/** A labelled row of the sheet: "Pay with", "Contact", "Ship to". */
function row(label: string, lines: readonly string[]): HTMLDivElement {
  const wrapper = node('div', 'sd-row');
  wrapper.append(node('h3', '', label), ...lines.filter((line) => line !== '').map((line) => node('p', '', line)));
  return wrapper;
}

function amounts(settings: PaymentRequestSettings): HTMLDListElement {
  const list = node('dl', 'sd-amounts');
  const add = (label: string, amount: number, className: string) =>
    list.append(node('dt', className, label), node('dd', className, formatAmount(amount, settings.currency)));
  for (const item of settings.displayItems) add(item.label, item.amount, '');
  add(settings.total.label, settings.total.amount, 'sd-total');
  return list;
}

function sheetDialog(content: SheetContent) {
  const { settings, payer } = content;
  const { overlay, dialog } = modalDialog(
    'wallet-sheet',
    walletTitles[content.wallet],
    `Pay ${formatAmount(settings.total.amount, settings.currency)} to the merchant with the card in your wallet.`,
  );
  dialog.append(amounts(settings), row('Pay with', [`Card •••• ${content.cardLast4}`]));
  const contact = [
    settings.requestPayerName ? payer.name : '',
    settings.requestPayerEmail ? payer.email : '',
    settings.requestPayerPhone ? (payer.phone ?? 'No phone number') : '',
  ];
  if (contact.some((line) => line !== '')) dialog.append(row('Contact', contact));
  if (settings.requestShipping) {
    const address = content.shippingAddress;
    const lines = address
      ? [address.recipient, ...address.addressLine, `${address.postalCode} ${address.city}`.trim(), address.region, address.country]
      : ['No address'];
    const option = settings.shippingOptions[0];
    dialog.append(row('Ship to', lines));
    if (option)
      dialog.append(row('Delivery', [`${option.label}${option.detail ? ` · ${option.detail}` : ''}`, formatAmount(option.amount, settings.currency)]));
  }
  const status = node('p', 'sd-status', '');
  status.setAttribute('role', 'status');
  const actions = node('div', 'sd-actions');
  const cancel = dialogButton('Cancel', false);
  const pay = dialogButton('Pay', true);
  actions.append(cancel, pay);
  dialog.append(status, actions);
  return { overlay, pay, cancel, status };
}

/**
 * Shows the sheet: the rest of the page is inert meanwhile, Tab stays in the
 * sheet, Escape cancels (as it closes a browser's sheet), and focus goes back
 * where it was when the sheet closes.
 */
export function openWalletSheet(content: SheetContent, handlers: { onPay(): void; onCancel(): void }): SheetHandle {
  const { overlay, pay, cancel, status } = sheetDialog(content);
  let busy = false;
  pay.addEventListener('click', () => {
    if (!busy) handlers.onPay();
  });
  cancel.addEventListener('click', () => {
    if (!busy) handlers.onCancel();
  });
  const hide = showModal(overlay, [pay, cancel], () => {
    if (!busy) handlers.onCancel();
  });
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
