import { createBrowserStorage } from './browserStorage';

/** Blocked storage (the getter throws) and full storage (setItem throws), as some browsers and frames have them. */
describe('the browser storage adapter', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
  let warn: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    if (original) Object.defineProperty(window, 'localStorage', original);
    jest.restoreAllMocks();
  });

  it('reads and writes the browser storage when it works, and is not degraded', () => {
    const storage = createBrowserStorage('local');
    storage.write('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(storage.read('k')).toBe('v');
    storage.remove('k');
    expect(storage.read('k')).toBeNull();
    expect(storage.degraded()).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('blocked: nothing throws, values live in memory, and it says so once', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const storage = createBrowserStorage('local');
    const told = jest.fn();
    storage.onDegraded(told);
    expect(storage.read('cart')).toBeNull();
    storage.write('cart', '[1]');
    expect(storage.read('cart')).toBe('[1]');
    storage.write('cart', '[1,2]');
    expect(storage.read('cart')).toBe('[1,2]');
    storage.remove('cart');
    expect(storage.read('cart')).toBeNull();
    expect(storage.degraded()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(() => storage.subscribe('cart', () => undefined)()).not.toThrow();
  });

  it('full: the refused key moves to memory, its older stored copy is removed, other keys keep working', () => {
    localStorage.setItem('cart', 'old');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string) {
      if (key === 'cart') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const storage = createBrowserStorage('local');
    storage.write('cart', 'new');
    expect(storage.read('cart')).toBe('new');
    expect(localStorage.getItem('cart')).toBeNull();
    expect(storage.degraded()).toBe(true);
    setItem.mockRestore();
    // Once in memory, the key stays there for the tab: the browser's copy cannot come back.
    localStorage.setItem('cart', 'from elsewhere');
    expect(storage.read('cart')).toBe('new');
    storage.write('other', 'x');
    expect(localStorage.getItem('other')).toBe('x');
  });

  it('hears another tab’s write of the key, and a clear, but not other keys', () => {
    const storage = createBrowserStorage('local');
    const heard: Array<string | null> = [];
    const stop = storage.subscribe('cart', (value) => heard.push(value));
    const event = (key: string | null, newValue: string | null) => new StorageEvent('storage', { key, newValue, storageArea: localStorage });
    window.dispatchEvent(event('cart', '[3]'));
    window.dispatchEvent(event('other', 'x'));
    window.dispatchEvent(event(null, null));
    stop();
    window.dispatchEvent(event('cart', '[4]'));
    expect(heard).toEqual(['[3]', null]);
  });
});
