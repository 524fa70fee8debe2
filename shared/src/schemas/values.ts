import { z } from 'zod/mini';

/**
 * The value rules of the page's schemas: how an id, a text, an address and a currency from outside are read, the
 * same in the singleton's contracts (the cart item, the config, a paid order) and in each app's own calls, which
 * take them from the singleton. An amount is read by the money rules (../money/amount.ts).
 */

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

/** An optional id that may also be null; absent gives null. */
export const nullableId = z._default(z.optional(z.union([idSchema, z.null()])), null);

/** Text that may be absent or null: an empty string then. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(text(max)),
    z.transform((value) => value ?? ''),
  );

/** An optional field that is dropped (undefined) when it is invalid. */
export const optionalOrDropped = <Schema extends z.ZodMiniType>(schema: Schema) => z.catch(z.optional(schema), undefined);

/** A currency as the services write it: trimmed, upper case ("eur" is EUR). */
export const currencySchema = z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(8));
