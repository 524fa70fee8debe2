import { z } from 'zod';

const altSchema = z.object({
  es: z.string().max(300).optional(),
  en: z.string().max(300).optional(),
  pt: z.string().max(300).optional(),
});

const slideSchema = z.object({ src: z.string().min(1).max(2000), alt: z.union([z.string().max(300), altSchema]) });

/** Each list keeps its valid items: one bad entry does not empty a carousel. */
const slideListSchema = z
  .array(z.unknown())
  .max(50)
  .transform((values) => values.flatMap((value) => {
    const parsed = slideSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  }))
  .catch([]);

/** `sliders.json` beside the other shared images: `{ events: [{ src, alt }], magazine: [...] }`. */
export const slidersSchema = z.object({ events: slideListSchema, magazine: slideListSchema });
export type SlidersData = z.infer<typeof slidersSchema>;
