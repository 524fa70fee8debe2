import type { DevApiContext } from '../context';
import { readFormBody, readJsonBody } from '../http/body';
import { parseOr400 } from '../http/httpError';
import { jsonReply, noContentReply, type Reply } from '../http/reply';
import { route, type Route } from '../http/router';
import { accountOfKey } from './accounts';
import type { StripeDoubleProvider } from './provider';
import { publicWallet, walletSetupSchema, type WalletName } from './wallet';

/** The provider's name of a wallet on a card payment method. */
const walletTypes = { applePay: 'apple_pay', googlePay: 'google_pay', link: 'link' } as const satisfies Record<WalletName, string>;

const invalidKey: Reply = jsonReply(401, { error: { type: 'invalid_request_error', code: 'api_key_invalid', message: 'Invalid API Key provided.' } });

/**
 * The wallet of the Stripe.js double: the test control that sets it up, what
 * the double reads of it (GET, the card by its last four only), and the card
 * payment method the wallet hands over when the buyer accepts its sheet,
 * made from the wallet's card with the wallet's billing contact, as Stripe.js
 * creates one from an Apple Pay or Google Pay token.
 */
export function walletRoutes(context: DevApiContext, provider: StripeDoubleProvider): Route[] {
  return [
    route('POST', '/__control/stripe/wallet', async ({ req }) => {
      context.wallet.set(parseOr400(walletSetupSchema, await readJsonBody(req), 'wallet'));
      return noContentReply();
    }),
    route('GET', '/stripe/api/wallet', ({ query }) => (accountOfKey(query.key) ? jsonReply(200, publicWallet(context.wallet.current)) : invalidKey)),
    route('POST', '/stripe/api/wallet/payment_methods', async ({ req }) => {
      const params = await readFormBody(req);
      const setup = context.wallet.current;
      const wallet = params.wallet as WalletName | undefined;
      if (!setup || !wallet || !setup.wallets.includes(wallet)) {
        return jsonReply(400, {
          error: { type: 'invalid_request_error', code: 'parameter_invalid', param: 'wallet', message: 'This wallet is not available in this browser.' },
        });
      }
      const expYear = new Date().getFullYear() + 3;
      const reply = provider.createPaymentMethod(
        {
          key: params.key,
          locale: params.locale,
          type: 'card',
          'card[number]': setup.card,
          'card[exp_month]': '12',
          'card[exp_year]': String(expYear),
          'card[cvc]': '123',
          'billing_details[name]': setup.name,
          'billing_details[email]': setup.email,
          'billing_details[phone]': setup.phone ?? undefined,
          'billing_details[address][line1]': setup.billingAddress.line1,
          'billing_details[address][city]': setup.billingAddress.city,
          'billing_details[address][postal_code]': setup.billingAddress.postalCode,
          'billing_details[address][country]': setup.billingAddress.country,
        },
        { type: walletTypes[wallet] },
      );
      return jsonReply(reply.status, reply.body);
    }),
  ];
}
