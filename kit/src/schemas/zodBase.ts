import { z } from 'zod/mini';

/**
 * How zod runs in the page. Both settings live on globalThis, so they cover
 * every copy of zod on the page, whichever app bundled it. The config and the
 * schemas modules call this first thing, as they are the first to parse.
 *
 * - No eval: classic zod compiles object parsers with `new Function` unless
 *   told not to, and a strict Content-Security-Policy (no 'unsafe-eval')
 *   reports each probe as a violation. zod/mini, which the apps use, does not
 *   compile, but a classic copy can still be in the page (a remote built
 *   before the move to zod/mini), and `zod/compile` would compile without it.
 * - English messages come later ({@link loadZodMessages}).
 */
export function configureZod(): void {
  z.config({ jitless: true });
}

/**
 * English messages, as classic zod wrote them, for the logs (a buyer only ever reads our own texts): fetched
 * once the page is up (mountApp), as their 1 KB is not worth a byte before the offers show. Until then an
 * issue reads "Invalid input", and its path and code say the rest.
 */
export function loadZodMessages(): Promise<void> {
  return import(/* webpackChunkName: "zod-messages" */ 'zod/v4/locales/en.js').then(({ default: english }) => {
    z.config(english());
  });
}

/** Text of at most `max` characters. */
export const text = (max: number) => z.string().check(z.maxLength(max));
/** Text of 1 to `max` characters. */
export const requiredText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
export const nonEmptyText = z.string().check(z.minLength(1));
/** An http(s) address. */
export const httpUrl = z.url({ protocol: /^https?$/ });

/** Ids travel as numbers or numeric strings; inside the apps they are positive integers. */
export const idSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
