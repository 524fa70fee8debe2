import { z } from 'zod/mini';
import { nonEmptyText } from '../schemas/values';

/**
 * The remotes' names and the preview links' key, as the runtime config holds them: pure contracts the Node tooling
 * reads too (the release tool signs preview links the host checks: host/src/remotes/previewToken.ts).
 */
export const remoteNameSchema = z.enum(['landing', 'checkout', 'payment']);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/**
 * The public key that checks a preview link's signature (an EC P-256 JWK): the release tool signs with the
 * site's private key, the host page checks with this one.
 */
export const previewKeySchema = z.object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: nonEmptyText, y: nonEmptyText });
export type PreviewKey = z.infer<typeof previewKeySchema>;
