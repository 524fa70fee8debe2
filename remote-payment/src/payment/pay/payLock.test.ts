import { createBrowserStorage } from '@suscripciones/shared';
import { claimLifetimeMs, payLockName, withPayLock, type PayLockDeps } from './payLock';

/**
 * One payer at a time. With the Web Locks API the browser keeps the order;
 * without it, a claim in storage with an expiry does. Two "tabs" here are
 * two owners on one storage, on a clock the test moves.
 */
describe('withPayLock', () => {
  beforeEach(() => localStorage.clear());

  it('uses navigator.locks when there is one, with an exclusive lock of that name', async () => {
    const request = jest.fn(async (_name: string, _options: LockOptions, task: () => Promise<string>) => task());
    const deps: PayLockDeps = {
      locks: { request } as unknown as PayLockDeps['locks'],
      storage: createBrowserStorage('local'),
      now: Date.now,
      sleep: async () => undefined,
      owner: 'a',
    };
    await expect(withPayLock(payLockName('guest-1'), async () => 'paid', deps)).resolves.toBe('paid');
    expect(request).toHaveBeenCalledWith('suscripciones-pay:guest-1', { mode: 'exclusive' }, expect.any(Function));
  });

  describe('without Web Locks: a claim in storage', () => {
    const storage = createBrowserStorage('local');
    const tab = (owner: string, clock: { now: number }): PayLockDeps => ({
      locks: null,
      storage,
      now: () => clock.now,
      sleep: async (ms) => {
        clock.now += ms;
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
      owner,
    });

    it('lets one tab pay at a time: the second waits until the first is done', async () => {
      const clock = { now: 1_000_000 };
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
        tab('a', clock),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = withPayLock(
        'cart',
        async () => {
          order.push('second starts');
        },
        tab('b', clock),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(order).toEqual(['first starts']);
      finishFirst();
      await first;
      await second;
      expect(order).toEqual(['first starts', 'first ends', 'second starts']);
      expect(localStorage.length).toBe(0);
    });

    it('a claim left by a tab that died expires', async () => {
      const clock = { now: 1_000_000 };
      localStorage.setItem('suscripcionesPayClaim:cart', JSON.stringify({ owner: 'dead', until: clock.now + claimLifetimeMs }));
      const ran = withPayLock('cart', async () => 'mine', tab('b', clock));
      await expect(ran).resolves.toBe('mine');
      expect(clock.now).toBeGreaterThanOrEqual(1_000_000 + claimLifetimeMs);
    });
  });
});
