import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { sessionSwitchAtom, useHydrated } from '@suscripciones/shared';

/** The dialog is rare (a link for another buyer): fetched only then, so it costs the first view nothing. */
const SessionSwitchDialog = lazy(() => import('./SessionSwitchDialog').then((module) => ({ default: module.SessionSwitchDialog })));

/** Asks before a link's token replaces the signed-in buyer (see SessionSwitchDialog), when there is such a link. */
export function SessionSwitch() {
  const hydrated = useHydrated();
  const pending = useAtomValue(sessionSwitchAtom);
  if (!hydrated || !pending) return null;
  return (
    <Suspense fallback={null}>
      <SessionSwitchDialog />
    </Suspense>
  );
}
