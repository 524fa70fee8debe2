import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from './fixtures';
import { repoRoot } from './env';
import { caseKinds, reliabilityDir, type CaseKind, type ReliabilityRecord } from './reliability';

const zero = (): Record<CaseKind, number> => Object.fromEntries(caseKinds.map((kind) => [kind, 0])) as Record<CaseKind, number>;

export interface Tally {
  /** Runs one case: counted as tried at once, as survived only if `body` completes without throwing. */
  run<T>(kind: CaseKind, body: () => Promise<T>): Promise<T>;
  /** Counts cases whose outcome is judged later (e.g. a batch of axe scans checked at the end). */
  tried(kind: CaseKind, count?: number): void;
  survived(kind: CaseKind, count?: number): void;
}

/**
 * One tally per test file, written after its tests (afterAll). A worker that takes over a file's remaining tests
 * after a failure (Playwright starts a new one) writes its own record beside the first: the figures add up.
 */
export function useReliability(): Tally {
  const tried = zero();
  const survived = zero();
  test.afterAll(() => {
    const testInfo = test.info();
    const file = path.relative(path.join(repoRoot, 'e2e'), testInfo.file);
    const record: ReliabilityRecord = { file, writtenAt: Date.now(), tried, survived };
    mkdirSync(reliabilityDir, { recursive: true });
    writeFileSync(path.join(reliabilityDir, `${file.replace(/[\\/]/g, '__')}.${testInfo.workerIndex}.json`), `${JSON.stringify(record, null, 2)}\n`);
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
