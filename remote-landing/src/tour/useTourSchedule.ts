import { useCallback, useEffect, useState } from 'react';
import { isTourCompleted, markTourCompleted } from './tourStorage';

/** The spec's timing (docs/rules.md): the tour starts 3000 ms after the page has loaded. */
const tourDelayMs = 3000;

/**
 * Whether the tour should be on screen: 3000 ms after `ready`, unless it was
 * completed before. `complete` stores the flag so it never shows again.
 */
export function useTourSchedule(ready: boolean): { run: boolean; complete: () => void } {
  const [run, setRun] = useState(false);

  useEffect(() => {
    if (!ready || isTourCompleted()) return;
    const timer = setTimeout(() => {
      if (!isTourCompleted()) setRun(true);
    }, tourDelayMs);
    return () => clearTimeout(timer);
  }, [ready]);

  const complete = useCallback(() => {
    markTourCompleted();
    setRun(false);
  }, []);

  return { run, complete };
}
