/** @jest-environment node */
import { thanksPath } from './thanksLink';

describe('the thanks address', () => {
  it('keeps the language and only the given redirect', () => {
    expect(thanksPath({ language: 'en' })).toBe('/thanks?lang=en');
    expect(thanksPath({ language: 'es', urlredirect: 'https://avinews.example/' })).toBe('/thanks?urlredirect=https%3A%2F%2Favinews.example%2F&lang=es');
  });
});
