import { z } from 'zod/mini';

/**
 * A remote's `mf-manifest.json`, as far as a release reads it: its name, the version it was built as, what it
 * exposes and the singletons it asks the page for (with the version it was built against). Where its entries are
 * is kit/src/federation/remoteEntry.ts's to say.
 */

export const manifestSchema = z.object({
  metaData: z.object({
    name: z.string().check(z.minLength(1)),
    buildInfo: z.object({ buildVersion: z.string().check(z.minLength(1)) }),
  }),
  exposes: z.array(z.object({ name: z.string() })),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      requiredVersion: z.optional(z.union([z.string(), z.boolean()])),
      singleton: z.optional(z.boolean()),
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;
