import { createContext, useContext, useState } from 'react';
import { parsePageSnapshot, snapshotAttribute, type PageSnapshot } from './offersSnapshot';

/**
 * The snapshot a render is given: the offers job renders the landing with it (src/prerender); in the browser
 * nothing provides it and the page's own script element is read.
 */
const OffersSnapshotContext = createContext<PageSnapshot | null | undefined>(undefined);
export const OffersSnapshotProvider = OffersSnapshotContext.Provider;

/** The snapshot the server's HTML carries, read from its script element (null in a page without one). */
function readPageSnapshot(): PageSnapshot | null {
  if (typeof document === 'undefined') return null;
  return parsePageSnapshot(document.querySelector(`script[${snapshotAttribute}]`)?.textContent);
}

/**
 * The offers' snapshot of this render: the job's, or the one in the page's HTML, read once when the landing
 * mounts (its first render hydrates that HTML). Null when there is none: a page the browser renders itself.
 */
export function useOffersSnapshot(): PageSnapshot | null {
  const given = useContext(OffersSnapshotContext);
  const [fromPage] = useState(() => (given === undefined ? readPageSnapshot() : null));
  return given === undefined ? fromPage : given;
}
