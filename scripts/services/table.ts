// The go-live check's one output: a row per check, printed as one table.
import Table from 'cli-table3';

/** Only 'fail' fails the run; a warning, a skip or an information is read and left. */
export type Outcome = 'pass' | 'warn' | 'info' | 'skip' | 'fail';

export interface Row {
  service: string;
  check: string;
  outcome: Outcome;
  /** What was seen, in a few words. */
  result: string;
  /** What to change, and where; empty when nothing is to be done. */
  fix: string;
}

export const row = (service: string, check: string, outcome: Outcome, result: string, fix = ''): Row => ({ service, check, outcome, result, fix });

/** 1 when any check failed, else 0. */
export const exitCodeOf = (rows: readonly Row[]): number => (rows.some((entry) => entry.outcome === 'fail') ? 1 : 0);

/** "2 failed, 1 warning, 1 skipped, 11 passed": the counts under the table. */
export function summaryOf(rows: readonly Row[]): string {
  const count = (outcome: Outcome) => rows.filter((entry) => entry.outcome === outcome).length;
  const parts: [number, string, string][] = [
    [count('fail'), 'failed', 'failed'],
    [count('warn'), 'warning', 'warnings'],
    [count('info'), 'note', 'notes'],
    [count('skip'), 'skipped', 'skipped'],
    [count('pass'), 'passed', 'passed'],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
    .join(', ');
}

/** Words longer than the cell (addresses) cut into lines of its width: the table would cut them short otherwise. */
export const breakLongWords = (text: string, width: number): string =>
  text.replace(/\S+/g, (word) => (word.length <= width ? word : (word.match(new RegExp(`.{1,${width}}`, 'g')) ?? [word]).join('\n')));

/**
 * The table, in plain characters (no colour: CI logs keep it as it is),
 * wrapped to `width` columns so a long result or fix stays in its cell.
 */
export function renderTable(rows: readonly Row[], width = 150): string {
  // Four columns share what the borders and padding leave: the service narrow, the fix widest.
  const inner = Math.max(80, width) - 13;
  const colWidths = [0.14, 0.24, 0.28, 0.34].map((share) => Math.floor(inner * share) + 2);
  const table = new Table({
    head: ['service', 'check', 'result', 'what to fix'],
    colWidths,
    wordWrap: true,
    wrapOnWordBoundary: true,
    style: { head: [], border: [] },
    chars: {
      top: '-',
      'top-mid': '+',
      'top-left': '+',
      'top-right': '+',
      bottom: '-',
      'bottom-mid': '+',
      'bottom-left': '+',
      'bottom-right': '+',
      left: '|',
      'left-mid': '+',
      mid: '-',
      'mid-mid': '+',
      right: '|',
      'right-mid': '+',
      middle: '|',
    },
  });
  const cells = [
    (entry) => entry.service,
    (entry) => entry.check,
    (entry) => `${entry.outcome.toUpperCase()}: ${entry.result}`,
    (entry) => entry.fix,
  ] satisfies ((entry: Row) => string)[];
  for (const entry of rows) table.push(cells.map((cell, column) => breakLongWords(cell(entry), (colWidths[column] ?? 3) - 2)));
  return table.toString();
}
