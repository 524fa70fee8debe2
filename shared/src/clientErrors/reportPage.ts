import { getDefaultStore } from 'jotai';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { languageAtom } from '../context/appContext';
import { routePathOf } from '../routes/appRoutes';
import { userAtom } from '../session/sessionAtoms';
import { track } from '../tracking/tracking';
import type { ReportingApp, ReportPage } from './clientErrorReport';

/** The page of an app, as its client errors read it when their events are built (after the error). */
export function reportPageOf(app: ReportingApp): ReportPage {
  const store = getDefaultStore();
  return {
    app,
    route: () => routePathOf(window.location.pathname),
    language: () => store.get(languageAtom),
    user: () => store.get(userAtom),
    trackingBase: () => getRuntimeConfig().trackingBase,
    track,
  };
}
