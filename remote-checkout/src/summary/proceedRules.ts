/** What pressing "proceed" does (spec §5): log in first, then one region, then payment. */
export type ProceedOutcome = 'need-login' | 'mixed-region' | 'payment';

export function proceedOutcome({ loggedIn, singleRegion }: { loggedIn: boolean; singleRegion: boolean }): ProceedOutcome {
  if (!loggedIn) return 'need-login';
  if (!singleRegion) return 'mixed-region';
  return 'payment';
}

interface ProceedState {
  loading: boolean;
  total: number | null;
  disabledExternally: boolean;
}

/**
 * Why the proceed button is disabled (spec §5): while loading, when the
 * total is 0 (nothing to pay, for example a member's free magazine), or when
 * disabled from outside; null when it is enabled. A mixed cart has no total
 * (null) and stays enabled: pressing it says why it cannot be paid (the
 * mixRegion toast).
 */
export type ProceedBlock = 'loading' | 'nothingToPay' | 'external';

export function proceedBlock({ loading, total, disabledExternally }: ProceedState): ProceedBlock | null {
  if (loading) return 'loading';
  if (total !== null && !(total > 0)) return 'nothingToPay';
  return disabledExternally ? 'external' : null;
}
