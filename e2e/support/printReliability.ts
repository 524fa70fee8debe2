// Prints the figures of the fault, security and accessibility suite:
//   node --import tsx e2e/support/printReliability.ts [--since=<ms since epoch>] [--allow-none]
// Adds up .tmp/reliability/*.json (written by the test files, see reliability.ts).
// With --since, files written before that moment (an earlier run) are left out.
// Exits 1 when a case did not survive or no figures were found (but for --allow-none: one app's run, whose suites
// may record none).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { caseKinds, reliabilityDir, type CaseKind, type ReliabilityRecord } from './reliability';

const labels: Record<CaseKind, [singular: string, plural: string]> = {
  fault: ['fault case', 'fault cases'],
  'bad-input': ['bad-input case', 'bad-input cases'],
  'redirect/token': ['redirect/token case', 'redirect/token cases'],
  'csp-purchase': ['CSP purchase', 'CSP purchases'],
  'axe-scan': ['axe scan', 'axe scans'],
  keyboard: ['keyboard-only purchase', 'keyboard-only purchases'],
  a11y: ['error-announcement check', 'error-announcement checks'],
};

function isRecord(value: unknown): value is ReliabilityRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<ReliabilityRecord>;
  return typeof record.file === 'string' && typeof record.writtenAt === 'number' && typeof record.tried === 'object' && typeof record.survived === 'object';
}

export function readRecords(since = 0): ReliabilityRecord[] {
  if (!existsSync(reliabilityDir)) return [];
  return readdirSync(reliabilityDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      try {
        const value: unknown = JSON.parse(readFileSync(path.join(reliabilityDir, name), 'utf8'));
        return isRecord(value) && value.writtenAt >= since ? [value] : [];
      } catch {
        return [];
      }
    });
}

export interface Summary {
  line: string;
  allSurvived: boolean;
  tried: Record<CaseKind, number>;
  survived: Record<CaseKind, number>;
}

export function summarise(records: readonly ReliabilityRecord[]): Summary {
  const tried = Object.fromEntries(caseKinds.map((kind) => [kind, 0])) as Record<CaseKind, number>;
  const survived = { ...tried };
  for (const record of records) {
    for (const kind of caseKinds) {
      tried[kind] += record.tried[kind] ?? 0;
      survived[kind] += record.survived[kind] ?? 0;
    }
  }
  const parts = caseKinds.filter((kind) => tried[kind] > 0).map((kind) => `${tried[kind]} ${labels[kind][tried[kind] === 1 ? 0 : 1]}`);
  const lost = caseKinds.filter((kind) => survived[kind] < tried[kind]);
  const allSurvived = parts.length > 0 && lost.length === 0;
  const verdict =
    parts.length === 0
      ? 'no figures'
      : allSurvived
        ? 'all survived'
        : `NOT all survived (${lost.map((kind) => `${tried[kind] - survived[kind]} ${labels[kind][1]}`).join(', ')} failed)`;
  return { line: `Reliability: ${parts.join(', ') || 'no cases'}: ${verdict}`, allSurvived, tried, survived };
}

/**
 * 0 when every case survived; with `allowNone` (one app's run, `npm test -- --app`, whose suites may record no
 * case) also when no case was tried. A case lost is 1 either way.
 */
export function reliabilityExitCode(summary: Summary, allowNone: boolean): 0 | 1 {
  const noneTried = caseKinds.every((kind) => summary.tried[kind] === 0);
  return summary.allSurvived || (allowNone && noneTried) ? 0 : 1;
}

if (process.argv[1]?.endsWith('printReliability.ts')) {
  const sinceArg = process.argv.find((arg) => arg.startsWith('--since='));
  const since = sinceArg ? Number(sinceArg.slice('--since='.length)) : 0;
  const summary = summarise(readRecords(Number.isFinite(since) ? since : 0));
  console.log(summary.line);
  process.exitCode = reliabilityExitCode(summary, process.argv.includes('--allow-none'));
}
