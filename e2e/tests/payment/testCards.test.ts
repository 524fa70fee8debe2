import { cardNumber, chooseCountry, confirmations, errorBanner, fillCard, openPayment, orders, payAndExpectThanks, payButton } from './paymentSupport';
import { expect, test } from '../../support/fixtures';

test.describe('the provider’s documented test cards through the Stripe.js test double', () => {
  for (const [number, message, code] of [
    ['4000000000000002', 'Your card was declined.', 'card_declined'],
    ['4000000000009995', 'Your card has insufficient funds.', 'card_declined'],
    ['4000000000000127', "Your card's security code is incorrect.", 'incorrect_cvc'],
    ['4000000000000069', 'Your card has expired.', 'expired_card'],
    ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.', 'processing_error'],
  ] as const) {
    test(`${number} shows “${message}” in the banner and leaves the button idle`, async ({ openPage }) => {
      const { page } = await openPayment(openPage, { lang: 'en' });
      await fillCard(page, number);
      await chooseCountry(page, 'Spain');
      await payButton(page).click();
      await expect(errorBanner(page)).toHaveText(message);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
      await expect(payButton(page)).toHaveAttribute('aria-busy', 'false');
      await expect(payButton(page)).toBeEnabled();
      const [order] = await orders();
      expect(order?.paymentStatus).toBe('requires_payment_method');
      await expect.poll(() => confirmations(order?.paymentIntentId ?? '')).toEqual([expect.objectContaining({ outcome: 'declined', code })]);
      // The buyer can correct the card and pay: the same intent (one per attempt), confirmed with the new card, paid once.
      await cardNumber(page).fill('');
      await cardNumber(page).pressSequentially('4242424242424242');
      await payAndExpectThanks(page);
      expect((await orders()).map((entry) => entry.paymentStatus)).toEqual(['succeeded']);
      expect((await confirmations(order?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['declined', 'succeeded']);
    });
  }

  test('shows the provider’s own message in the page language', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { lang: 'es' });
    await fillCard(page, '4000000000000002', { lang: 'es' });
    await chooseCountry(page, 'España');
    await payButton(page).click();
    await expect(errorBanner(page)).toHaveText('Se ha rechazado tu tarjeta.');
  });

  test('flags 4242 4242 4242 4241 as invalid inside the field, and pay asks for the card', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { lang: 'en' });
    await fillCard(page, '4242424242424241');
    const number = cardNumber(page);
    await expect(page.locator('#payment-card-number-error')).toHaveText('Your card number is invalid.');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAttribute('aria-describedby', 'payment-card-number-error');
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    await expect(errorBanner(page)).toHaveText('Please fill in all the required fields.');
    await expect.poll(() => orders()).toEqual([]);
  });

  test('asks for 3-D Secure with 4000 0027 6000 3184; completing the challenge pays', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { lang: 'en' });
    await fillCard(page, '4000002760003184');
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    const dialog = page.getByRole('dialog', { name: '3D Secure authentication' });
    await dialog.waitFor();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(payButton(page)).toHaveAttribute('aria-busy', 'true');
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByTestId('thanks-page').waitFor();
    const [order] = await orders();
    expect(order?.paymentStatus).toBe('succeeded');
    expect((await confirmations(order?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['requires_action', 'succeeded']);
  });

  test('failing the 3-D Secure challenge gives the authentication failure', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { lang: 'en' });
    await fillCard(page, '4000002760003184');
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    await page.getByRole('dialog', { name: '3D Secure authentication' }).getByRole('button', { name: 'Fail authentication' }).click();
    await expect(errorBanner(page)).toHaveText('We are unable to authenticate your payment method. Please choose a different payment method and try again.');
    const [order] = await orders();
    expect(order?.paymentStatus).toBe('requires_payment_method');
    expect((await confirmations(order?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['requires_action', 'authentication_failed']);
  });

  for (const number of ['4000000000003220', '4000000000003063'] as const) {
    test(`${number} asks for 3-D Secure; completing the challenge pays once`, async ({ openPage }) => {
      const { page } = await openPayment(openPage, { lang: 'en', viewport: 'phone' });
      await fillCard(page, number);
      await chooseCountry(page, 'Spain');
      await payButton(page).click();
      await page.getByRole('dialog', { name: '3D Secure authentication' }).getByRole('button', { name: 'Complete authentication' }).click();
      await page.getByTestId('thanks-page').waitFor();
      const [order] = await orders();
      expect((await confirmations(order?.paymentIntentId ?? '')).map((entry) => entry.outcome)).toEqual(['requires_action', 'succeeded']);
    });
  }

  test('4000 0000 0000 3055 supports 3-D Secure but needs none: paid without a challenge', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { lang: 'en' });
    await fillCard(page, '4000000000003055');
    await chooseCountry(page, 'Spain');
    await payAndExpectThanks(page);
    await expect(page.getByRole('dialog', { name: '3D Secure authentication' })).toHaveCount(0);
  });

  test('4000 0084 0000 1629: the challenge passed, then declined; Pay again with another card pays the same intent with a new payment method', async ({
    openPage,
  }) => {
    const { page } = await openPayment(openPage, { lang: 'en' });
    await fillCard(page, '4000008400001629');
    await chooseCountry(page, 'Spain');
    await payButton(page).click();
    await page.getByRole('dialog', { name: '3D Secure authentication' }).getByRole('button', { name: 'Complete authentication' }).click();
    await expect(errorBanner(page)).toHaveText('Your card was declined.');
    // The same card again: a fresh payment method, so the provider answers about the card, not about a reused method.
    await payButton(page).click();
    await page.getByRole('dialog', { name: '3D Secure authentication' }).getByRole('button', { name: 'Complete authentication' }).click();
    await expect(errorBanner(page)).toHaveText('Your card was declined.');
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
  });

  test('pays once on a double click', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { lang: 'en' });
    await fillCard(page, '4242424242424242');
    await chooseCountry(page, 'Spain');
    await payButton(page).dblclick();
    await page.getByTestId('thanks-page').waitFor();
    const all = await orders();
    expect(all).toHaveLength(1);
    await expect.poll(() => confirmations(all[0]?.paymentIntentId ?? '')).toEqual([expect.objectContaining({ outcome: 'succeeded' })]);
  });

  test('pays once when the form is submitted again while paying (second tap, Enter)', async ({ openPage }) => {
    const { page } = await openPayment(openPage, { lang: 'en' });
    await fillCard(page, '4242424242424242');
    await chooseCountry(page, 'Spain');
    await page.evaluate(() => {
      const form = document.getElementById('payment-form') as HTMLFormElement;
      form.requestSubmit();
      form.requestSubmit();
      setTimeout(() => form.requestSubmit(), 30);
    });
    await page.getByTestId('thanks-page').waitFor();
    await expect.poll(() => orders()).toHaveLength(1);
  });
});
