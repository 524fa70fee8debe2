import { routePathOf } from '@suscripciones/shared';
import { routeRemoteOf } from './routeRemotes';

describe('the remote page of an address', () => {
  it.each([
    ['/suscripciones', 'landing/LandingPage'],
    ['/suscripciones/', 'landing/LandingPage'],
    ['/suscripciones/checkout', 'checkout/CheckoutPage'],
    ['/suscripciones/payment/', 'payment/PaymentPage'],
    ['/suscripciones/thanks', 'payment/ThanksPage'],
  ])('%s shows %s', (pathname, page) => {
    expect(routeRemoteOf(routePathOf(pathname))).toBe(page);
  });

  it.each(['/suscripciones/terms', '/suscripciones/nope', '/suscripcionesx/checkout', '/checkout', '/suscripciones/constructor', '/suscripciones/__proto__'])(
    '%s shows none',
    (pathname) => {
      expect(routeRemoteOf(routePathOf(pathname))).toBeUndefined();
    },
  );
});
