import { z } from 'zod/mini';

const altText = z.string().check(z.maxLength(300));
const altSchema = z.object({ es: z.optional(altText), en: z.optional(altText), pt: z.optional(altText) });

const slideSchema = z.object({ src: z.string().check(z.minLength(1), z.maxLength(2000)), alt: z.union([altText, altSchema]) });

/** Each list keeps its valid items: one bad entry does not empty a carousel. */
const slideListSchema = z.catch(
  z.pipe(
    z.array(z.unknown()).check(z.maxLength(50)),
    z.transform((values) =>
      values.flatMap((value) => {
        const parsed = slideSchema.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
  [],
);

/** `sliders.json` beside the other shared images: `{ events: [{ src, alt }], magazine: [...] }`. */
export const slidersSchema = z.object({ events: slideListSchema, magazine: slideListSchema });
export type SlidersData = z.infer<typeof slidersSchema>;
