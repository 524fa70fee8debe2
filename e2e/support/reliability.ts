import path from 'node:path';
import { repoRoot } from './env';

/**
 * The figures of the fault, security and accessibility suite. Each test file
 * counts the cases it tried and the ones that survived (every assertion of
 * the case held), and writes them after its tests to
 * `.tmp/reliability/<file>.<worker>.json` (e2e/support/tally.ts); `printReliability.ts` adds them up.
 */
export const caseKinds = ['fault', 'bad-input', 'redirect/token', 'csp-purchase', 'axe-scan', 'keyboard', 'a11y'] as const;
export type CaseKind = (typeof caseKinds)[number];

export interface ReliabilityRecord {
  file: string;
  /** When the file's tests finished (ms since the epoch). */
  writtenAt: number;
  tried: Record<CaseKind, number>;
  survived: Record<CaseKind, number>;
}

export const reliabilityDir = path.join(repoRoot, '.tmp/reliability');
