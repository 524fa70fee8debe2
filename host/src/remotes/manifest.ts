import { z } from 'zod/mini';

/**
 * Where a remote's entry script is, read from its `mf-manifest.json`: the
 * remote's deployment publishes it, and its file names change with every
 * build. The manifest is outside data: only what the entry needs is read,
 * through a schema. The host reads it here to register each remote
 * (./remoteEntry); the go-live check (scripts/services) to find the entry.
 */
const manifestSchema = z.object({
  metaData: z.object({
    globalName: z.string().check(z.minLength(1)),
    publicPath: z.optional(z.string()),
    remoteEntry: z.object({ name: z.string().check(z.minLength(1)), path: z.optional(z.string()), type: z.optional(z.string()) }),
    /** The remote's build: its package.json version (the federation plugin writes it), which its client errors carry. */
    buildInfo: z.optional(z.object({ buildVersion: z.optional(z.string().check(z.maxLength(100))) })),
  }),
});

export interface RemoteEntry {
  /** The entry script's address. */
  entry: string;
  /** How the entry makes its container known (a global by `entryGlobalName`, or an ES module). */
  type: string;
  entryGlobalName: string;
  /** The remote's version, when its manifest says it. */
  version: string | null;
}

/** The entry the manifest describes, resolved against the manifest's own address when its public path is `auto`. */
export function remoteEntryOf(manifest: unknown, manifestUrl: string): RemoteEntry {
  const { metaData } = manifestSchema.parse(manifest);
  const { publicPath, remoteEntry, globalName, buildInfo } = metaData;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('./', manifestUrl);
  const entry = new URL(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/` : ''}${remoteEntry.name}`, base);
  if (entry.protocol !== 'https:' && entry.protocol !== 'http:') throw new Error(`the manifest's entry is not a web address: ${entry.href}`);
  return { entry: entry.href, type: remoteEntry.type ?? 'global', entryGlobalName: globalName, version: buildInfo?.buildVersion ?? null };
}
