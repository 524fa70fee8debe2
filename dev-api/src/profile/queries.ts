import { z } from 'zod';

/** More ids than this in one query are refused. */
const maxIdsPerQuery = 200;

/** A comma list of positive integers ("1,2, 18"); anything else is a 400. Duplicates are kept once. */
const idCsvSchema = z
  .string()
  .max(4000)
  .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'expected a comma-separated list of positive integers')
  .transform((value) => [...new Set(value.split(',').map((part) => Number(part.trim())))])
  .refine((ids) => ids.every((id) => Number.isSafeInteger(id) && id > 0), 'ids must be positive integers')
  .refine((ids) => ids.length <= maxIdsPerQuery, `at most ${maxIdsPerQuery} ids`);

export const getProductsQuerySchema = z.object({
  type: z.string({ error: 'type is required' }).trim().min(1, 'type is required').max(60),
});

export const productsQuerySchema = z.object({ ids: idCsvSchema.optional() });

export const suggestionsQuerySchema = z.object({
  product_ids: z.string({ error: 'product_ids is required' }).pipe(idCsvSchema),
});

export const paidSubscriptionsParamsSchema = z.object({ token_id: z.string().trim().min(1).max(200) });
