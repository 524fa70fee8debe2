export {
  exposeFiles,
  fileUrl,
  manifestBase,
  manifestEntry,
  ManifestError,
  readManifest,
  remoteEntryOf,
  type EntryChoice,
  type RemoteEntry,
  type RemoteManifest,
  type SharedRequest,
} from './manifest';
