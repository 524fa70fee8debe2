import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while a view is rendered ahead of time (at build time, into static
 * HTML) and while the browser hydrates that HTML; true from then on, and at
 * once in a page React renders itself. What only the browser knows (the
 * signed-in user, the portal from the host name, the runtime config, the
 * stored cart) is shown once this is true: hydration then meets exactly the
 * HTML that was built, and React updates those parts right after, without a
 * mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
