import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { sessionSwitchAtom } from '@suscripciones/shared/session/sessionAtoms';
import { useHydrated } from '@suscripciones/shared/ssr/hydration';

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
