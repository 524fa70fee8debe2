/** What pressing "proceed" does (spec §5): log in first, then one region, then payment. */
export type ProceedOutcome = 'need-login' | 'mixed-region' | 'payment';

export function proceedOutcome({ loggedIn, singleRegion }: { loggedIn: boolean; singleRegion: boolean }): ProceedOutcome {
  if (!loggedIn) return 'need-login';
  if (!singleRegion) return 'mixed-region';
  return 'payment';
}

/**
 * The proceed button is disabled while loading, when the total is 0, or when
 * disabled from outside. A mixed cart has no total (null) and stays enabled:
 * pressing it says why it cannot be paid (the mixRegion toast).
 */
export function isProceedDisabled({ loading, total, disabledExternally }: { loading: boolean; total: number | null; disabledExternally: boolean }): boolean {
  return loading || (total !== null && !(total > 0)) || disabledExternally;
}
