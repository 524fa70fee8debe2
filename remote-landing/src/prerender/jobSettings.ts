import { z } from 'zod/mini';

/** How often the job refreshes when nothing says otherwise: once a minute. */
export const defaultRefreshSeconds = 60;

const settingsSchema = z.object({
  config: z.string().check(z.minLength(1)),
  outDir: z.string().check(z.minLength(1)),
  intervalSeconds: z.pipe(z.pipe(z.string(), z.transform(Number)), z.number().check(z.int(), z.gte(1), z.lte(3600))),
  once: z.boolean(),
});
export type JobSettings = z.infer<typeof settingsSchema>;

export class JobSettingsError extends Error {
  override name = 'JobSettingsError';
}

/**
 * The offers job's settings, from its command line (`--config`, `--out`, `--interval`, `--once`) or, for each
 * one not given there, its environment (OFFERS_CONFIG, OFFERS_OUT_DIR, OFFERS_REFRESH_SECONDS): where the
 * runtime config is (a file or its address), the fragments folder it writes to, the seconds between two
 * refreshes (a minute by default), and whether to refresh once and exit (a timer or a deploy step runs it so).
 */
export function jobSettings(argv: readonly string[], env: Record<string, string | undefined>): JobSettings {
  const flag = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`);
    return index === -1 ? undefined : argv[index + 1];
  };
  const parsed = settingsSchema.safeParse({
    config: flag('config') ?? env.OFFERS_CONFIG ?? '',
    outDir: flag('out') ?? env.OFFERS_OUT_DIR ?? '',
    intervalSeconds: flag('interval') ?? env.OFFERS_REFRESH_SECONDS ?? String(defaultRefreshSeconds),
    once: argv.includes('--once'),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new JobSettingsError(
      `Invalid offers job setting ${issue?.path.join('.') || '(root)'} (${issue?.code ?? 'unknown'}): ` +
        'give --config <config.json or its URL> --out <fragments folder> [--interval <seconds, 1 to 3600>] [--once]',
    );
  }
  return parsed.data;
}
