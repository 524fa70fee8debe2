// The in-page 3-D Secure challenge: an accessible modal dialog in place of the
// issuer's page the provider would open.
import { nextCount } from './counter';
import { showModal, withFocusRing } from './modalLayer';
import { formatAmount } from './paymentRequestOptions';

export type ChallengeOutcome = 'complete' | 'fail';

function challengeButton(label: string, primary: boolean): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  const style = element.style;
  Object.assign(style, {
    minHeight: '44px',
    padding: '0 18px',
    borderRadius: '8px',
    font: 'inherit',
    fontWeight: '600',
    cursor: 'pointer',
    border: '2px solid #635bff',
    background: primary ? '#635bff' : '#ffffff',
    color: primary ? '#ffffff' : '#3d35c9',
  });
  return withFocusRing(element, '#1a1f36');
}

function challengeDialog(id: string, amount: number, currency: unknown): { overlay: HTMLDivElement; complete: HTMLButtonElement; fail: HTMLButtonElement } {
  const overlay = document.createElement('div');
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483000',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '16px',
    background: 'rgba(15, 23, 42, 0.6)',
  });
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-text`);
  dialog.setAttribute('data-stripe-double', '3ds-challenge');
  dialog.lang = 'en';
  Object.assign(dialog.style, {
    background: '#ffffff',
    color: '#1a1f36',
    borderRadius: '12px',
    width: '100%',
    maxWidth: '420px',
    padding: '24px',
    boxShadow: '0 20px 50px rgba(0, 0, 0, 0.3)',
    boxSizing: 'border-box',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    fontSize: '16px',
    lineHeight: '1.5',
  });
  const badge = document.createElement('p');
  badge.textContent = 'Test mode';
  Object.assign(badge.style, {
    display: 'inline-block',
    margin: '0 0 12px',
    padding: '2px 8px',
    borderRadius: '999px',
    background: '#fff4e5',
    color: '#8a4b00',
    fontSize: '13px',
    fontWeight: '600',
  });
  const title = document.createElement('h2');
  title.id = `${id}-title`;
  title.textContent = '3D Secure authentication';
  title.style.margin = '0 0 8px';
  title.style.fontSize = '20px';
  const text = document.createElement('p');
  text.id = `${id}-text`;
  text.textContent = `Your bank asks you to confirm this payment of ${formatAmount(amount, String(currency))}. This test page lets you complete or fail the authentication.`;
  text.style.margin = '0 0 20px';
  const actions = document.createElement('div');
  actions.style.display = 'flex';
  actions.style.flexWrap = 'wrap';
  actions.style.gap = '12px';
  const complete = challengeButton('Complete authentication', true);
  const fail = challengeButton('Fail authentication', false);
  actions.append(complete, fail);
  dialog.append(badge, title, text, actions);
  overlay.appendChild(dialog);
  return { overlay, complete, fail };
}

/**
 * Shows the challenge for a payment of `amount` (minor units) and resolves
 * with the buyer's answer; the rest of the page is inert meanwhile, Tab stays
 * in the dialog, Escape fails, and focus goes back where it was.
 */
export function challenge(intent: { amount?: unknown; currency?: unknown }): Promise<ChallengeOutcome> {
  return new Promise((resolve) => {
    const id = `stripe-double-3ds-${nextCount()}`;
    const { overlay, complete, fail } = challengeDialog(id, Number(intent.amount), intent.currency);
    let hide: () => void = () => undefined;
    let done = false;
    function finish(outcome: ChallengeOutcome): void {
      if (done) return;
      done = true;
      hide();
      resolve(outcome);
    }
    function onKey(event: KeyboardEvent): void {
      if (event.key === 'Escape') {
        event.preventDefault();
        finish('fail');
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (document.activeElement === complete ? fail : complete).focus();
      }
    }
    complete.addEventListener('click', () => finish('complete'));
    fail.addEventListener('click', () => finish('fail'));
    hide = showModal(overlay, onKey);
    complete.focus();
  });
}
