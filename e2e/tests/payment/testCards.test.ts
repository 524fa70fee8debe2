import { devApi, useBrowser } from '../../support/browser';
import { cardNumber, chooseCountry, confirmations, errorBanner, fillCard, openPayment, orders, payAndExpectThanks, payButton } from './paymentSupport';

const browser = useBrowser();
beforeEach(() => devApi.reset());

describe('the provider’s documented test cards through the Stripe.js test double', () => {
  it.each([
    ['4000000000000002', 'Your card was declined.', 'card_declined'],
    ['4000000000009995', 'Your card has insufficient funds.', 'card_declined'],
    ['4000000000000127', "Your card's security code is incorrect.", 'incorrect_cvc'],
    ['4000000000000069', 'Your card has expired.', 'expired_card'],
    ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.', 'processing_error'],
  ])('%s shows “%s” in the banner and leaves the button idle', async (number, message, code) => {
    const { page, context } = await openPayment(browser(), { lang: 'en' });
    await fillCard(page, number);
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    await expect(errorBanner(page).textContent()).resolves.toBe(message);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('alert');
    await expect(payButton(page).getAttribute('aria-busy')).resolves.toBe('false');
    await expect(payButton(page).isEnabled()).resolves.toBe(true);
    const [order] = await orders();
    expect(order?.paymentStatus).toBe('requires_payment_method');
    expect(await confirmations(order?.paymentIntentId ?? '')).toEqual([expect.objectContaining({ outcome: 'declined', code })]);
    // The buyer can correct the card and pay: the same intent (one per attempt), confirmed with the new card, paid once.
    await cardNumber(page).fill('');
    await cardNumber(page).pressSequentially('4242424242424242');
    await payAndExpectThanks(page);
    expect((await orders()).map((entry) => entry.paymentStatus)).toEqual(['succeeded']);
    expect((await confirmations(order?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['declined', 'succeeded']);
    await context.close();
  });

  it('shows the provider’s own message in the page language', async () => {
    const { page, context } = await openPayment(browser(), { lang: 'es' });
    await fillCard(page, '4000000000000002', { lang: 'es' });
    await chooseCountry(page, 'España');
    await payButton(page).click();
    await expect(errorBanner(page).textContent()).resolves.toBe('Se ha rechazado tu tarjeta.');
    await context.close();
  });

  it('flags 4242 4242 4242 4241 as invalid inside the field, and pay asks for the card', async () => {
    const { page, context } = await openPayment(browser(), { lang: 'en' });
    await fillCard(page, '4242424242424241');
    const number = cardNumber(page);
    await expect(page.locator('#payment-card-number-error').textContent()).resolves.toBe('Your card number is invalid.');
    await expect(number.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(number.getAttribute('aria-describedby')).resolves.toBe('payment-card-number-error');
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    await expect(errorBanner(page).textContent()).resolves.toBe('Please fill in all the required fields.');
    expect(await orders()).toEqual([]);
    await context.close();
  });

  it('asks for 3-D Secure with 4000 0027 6000 3184; completing the challenge pays', async () => {
    const { page, context } = await openPayment(browser(), { lang: 'en' });
    await fillCard(page, '4000002760003184');
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    const dialog = page.getByRole('dialog', { name: '3D Secure authentication' });
    await dialog.waitFor();
    await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
    await expect(payButton(page).getAttribute('aria-busy')).resolves.toBe('true');
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByTestId('thanks-page').waitFor();
    const [order] = await orders();
    expect(order?.paymentStatus).toBe('succeeded');
    expect((await confirmations(order?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['requires_action', 'succeeded']);
    await context.close();
  });

  it('failing the 3-D Secure challenge gives the authentication failure', async () => {
    const { page, context } = await openPayment(browser(), { lang: 'en' });
    await fillCard(page, '4000002760003184');
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    await page.getByRole('dialog', { name: '3D Secure authentication' }).getByRole('button', { name: 'Fail authentication' }).click();
    await expect(errorBanner(page).textContent()).resolves.toBe(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    const [order] = await orders();
    expect(order?.paymentStatus).toBe('requires_payment_method');
    expect((await confirmations(order?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['requires_action', 'authentication_failed']);
    await context.close();
  });

  it.each(['4000000000003220', '4000000000003063'])('%s asks for 3-D Secure; completing the challenge pays once', async (number) => {
    const { page, context } = await openPayment(browser(), { lang: 'en', viewport: 'phone' });
    await fillCard(page, number);
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    await page.getByRole('dialog', { name: '3D Secure authentication' }).getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByTestId('thanks-page').waitFor();
    const [order] = await orders();
    expect((await confirmations(order?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['requires_action', 'succeeded']);
    await context.close();
  });

  it('4000 0000 0000 3055 supports 3-D Secure but needs none: paid without a challenge', async () => {
    const { page, context } = await openPayment(browser(), { lang: 'en' });
    await fillCard(page, '4000000000003055');
    await chooseCountry(page, 'Spain');
    await payAndExpectThanks(page);
    await expect(page.getByRole('dialog', { name: '3D Secure authentication' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('4000 0084 0000 1629: the challenge passed, then declined; Pay again with another card pays the same intent with a new payment method', async () => {
    const { page, context } = await openPayment(browser(), { lang: 'en' });
    await fillCard(page, '4000008400001629');
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    await page.getByRole('dialog', { name: '3D Secure authentication' }).getByRole('button', { name: 'Complete authentication' }).click();
    await expect(errorBanner(page).textContent()).resolves.toBe('Your card was declined.');
    // The same card again: a fresh payment method, so the provider answers about the card, not about a reused method.
    await payButton(page).click();
    await page.getByRole('dialog', { name: '3D Secure authentication' }).getByRole('button', { name: 'Complete authentication' }).click();
    await expect(errorBanner(page).textContent()).resolves.toBe('Your card was declined.');
    await cardNumber(page).fill('');
    await cardNumber(page).pressSequentially('4242424242424242');
    await payAndExpectThanks(page);
    const all = await orders();
    expect(all).toHaveLength(1);
    expect((await confirmations(all[0]?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual([
      'requires_action',
      'declined',
      'requires_action',
      'declined',
      'succeeded',
    ]);
    await context.close();
  });

  it('pays once on a double click', async () => {
    const { page, context } = await openPayment(browser(), { lang: 'en' });
    await fillCard(page, '4242424242424242');
    await chooseCountry(page, 'Spain');
    await payButton(page).dblclick();
    await page.getByTestId('thanks-page').waitFor();
    const all = await orders();
    expect(all).toHaveLength(1);
    expect(await confirmations(all[0]?.paymentIntentId ?? '')).toEqual([expect.objectContaining({ outcome: 'succeeded' })]);
    await context.close();
  });

  it('pays once when the form is submitted again while paying (second tap, Enter)', async () => {
    const { page, context } = await openPayment(browser(), { lang: 'en' });
    await fillCard(page, '4242424242424242');
    await chooseCountry(page, 'Spain');
    await page.evaluate(() => {
      const form = document.getElementById('payment-form') as HTMLFormElement;
      form.requestSubmit();
      form.requestSubmit();
      setTimeout(() => form.requestSubmit(), 30);
    });
    await page.getByTestId('thanks-page').waitFor();
    expect(await orders()).toHaveLength(1);
    await context.close();
  });
});
