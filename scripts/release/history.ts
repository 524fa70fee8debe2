import { appendFile, readFile } from 'node:fs/promises';
import { z } from 'zod/mini';
import { remoteNameSchema, type RemoteName } from '../../shared/src/config/runtimeConfig';

/**
 * Every attempt, one JSON line each, appended under the release lock: what went live when (a release, a rollback,
 * a canary started, promoted or abandoned: each a change of the released config), and what was refused, with the
 * checks or the reason that refused it and who asked. A refused attempt changed nothing, so it never counts among
 * the versions released.
 */
const checkResultSchema = z.object({ name: z.string(), ok: z.boolean(), detail: z.string() });
export type CheckResult = z.infer<typeof checkResultSchema>;

const served = z.object({ version: z.string(), manifest: z.url() });
export type Served = z.infer<typeof served>;

const actions = ['release', 'rollback', 'canary', 'promote', 'abandon', 'preview'] as const;

const historyEntrySchema = z.object({
  at: z.iso.datetime(),
  by: z.string(),
  action: z.enum(actions),
  app: remoteNameSchema,
  /** What the app's visitors get after it (for a canary: the canary's share of them). */
  version: z.string(),
  manifest: z.url(),
  /** What they got before it (the released version; for `abandon`, the canary given up). */
  previous: z.nullable(served),
  /** The canary's share of visitors, for `canary`. */
  percent: z.optional(z.int()),
  /** When a preview's link stops working, for `preview` (which changes nothing for visitors). */
  expires: z.optional(z.iso.datetime()),
  checks: z.array(checkResultSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** An attempt refused: nothing changed. The app and version as asked, when the command named them. */
const refusedAttemptSchema = z.object({
  at: z.iso.datetime(),
  by: z.string(),
  outcome: z.literal('refused'),
  action: z.enum(actions),
  app: z.optional(remoteNameSchema),
  version: z.optional(z.string()),
  reason: z.string(),
  checks: z.array(checkResultSchema),
});
export type RefusedAttempt = z.infer<typeof refusedAttemptSchema>;

/** A line of the history: a change that went live, or an attempt refused. */
const historyLineSchema = z.union([refusedAttemptSchema, historyEntrySchema]);
export type HistoryLine = z.infer<typeof historyLineSchema>;

export const isRefused = (line: HistoryLine): line is RefusedAttempt => 'outcome' in line && line.outcome === 'refused';

export async function readHistory(file: string): Promise<HistoryLine[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed = historyLineSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file}:${index + 1}: not a release entry (${parsed.error.issues[0]?.message ?? 'invalid'})`);
      return parsed.data;
    });
}

export const appendHistory = (file: string, line: HistoryLine): Promise<void> => appendFile(file, `${JSON.stringify(historyLineSchema.parse(line))}\n`);

/**
 * The versions of an app that were released, as a stack: a release or a promoted canary puts one on top, a rollback
 * takes the top one off. The top is what is live; a rollback returns to the one under it.
 */
export function releasedVersions(history: readonly HistoryLine[], app: RemoteName): Served[] {
  const stack: Served[] = [];
  for (const entry of history) {
    if (isRefused(entry) || entry.app !== app) continue;
    if (entry.action === 'release' || entry.action === 'promote') {
      if (stack.length === 0 && entry.previous) stack.push(entry.previous);
      stack.push({ version: entry.version, manifest: entry.manifest });
    } else if (entry.action === 'rollback') {
      stack.pop();
      if (stack.length === 0) stack.push({ version: entry.version, manifest: entry.manifest });
    }
  }
  return stack;
}

/** The version a rollback of the app returns to: the one released before the live one, or null when none is known. */
export function rollbackTarget(history: readonly HistoryLine[], app: RemoteName, liveManifest: string): Served | null {
  const stack = releasedVersions(history, app);
  const top = stack.at(-1);
  // The history does not know what is live (the config was edited by hand since): nothing to roll back to.
  if (!top || top.manifest !== liveManifest) return null;
  // The nearest one below that is not what is live: returning to the live manifest would change nothing.
  return stack.findLast((served) => served.manifest !== liveManifest) ?? null;
}
