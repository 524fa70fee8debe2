import { parseRuntimeConfig } from '@suscripciones/shared/config';
import { testConfig } from '../../../shared/src/testing/testConfig';
import { checkoutPath, safeUrlRedirect, thanksPath } from './paymentLinks';

const config = parseRuntimeConfig(testConfig());

describe('payment links', () => {
  it('keeps an allowed urlredirect and drops a foreign or unsafe one', () => {
    expect(safeUrlRedirect('?urlredirect=https%3A%2F%2Favinews.example%2Fcursos', config, 'localhost:3000')).toBe('https://avinews.example/cursos');
    expect(safeUrlRedirect('?urlredirect=https%3A%2F%2Fevil.example%2F', config, 'localhost:3000')).toBeNull();
    expect(safeUrlRedirect('?urlredirect=javascript%3Aalert(1)', config, 'localhost:3000')).toBeNull();
    expect(safeUrlRedirect('', config, 'localhost:3000')).toBeNull();
  });

  it('goes back to checkout with the cart ids and language', () => {
    expect(checkoutPath([{ id: 20 }, { id: 30 }], null, 'es')).toBe('/checkout?ids=20%2C30&lang=es');
    expect(checkoutPath([{ id: 20 }], 'https://avinews.example/', 'pt')).toBe('/checkout?ids=20&urlredirect=https%3A%2F%2Favinews.example%2F&lang=pt');
  });

  it('goes to thanks with the language and the safe redirect', () => {
    expect(thanksPath(null, 'en')).toBe('/thanks?lang=en');
    expect(thanksPath('https://avinews.example/', 'es')).toBe('/thanks?urlredirect=https%3A%2F%2Favinews.example%2F&lang=es');
  });
});
