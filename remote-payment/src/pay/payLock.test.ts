import { payLockName, withPayLock } from './payLock';

/** One payer at a time: the browser's Web Locks keep the order. */
describe('withPayLock', () => {
  it('takes an exclusive lock of the buyer’s name for the whole task', async () => {
    const request = jest.fn(async (_name: string, _options: LockOptions, task: () => Promise<string>) => task());
    await expect(withPayLock(payLockName('guest-1'), async () => 'paid', { request } as unknown as LockManager)).resolves.toBe('paid');
    expect(request).toHaveBeenCalledWith('suscripciones-pay:guest-1', { mode: 'exclusive' }, expect.any(Function));
  });

  it('lets one payer at a time run: the second waits until the first is done', async () => {
    // The Web Locks API's own rule for an exclusive lock: requests of one name are granted in order, one at a time.
    const held = new Map<string, Promise<unknown>>();
    const locks = {
      request: (name: string, _options: LockOptions, task: () => Promise<unknown>) => {
        const granted = (held.get(name) ?? Promise.resolve()).then(task, task);
        held.set(
          name,
          granted.catch(() => undefined),
        );
        return granted;
      },
    } as unknown as LockManager;
    const order: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = withPayLock(
      'cart',
      () =>
        new Promise<void>((resolve) => {
          order.push('first starts');
          finishFirst = () => {
            order.push('first ends');
            resolve();
          };
        }),
      locks,
    );
    const second = withPayLock('cart', async () => void order.push('second starts'), locks);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['first starts']);
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('without Web Locks the payment still runs (the stored attempt and the status check keep the cart from a second charge)', async () => {
    await expect(withPayLock('cart', async () => 'paid', null)).resolves.toBe('paid');
  });
});
