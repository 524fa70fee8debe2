/** The landing's anchors (docs/rules.md): `/#events` and the like scroll to these. */
const sectionIds = ['campus', 'events', 'magazine', 'library', 'jobs', 'all-content'] as const;
export type SectionId = (typeof sectionIds)[number];

/** The block with the region tabs and cards: the tour's step, the focus target and the final button's goal. */
export const subscribeBlockId = 'subscribe';

/** The element id a URL hash points at, if it is one of the landing's anchors. */
export function anchorFromHash(hash: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return null;
  }
  return id === subscribeBlockId || (sectionIds as readonly string[]).includes(id) ? id : null;
}
