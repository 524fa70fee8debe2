/** @jest-environment node */
import { reliabilityExitCode, summarise } from '../../e2e/support/printReliability';

const record = (tried: number, survived: number) => ({ file: 'faults.test.ts', writtenAt: 1, tried: { fault: tried }, survived: { fault: survived } });

describe('the reliability figures step', () => {
  it('passes when every case survived, allowed to find none or not', () => {
    expect(reliabilityExitCode(summarise([record(3, 3)]), false)).toBe(0);
    expect(reliabilityExitCode(summarise([record(3, 3)]), true)).toBe(0);
  });

  it('fails on a case lost, even where finding none is allowed', () => {
    expect(reliabilityExitCode(summarise([record(3, 2)]), false)).toBe(1);
    expect(reliabilityExitCode(summarise([record(3, 2)]), true)).toBe(1);
  });

  it("fails the full run that found no figures, and not one app's run", () => {
    expect(reliabilityExitCode(summarise([]), false)).toBe(1);
    expect(reliabilityExitCode(summarise([]), true)).toBe(0);
  });
});
