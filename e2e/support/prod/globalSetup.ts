import type { GlobalConfig } from 'jest';
import { serveForTests, stackWorkers } from '../globalSetup';
import { addedPortalOrigin, prodPortsFor } from './ports';

/** Starts the built product behind nginx (one nginx per app) and dev-api for the e2e-prod project, one stack per worker. */
export default async function globalSetup(config: GlobalConfig): Promise<void> {
  await Promise.all(stackWorkers(config).map((worker) => serveForTests('scripts/prod/serve.mjs', prodPortsFor(worker), { PORTAL_ORIGINS: addedPortalOrigin })));
}
