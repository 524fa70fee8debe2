import { keysOf } from '@suscripciones/kit/testing';
import { paymentTranslations } from './paymentTranslations';

describe('payment translations', () => {
  it('have the same keys in es and pt as in English', () => {
    const english = keysOf(paymentTranslations.en).sort();
    expect(keysOf(paymentTranslations.es).sort()).toEqual(english);
    expect(keysOf(paymentTranslations.pt).sort()).toEqual(english);
  });

  it('use the exact Spanish texts of the spec', () => {
    expect(paymentTranslations.es.notLogin).toBe('Por favor, inicia sesión para realizar el pago.');
    expect(paymentTranslations.en.notLogin).toBe('Please log in to complete the payment.');
    expect(paymentTranslations.es.errorProcessingPayment).toBe('Error al procesar el pago');
    expect(paymentTranslations.es.paymentNotCompleted).toBe('No se pudo completar el pago.');
  });
});
