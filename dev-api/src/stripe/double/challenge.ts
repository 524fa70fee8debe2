// The in-page 3-D Secure challenge: an accessible modal dialog in place of the
// issuer's page the provider would open.
import { dialogButton, modalDialog, node, showModal } from './modalLayer';
import { formatAmount } from './paymentRequestOptions';

export type ChallengeOutcome = 'complete' | 'fail';

/**
 * Shows the challenge for a payment of `amount` (minor units) and resolves
 * with the buyer's answer; Escape fails.
 */
export function challenge(intent: { amount?: unknown; currency?: unknown }): Promise<ChallengeOutcome> {
  return new Promise((resolve) => {
    const amount = formatAmount(Number(intent.amount), String(intent.currency));
    const { overlay, dialog } = modalDialog(
      '3ds-challenge',
      '3D Secure authentication',
      `Your bank asks you to confirm this payment of ${amount}. This test page lets you complete or fail the authentication.`,
    );
    const complete = dialogButton('Complete authentication', true);
    const fail = dialogButton('Fail authentication', false);
    const actions = node('div', 'sd-actions');
    actions.append(complete, fail);
    dialog.append(actions);
    let done = false;
    function finish(outcome: ChallengeOutcome): void {
      if (done) return;
      done = true;
      hide();
      resolve(outcome);
    }
    complete.addEventListener('click', () => finish('complete'));
    fail.addEventListener('click', () => finish('fail'));
    const hide = showModal(overlay, [complete, fail], () => finish('fail'));
  });
}
