import { z } from 'zod';
import { startDevApi } from './server';
import { stripeDoubleScript } from './stripe/doubleBuild';

/** `node --import tsx dev-api/src/main.ts`: dev-api on DEV_API_PORT (3010) for the host at HOST_ORIGIN. */
const envSchema = z.object({
  DEV_API_PORT: z.coerce.number().int().min(0).max(65_535).default(3010),
  HOST_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** Comma list of extra origins the login pages may return to (remotes run alone, previews). */
  ALLOWED_RETURN_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
});

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  console.error(`dev-api: invalid environment: ${z.prettifyError(parsed.error)}`);
  process.exit(1);
}
const env = parsed.data;

const devApi = await startDevApi({ port: env.DEV_API_PORT, hostOrigin: env.HOST_ORIGIN, allowedReturnOrigins: env.ALLOWED_RETURN_ORIGINS });
console.log(`dev-api listening on ${devApi.url}`);
// Built now, not on the payment page's first request (that one would wait for it); a failure is told there too.
stripeDoubleScript().catch((error: unknown) => console.error(`dev-api: ${error instanceof Error ? error.message : String(error)}`));

const stop = (): void => {
  devApi.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
