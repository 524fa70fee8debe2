import { z } from 'zod/mini';
import { httpUrl, languageSchema } from '@suscripciones/shared';

/** The parent portal's options (MountOptions of the contract), checked: they come from another site's page. */
const mountOptionsSchema = z.object({
  configUrl: httpUrl,
  language: z.optional(languageSchema),
  hostUrl: z.pipe(
    httpUrl,
    z.transform((url) => url.replace(/\/+$/, '')),
  ),
});
export type ParsedMountOptions = z.infer<typeof mountOptionsSchema>;

export class MountOptionsError extends Error {
  override name = 'MountOptionsError';
}

export function parseMountOptions(value: unknown): ParsedMountOptions {
  const parsed = mountOptionsSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MountOptionsError(`Invalid landing mount options at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unknown'}`);
  }
  return parsed.data;
}

/** Where subscribing leads from the parent portal: the host's checkout, with the app path (`/checkout?ids=..&lang=..`). */
export const hostAddress = (hostUrl: string, path: string): string => `${hostUrl}${path.startsWith('/') ? path : `/${path}`}`;
