import { isTourCompleted, markTourCompleted, tourStorageKey } from './tourStorage';

describe('the tour flag', () => {
  beforeEach(() => localStorage.clear());

  it('is unset at first and set once marked, under tourCompletedSubscriptions', () => {
    expect(isTourCompleted()).toBe(false);
    markTourCompleted();
    expect(localStorage.getItem(tourStorageKey)).toBe('true');
    expect(tourStorageKey).toBe('tourCompletedSubscriptions');
    expect(isTourCompleted()).toBe(true);
  });

  it('counts any stored value as completed', () => {
    localStorage.setItem(tourStorageKey, '1');
    expect(isTourCompleted()).toBe(true);
  });

  it('treats unreadable storage as completed and survives unwritable storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(isTourCompleted(broken)).toBe(true);
    expect(() => markTourCompleted(broken)).not.toThrow();
    warn.mockRestore();
  });
});
