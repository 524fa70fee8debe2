/**
 * A remote's `mf-manifest.json`, read one way by everything that reads one: the host page's early script
 * (host/src/boot/earlyRouteLoad.ts, inlined into every page: each function here is small and taken alone), the
 * host's loader (host/src/remotes/remoteEntry.ts), the landing's loader for a portal's page
 * (remote-landing/src/embed/portalLoader.ts), the go-live check and the release tool (scripts/services,
 * scripts/release). The manifest is outside data, read by hand as far as each reader needs it: nothing here throws
 * on a value of the wrong shape but `readManifest`, which says what is missing.
 *
 * Where its files are: the manifest's `publicPath` is the folder its file names are relative to, as Module
 * Federation writes it: an absolute address, an address relative to the manifest's own (`/cdn/landing/`, or
 * one up from the manifest's folder), or `auto`, the manifest's own folder (how our remotes build). With a trailing slash or none, it
 * names a folder. A file there is only ever an http(s) address.
 */

/** JSON read by hand: any field may be missing or of another type, and optional chaining reads it safely. */
interface LooseObject {
  readonly [key: string]: Loose;
}
type Loose = LooseObject | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
/** A folder's address or path, with exactly one trailing slash; an empty one stays empty. */
const folder = (path: string): string => (path ? path.replace(/\/*$/, '/') : '');

/** The manifest's `metaData`: its name, its version, where its files are and its entries. */
const metaDataOf = (manifest: unknown): Loose => (manifest as Loose)?.metaData;

/** A file's address, resolved against a folder's (none: an absolute address only): only http(s), or null. */
export function fileUrl(file: string, base?: string): string | null {
  try {
    const url = new URL(file, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The folder the manifest's files are in, as an address with a trailing slash (see above); null if it is none. */
export function manifestBase(manifest: unknown, manifestUrl: string): string | null {
  const publicPath = text(metaDataOf(manifest)?.publicPath);
  return fileUrl(publicPath && publicPath !== 'auto' ? folder(publicPath) : './', manifestUrl);
}

/**
 * Which of a remote's entries a page loads: `externalRuntime` where the page provides the federation runtime core
 * (our host does), `standard` where it does not (a page with no federation of its own, like the portal loader's).
 */
export type EntryChoice = 'externalRuntime' | 'standard';

/**
 * The entry's file, relative to the manifest's folder (its `path` and `name`), and how it makes its container
 * known: with `externalRuntime`, the entry that uses the page's federation runtime core when the manifest names one
 * (scripts/rspack/selfSufficientEntryPlugin.mjs; remotes built before they had two entries name only
 * `remoteEntry`). Null without a name.
 */
export function manifestEntry(manifest: unknown, choice: EntryChoice = 'externalRuntime'): { file: string; type: string } | null {
  const metaData = metaDataOf(manifest);
  const entry = choice === 'externalRuntime' && text(metaData?.externalRuntimeEntry?.name) ? metaData?.externalRuntimeEntry : metaData?.remoteEntry;
  const name = text(entry?.name);
  return name ? { file: `${folder(text(entry?.path))}${name}`, type: text(entry?.type) || 'global' } : null;
}

/** The files of an exposed module, relative to the manifest's folder: its scripts and style sheets, loaded at once (`sync`) or later (`async`). */
export function exposeFiles(
  manifest: unknown,
  exposeName: string,
): { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } | null {
  const exposes = (manifest as Loose)?.exposes;
  const expose = Array.isArray(exposes) ? (exposes as Loose[]).find((item) => text(item?.name) === exposeName) : undefined;
  if (!expose) return null;
  const files = (kind: string) => ({ sync: texts(expose.assets?.[kind]?.sync), async: texts(expose.assets?.[kind]?.async) });
  return { js: files('js'), css: files('css') };
}

/** A shared package as a remote's build asks the page for it: its name, the version it was built with and against. */
export interface SharedRequest {
  name: string;
  version: string;
  requiredVersion: string | null;
  singleton: boolean;
}

/** A remote's manifest, read whole: what the host registers and the release tool checks. */
export interface RemoteManifest {
  /** The remote's name (`metaData.name`) and the global its entry defines (`metaData.globalName`). */
  name: string;
  globalName: string;
  /** The version its build says it is (its package.json's, which the federation plugin writes), or null. */
  version: string | null;
  /** The folder its files are in (an address with a trailing slash). */
  base: string;
  /** The names of its exposed modules. */
  exposes: string[];
  /** The shared packages it asks the page for. */
  shared: SharedRequest[];
}

/** Refused: a manifest that does not say what a page needs of it. */
export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** The manifest at `manifestUrl`, read whole, or a ManifestError that says what is missing. */
export function readManifest(manifest: unknown, manifestUrl: string): RemoteManifest {
  const metaData = metaDataOf(manifest);
  const globalName = text(metaData?.globalName);
  if (!globalName) throw new ManifestError('the manifest names no global (metaData.globalName)');
  const base = manifestBase(manifest, manifestUrl);
  if (!base) throw new ManifestError(`the manifest's public path is not a web address: ${text(metaData?.publicPath)}`);
  const list = (value: Loose): Loose[] => (Array.isArray(value) ? (value as Loose[]) : []);
  return {
    name: text(metaData?.name) || globalName,
    globalName,
    version: text(metaData?.buildInfo?.buildVersion).slice(0, 100) || null,
    base,
    exposes: list((manifest as Loose)?.exposes)
      .map((item) => text(item?.name))
      .filter(Boolean),
    shared: list((manifest as Loose)?.shared).flatMap((item) => {
      const [name, version, required] = [text(item?.name), text(item?.version), item?.requiredVersion];
      return name && version
        ? [{ name, version, requiredVersion: typeof required === 'string' ? required : null, singleton: (item?.singleton as unknown) === true }]
        : [];
    }),
  };
}

/** Where a remote's entry is and how it registers: what a page gives the federation runtime. */
export interface RemoteEntry {
  /** The entry script's address. */
  entry: string;
  /** How the entry makes its container known (a global by `entryGlobalName`, or an ES module). */
  type: string;
  entryGlobalName: string;
  /** The remote's version, when its manifest says it. */
  version: string | null;
}

/** The entry a page loads (see `manifestEntry`), or a ManifestError: no global, no entry, or an entry that is no web address. */
export function remoteEntryOf(manifest: unknown, manifestUrl: string, choice: EntryChoice = 'externalRuntime'): RemoteEntry {
  const { globalName, version, base } = readManifest(manifest, manifestUrl);
  const entry = manifestEntry(manifest, choice);
  if (!entry) throw new ManifestError('the manifest names no entry (metaData.remoteEntry.name)');
  const address = fileUrl(entry.file, base);
  if (!address) throw new ManifestError(`the manifest's entry is not a web address: ${entry.file}`);
  return { entry: address, type: entry.type, entryGlobalName: globalName, version };
}
