import { z } from 'zod/mini';

/**
 * Where a remote's entry script is, read from its `mf-manifest.json`: the
 * remote's deployment publishes it, and its file names change with every
 * build. The manifest is outside data: only what the entry needs is read,
 * through a schema. The host reads it to register each remote
 * (host/src/remotes/remoteEntry.ts), the landing's loader for a portal's page
 * (remote-landing/src/embed/portalLoader.ts), the go-live check
 * (scripts/services) to find the entry.
 */
const entrySchema = z.object({ name: z.string().check(z.minLength(1)), path: z.optional(z.string()), type: z.optional(z.string()) });

const manifestSchema = z.object({
  metaData: z.object({
    globalName: z.string().check(z.minLength(1)),
    publicPath: z.optional(z.string()),
    /** The entry any consumer loads: it brings a federation runtime core when the page has none. */
    remoteEntry: entrySchema,
    /**
     * The same build's entry without a runtime core of its own (scripts/rspack/selfSufficientEntryPlugin.mjs): the
     * host provides one, so it loads this one. Remotes built before they had two entries name only `remoteEntry`.
     */
    externalRuntimeEntry: z.optional(entrySchema),
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

/**
 * Which of a remote's entries a page loads: `externalRuntime` where the page provides the federation runtime core
 * (our host does), `standard` where it does not (a page with no federation of its own, like the loader's).
 */
export type EntryChoice = 'externalRuntime' | 'standard';

/**
 * The entry a page loads, resolved against the manifest's own address when its public path is `auto`: with
 * `externalRuntime`, the one that uses the page's federation runtime core when the manifest names one.
 */
export function remoteEntryOf(manifest: unknown, manifestUrl: string, choice: EntryChoice = 'externalRuntime'): RemoteEntry {
  const { metaData } = manifestSchema.parse(manifest);
  const { publicPath, globalName, buildInfo } = metaData;
  const remoteEntry = (choice === 'externalRuntime' ? metaData.externalRuntimeEntry : undefined) ?? metaData.remoteEntry;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('./', manifestUrl);
  const entry = new URL(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/` : ''}${remoteEntry.name}`, base);
  if (entry.protocol !== 'https:' && entry.protocol !== 'http:') throw new Error(`the manifest's entry is not a web address: ${entry.href}`);
  return { entry: entry.href, type: remoteEntry.type ?? 'global', entryGlobalName: globalName, version: buildInfo?.buildVersion ?? null };
}
