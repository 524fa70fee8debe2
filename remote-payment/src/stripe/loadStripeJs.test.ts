import { loadStripeScript, stripeInstance } from './loadStripeJs';

/** The page loads Stripe.js from the configured address, never from the provider's default host. */
describe('loading Stripe.js', () => {
  const win = window as unknown as { Stripe?: unknown };
  const scriptUrl = 'http://localhost:3010/stripe/v3/';
  afterEach(() => {
    delete win.Stripe;
    document.head.innerHTML = '';
  });

  it('injects one script from the configured address and waits for window.Stripe', async () => {
    const first = loadStripeScript(scriptUrl);
    const second = loadStripeScript(scriptUrl);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(scriptUrl);
    win.Stripe = Object.assign(() => ({}), { version: 'endive' });
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    expect(document.querySelectorAll('script[src*="stripe.com"]')).toHaveLength(0);
  });

  it('fails cleanly when the script cannot load, and tries again on the next call', async () => {
    const failing = loadStripeScript(scriptUrl);
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(`Stripe.js could not be loaded from ${scriptUrl}`);
    expect(document.querySelector('script')).toBeNull();
    const again = loadStripeScript(scriptUrl);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(again).rejects.toThrow('could not be loaded');
  });

  it('fails when the script defines no window.Stripe', async () => {
    const loading = stripeInstance('pk_test_x', 'en', 'http://localhost:3010/other.js');
    document.querySelectorAll('script').forEach((script) => script.dispatchEvent(new Event('load')));
    await expect(loading).rejects.toThrow('did not define window.Stripe');
  });
});
