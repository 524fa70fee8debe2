import type { Area } from '../context';
import { withFault } from '../control/faults';
import { json, noContent, parseOr400, readForm, readJson } from '../http';
import { accountOfKey } from './accounts';
import { stripeDoubleScript } from './doubleBuild';
import { invalidParameter, StripeDoubleProvider, type ProviderReply } from './provider';
import { publicWallet, walletSetupSchema, walletTypes, type WalletName } from './wallet';

export const stripeScriptPath = '/stripe/v3/';

const answer = (reply: ProviderReply): Response => json(reply.status, reply.body);

/**
 * The Stripe.js test double: the script (GET /stripe/v3/), the provider API it calls (form-encoded, like the
 * provider's, so no CORS preflight), the browser's wallet it reads, and the tests' controls: the confirmation
 * attempts, and the wallet a browser has (none until a test sets one up).
 */
export const stripeRoutes: Area = (app, context) => {
  const provider = new StripeDoubleProvider(context.intents, context.paymentMethods, context.confirmations);
  const { faults } = context;
  app.get(stripeScriptPath.replace(/\/$/, ''), async () => {
    const script = await stripeDoubleScript();
    return new Response(script, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Cross-Origin-Resource-Policy': 'cross-origin' },
    });
  });
  app.post(
    '/stripe/api/payment_methods',
    withFault(faults, 'stripe-payment-methods', async (c) => answer(provider.createPaymentMethod(await readForm(c)))),
  );
  app.post(
    '/stripe/api/payment_intents/:id/confirm',
    withFault(faults, 'stripe-confirm', async (c, mode) => answer(provider.confirm(c.req.param('id') ?? '', await readForm(c), mode === 'processing'))),
  );
  app.post(
    '/stripe/api/payment_intents/:id/authenticate',
    withFault(faults, 'stripe-authenticate', async (c, mode) =>
      answer(provider.authenticate(c.req.param('id') ?? '', await readForm(c), mode === 'processing')),
    ),
  );
  app.get(
    '/stripe/api/payment_intents/:id',
    withFault(faults, 'stripe-retrieve', (c) => answer(provider.retrieve(c.req.param('id') ?? '', c.req.query()))),
  );
  app.get('/__control/stripe/confirmations', () => json(200, context.confirmations.list()));

  // The wallet: what the double reads of it (the card by its last four only), and the card payment method it hands
  // over when the buyer accepts its sheet, made from the wallet's card and billing contact as Stripe.js makes one
  // from an Apple Pay or Google Pay token.
  app.post('/__control/stripe/wallet', async (c) => {
    context.wallet.set(parseOr400(walletSetupSchema, await readJson(c), 'wallet'));
    return noContent();
  });
  app.get('/stripe/api/wallet', (c) =>
    accountOfKey(c.req.query('key'))
      ? json(200, publicWallet(context.wallet.current))
      : json(401, { error: { type: 'invalid_request_error', code: 'api_key_invalid', message: 'Invalid API Key provided.' } }),
  );
  app.post('/stripe/api/wallet/payment_methods', async (c) => {
    const params = await readForm(c);
    const setup = context.wallet.current;
    const wallet = params.wallet as WalletName | undefined;
    if (!setup || !wallet || !setup.wallets.includes(wallet)) return answer(invalidParameter('wallet', 'This wallet is not available in this browser.'));
    const card = {
      'card[number]': setup.card,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getFullYear() + 3),
      'card[cvc]': '123',
      'billing_details[name]': setup.name,
      'billing_details[email]': setup.email,
      'billing_details[phone]': setup.phone ?? undefined,
      'billing_details[address][line1]': setup.billingAddress.line1,
      'billing_details[address][city]': setup.billingAddress.city,
      'billing_details[address][postal_code]': setup.billingAddress.postalCode,
      'billing_details[address][country]': setup.billingAddress.country,
    };
    return answer(provider.createPaymentMethod({ key: params.key, locale: params.locale, type: 'card', ...card }, { type: walletTypes[wallet] }));
  });
};
