import { z } from 'zod/mini';

/**
 * How the spec's calls answer lists: each call's schema (with the app that makes the call, and the go-live check
 * of the real services, scripts/services, which checks the same) is built with these.
 */

/** An entry a list answer dropped: which list, where in it, the entry itself and its first broken rule. */
export interface DroppedEntry {
  what: string;
  index: number;
  entry: unknown;
  issue: z.core.$ZodIssue | undefined;
}

/**
 * Lists keep their valid entries: one bad product in an answer must not hide
 * the others (each bad one is told to `onDropped` and dropped). A non-empty
 * list with no valid entry at all is an answer that breaks the schema, not an
 * empty list: it fails, so each call gives the spec's failure result.
 */
export function listOf<Item extends z.ZodMiniType>(item: Item, what: string, onDropped: (dropped: DroppedEntry) => void) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((values, context) => {
      const kept = values.flatMap((value, index): z.infer<Item>[] => {
        const parsed = item.safeParse(value);
        if (parsed.success) return [parsed.data];
        onDropped({ what, index, entry: value, issue: parsed.error.issues[0] });
        return [];
      });
      if (values.length > 0 && kept.length === 0) {
        context.issues.push({ code: 'custom', message: `no valid ${what} in ${values.length} entries`, input: values });
        return z.NEVER;
      }
      return kept;
    }),
  );
}

/** A list, bare or as the `data` of an object (both are seen from the profile service). */
export function listOrData<Item extends z.ZodMiniType>(item: Item, what: string, onDropped: (dropped: DroppedEntry) => void) {
  const list = listOf(item, what, onDropped);
  return z.union([
    list,
    z.pipe(
      z.object({ data: list }),
      z.transform((answer) => answer.data),
    ),
  ]);
}

/** What the apps do with an entry a list answer dropped: say it in the console. */
export const warnDropped = ({ what, issue }: DroppedEntry): void => console.warn(`Dropped an invalid ${what}`, issue);
