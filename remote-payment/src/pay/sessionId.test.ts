import { paymentSessionId } from './sessionId';
import { storageKeys } from '@suscripciones/shared';

describe('paymentSessionId', () => {
  beforeEach(() => sessionStorage.clear());

  it('is a UUID kept for the tab in sessionStorage', () => {
    const first = paymentSessionId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sessionStorage.getItem(storageKeys.paymentSession)).toBe(first);
    expect(paymentSessionId()).toBe(first);
  });

  it('replaces a stored value that is no UUID', () => {
    sessionStorage.setItem(storageKeys.paymentSession, '<script>');
    expect(paymentSessionId()).not.toBe('<script>');
  });

  it('keeps one id for the page when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    const id = paymentSessionId(refusing);
    expect(paymentSessionId(refusing)).toBe(id);
    expect(paymentSessionId(null)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
