import { z } from 'zod/mini';
import { languageSchema, httpUrl } from '@suscripciones/shared';

/** `value` read as a link of the page at `baseUri` would be; as it is when it is no address at all. */
function resolved(value: string, baseUri: string): string {
  try {
    return new URL(value, baseUri).href;
  } catch {
    return value;
  }
}

/** An address as the portal's page would read it in a link: absolute, or relative to the page (`baseUri`). */
const pageAddress = (baseUri: string) =>
  z.pipe(
    z.pipe(
      z.string().check(z.minLength(1)),
      z.transform((value) => resolved(value, baseUri)),
    ),
    httpUrl,
  );

/** The parent portal's options (MountOptions of the contract), checked: they come from another site's page. */
const mountOptionsSchema = (baseUri: string) =>
  z.object({
    configUrl: pageAddress(baseUri),
    language: z.optional(languageSchema),
    hostUrl: z.pipe(
      pageAddress(baseUri),
      z.transform((url) => url.replace(/\/+$/, '')),
    ),
  });
export type ParsedMountOptions = z.infer<ReturnType<typeof mountOptionsSchema>>;

export class MountOptionsError extends Error {
  override name = 'MountOptionsError';
}

/** The options, with `configUrl` and `hostUrl` made absolute against the portal's page (`baseUri`). */
export function parseMountOptions(value: unknown, baseUri: string): ParsedMountOptions {
  const parsed = mountOptionsSchema(baseUri).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MountOptionsError(`Invalid landing mount options at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unknown'}`);
  }
  return parsed.data;
}

/** Where subscribing leads from the parent portal: the host's checkout, with the app path (`/checkout?ids=..&lang=..`). */
export const hostAddress = (hostUrl: string, path: string): string => `${hostUrl}${path.startsWith('/') ? path : `/${path}`}`;
