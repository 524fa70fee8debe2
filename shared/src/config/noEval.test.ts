/** @jest-environment node */
import { testConfig } from '@suscripciones/kit/testing';

/**
 * Under a strict Content-Security-Policy (no 'unsafe-eval') every call of
 * `Function` is a reported violation. Classic zod compiles object parsers with
 * it unless configured jitless: the shared config and schemas modules set that,
 * page-wide. The apps' own zod/mini does not compile, but a remote built before
 * the move to zod/mini brings a classic copy into the page.
 */
describe('parsing outside values', () => {
  const original = globalThis.Function;
  const calls: unknown[][] = [];
  beforeAll(() => {
    globalThis.Function = new Proxy(original, {
      apply(target, thisArg, args: unknown[]) {
        calls.push(args);
        return Reflect.apply(target, thisArg, args);
      },
      construct(target, args: unknown[]) {
        calls.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
  });
  afterAll(() => {
    globalThis.Function = original;
  });

  it('the probe sees a direct call of Function', () => {
    Function('');
    expect(calls).toHaveLength(1);
    calls.length = 0;
  });

  it('never compiles code: the config, products, users and cart items parse without Function', async () => {
    const { parseRuntimeConfig } = await import('./runtimeConfig');
    const { cartItemSchema, productSchema, userSchema } = await import('../schemas/entities');
    const product = { id: 20, name: 'Curso', type: 'Curso', price: '150.00', stripe_id: 'price_x', stripe_account: 'ES', currency: 'EUR' };
    expect(parseRuntimeConfig(testConfig()).requestTimeoutMs).toBeGreaterThan(0);
    expect(productSchema.safeParse(product).success).toBe(true);
    expect(cartItemSchema.safeParse({ ...product, current_price: 150, current_stripe_id: 'price_x' }).success).toBe(true);
    expect(userSchema.safeParse({ token_id: 'guest-1', nombre: 'Pablo', email: 'p@example.com' }).success).toBe(true);
    expect(calls).toEqual([]);
  });

  it('covers every copy of zod in the page: a classic zod, as an older remote has, parses without Function too', async () => {
    await import('./runtimeConfig');
    const { z } = await import('zod');
    expect(z.object({ name: z.string() }).safeParse({ name: 'Pablo' }).success).toBe(true);
    expect(calls).toEqual([]);
  });
});
