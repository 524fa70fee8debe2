import { storageKeys } from '@suscripciones/shared';
import { createBrowserStorage } from '@suscripciones/kit/testing';
import { isTourCompleted, markTourCompleted } from './tourStorage';

describe('the tour flag', () => {
  beforeEach(() => localStorage.clear());

  it('is unset at first and set once marked, under tourCompletedSubscriptions', () => {
    expect(isTourCompleted()).toBe(false);
    markTourCompleted();
    expect(localStorage.getItem(storageKeys.tourCompleted)).toBe('true');
    expect(storageKeys.tourCompleted).toBe('tourCompletedSubscriptions');
    expect(isTourCompleted()).toBe(true);
  });

  it('counts any stored value as completed', () => {
    localStorage.setItem(storageKeys.tourCompleted, '1');
    expect(isTourCompleted()).toBe(true);
  });

  it('counts blocked storage as completed (no tour on every visit), and never throws', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const blocked = createBrowserStorage('local');
    expect(isTourCompleted(blocked)).toBe(true);
    expect(() => markTourCompleted(blocked)).not.toThrow();
    warn.mockRestore();
    if (original) Object.defineProperty(window, 'localStorage', original);
  });
});
