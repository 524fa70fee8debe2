export { remoteEntryOf, type EntryChoice, type RemoteEntry } from './remoteEntry';
