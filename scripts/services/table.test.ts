/** @jest-environment node */
import { breakLongWords, exitCodeOf, renderTable, row, summaryOf } from './table';

/** The one table and the exit code: only a failure fails. */
const rows = [
  row('config', 'loads and parses', 'pass', 'config.json: 5 portals'),
  row(
    'profile service',
    'call 1: offers',
    'fail',
    'no answer: connection refused at https://api.agrinews.example',
    'Nothing listens at https://api.agrinews.example.',
  ),
  row('profile service', 'call 5: paid subscriptions', 'skip', 'no --token given', 'Run again with --token.'),
  row('Stripe', 'publishable key ES', 'warn', 'test key with remote services', 'Use the live key.'),
  row('profile service', 'call 3: preflight (idempotency-key)', 'info', 'refused', 'Not needed.'),
];

describe('the result', () => {
  it('exits 1 on a failure only: warnings, notes and skips do not fail', () => {
    expect(exitCodeOf(rows)).toBe(1);
    expect(exitCodeOf(rows.filter(({ outcome }) => outcome !== 'fail'))).toBe(0);
    expect(exitCodeOf([])).toBe(0);
  });

  it('counts each outcome under the table', () => {
    expect(summaryOf(rows)).toBe('1 failed, 1 warning, 1 note, 1 skipped, 1 passed');
  });

  it('prints one plain table, every line of the width asked, with each cell whole', () => {
    const table = renderTable(rows, 100);
    const lines = table.split('\n');
    expect(lines.every((line) => line.length === lines[0]?.length)).toBe(true);
    expect(lines[0]?.length).toBeLessThanOrEqual(100);
    expect(lines[1]).toMatch(/^\| service +\| check +\| result +\| what to fix +\|$/);
    expect(table).toContain('FAIL: no answer:');
    // The address, cut across lines, is all there: nothing is truncated.
    expect(table.replace(/[|\s]/g, '')).toContain('https://api.agrinews.example');
    expect(table).not.toContain('…');
    expect(table).not.toContain(String.fromCharCode(27));
  });
});

it('cuts only the words longer than a cell', () => {
  expect(breakLongWords('at https://api.example/profile now', 10)).toBe('at https://ap\ni.example/\nprofile now');
});
