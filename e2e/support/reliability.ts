import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The figures of the fault, security and accessibility suite. Each test file
 * counts the cases it tried and the ones that survived (every assertion of
 * the case held), and writes them after its tests to
 * `.tmp/reliability/<file>.json`; `printReliability.ts` adds them up.
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

/** The repository's root: the nearest folder up from the working directory holding pnpm-workspace.yaml. */
function repoRoot(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/** Works from jest (CommonJS) and from `node --import tsx` (ESM) alike, so no __dirname. */
export const reliabilityDir = path.join(repoRoot(), '.tmp/reliability');

const zero = (): Record<CaseKind, number> => Object.fromEntries(caseKinds.map((kind) => [kind, 0])) as Record<CaseKind, number>;

export interface Tally {
  /** Runs one case: counted as tried at once, as survived only if `body` completes without throwing. */
  run<T>(kind: CaseKind, body: () => Promise<T>): Promise<T>;
  /** Counts cases whose outcome is judged later (e.g. a batch of axe scans checked at the end). */
  tried(kind: CaseKind, count?: number): void;
  survived(kind: CaseKind, count?: number): void;
}

/** One tally per test file; written in afterAll. `testFile` is the caller's __filename. */
export function useReliability(testFile: string): Tally {
  const tried = zero();
  const survived = zero();
  afterAll(() => {
    const file = path.relative(path.join(repoRoot(), 'e2e'), testFile);
    const record: ReliabilityRecord = { file, writtenAt: Date.now(), tried, survived };
    mkdirSync(reliabilityDir, { recursive: true });
    writeFileSync(path.join(reliabilityDir, `${file.replace(/[\\/]/g, '__')}.json`), `${JSON.stringify(record, null, 2)}\n`);
  });
  return {
    async run(kind, body) {
      tried[kind] += 1;
      const result = await body();
      survived[kind] += 1;
      return result;
    },
    tried(kind, count = 1) {
      tried[kind] += count;
    },
    survived(kind, count = 1) {
      survived[kind] += count;
    },
  };
}
