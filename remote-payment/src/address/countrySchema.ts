import { z } from 'zod/mini';
import { listOf, text, type DroppedEntry } from '@suscripciones/shared';

/** A country of call 6's list. */
export const countrySchema = z.object({
  id_pais: z.coerce.number().check(z.int(), z.nonnegative()),
  code: z.pipe(
    z.string().check(z.regex(/^[A-Za-z]{2}$/)),
    z.transform((code) => code.toUpperCase()),
  ),
  countrynameENG: text(120),
  countrynameES: text(120),
  countrynamePT: text(120),
});
export type Country = z.infer<typeof countrySchema>;

/** Call 6's answer: the identity site's countries; `onDropped` hears of every entry dropped. */
export const countriesAnswer = (onDropped: (dropped: DroppedEntry) => void) => listOf(countrySchema, 'country', onDropped);
