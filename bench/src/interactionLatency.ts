import { median } from './median';

/**
 * One Event Timing entry as the page recorded it ('event' or 'first-input').
 * `duration` runs from the input to the next paint after its handlers
 * (rounded by the browser to 8 ms); events of one interaction (pointerdown,
 * pointerup, click) share an `interactionId`, 0 for events that are not part
 * of an interaction (pointermove, scroll...).
 */
export interface EventTimingRecord {
  entryType: string;
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/** Event Timing reports no entry shorter than this (the observer's durationThreshold, its minimum). */
const durationThresholdMs = 16;

export interface InteractionLatency {
  /** The interaction's latency (its longest event), or null when no event reached the threshold: under 16 ms. */
  latencyMs: number | null;
  /** The event that set it (e.g. 'pointerup'), for the report. */
  event: string | null;
}

/**
 * The latency of the interaction that began at or after `sinceMs` (page
 * time), as Interaction to Next Paint counts one: the longest duration among
 * its events. The 'first-input' entry repeats one of them, so it changes
 * nothing but covers a browser that reported only it. Should several
 * interactions have begun since (a press the page turned into two), the
 * slowest counts, as INP would.
 */
export function interactionLatency(records: readonly EventTimingRecord[], sinceMs: number): InteractionLatency {
  let slowest: EventTimingRecord | null = null;
  for (const record of records) {
    if (record.interactionId <= 0 || record.startTime < sinceMs) continue;
    if (slowest === null || record.duration > slowest.duration) slowest = record;
  }
  return slowest === null ? { latencyMs: null, event: null } : { latencyMs: slowest.duration, event: slowest.name };
}

/** A latency as the report prints it. */
export function formatLatency(latencyMs: number | null): string {
  return latencyMs === null ? `< ${durationThresholdMs} ms` : `${Math.round(latencyMs)} ms`;
}

/**
 * The median of several runs' latencies, an interaction under the threshold
 * counting as 0: null again when the median is under it.
 */
export function medianLatency(latencies: ReadonlyArray<number | null>): number | null {
  const middle = median(latencies.map((latency) => latency ?? 0));
  return Number.isNaN(middle) || middle < durationThresholdMs ? null : middle;
}
