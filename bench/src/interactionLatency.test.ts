/** @jest-environment node */
import { formatLatency, interactionLatency, medianLatency, type EventTimingRecord } from './interactionLatency';

const entry = (name: string, interactionId: number, startTime: number, duration: number, entryType = 'event'): EventTimingRecord => ({
  entryType,
  name,
  interactionId,
  startTime,
  duration,
});

describe('the latency of an interaction from Event Timing entries', () => {
  it('is the longest event of the interaction (pointerdown, pointerup and click share its id)', () => {
    const records = [entry('pointerdown', 7, 1000, 24), entry('pointerup', 7, 1040, 112), entry('click', 7, 1041, 104)];
    expect(interactionLatency(records, 990)).toEqual({ latencyMs: 112, event: 'pointerup' });
  });

  it('ignores what came before the press and events that are no interaction (pointermove, scroll)', () => {
    const records = [
      entry('click', 3, 500, 300),
      entry('pointermove', 0, 1000, 400),
      entry('keydown', 9, 1200, 40),
      entry('first-input', 3, 500, 300, 'first-input'),
    ];
    expect(interactionLatency(records, 990)).toEqual({ latencyMs: 40, event: 'keydown' });
  });

  it('takes the first-input entry when it is all the browser reported', () => {
    expect(interactionLatency([entry('pointerdown', 4, 1000, 72, 'first-input')], 990).latencyMs).toBe(72);
  });

  it('is null (under the 16 ms threshold) when no entry of an interaction came', () => {
    expect(interactionLatency([entry('pointermove', 0, 1000, 30)], 990)).toEqual({ latencyMs: null, event: null });
    expect(formatLatency(null)).toBe('< 16 ms');
    expect(formatLatency(63.6)).toBe('64 ms');
  });

  it('has a median over runs where one under the threshold counts as nothing', () => {
    expect(medianLatency([48, null, 64])).toBe(48);
    expect(medianLatency([null, null, 64])).toBeNull();
    expect(medianLatency([])).toBeNull();
  });
});
