import type { GlobalConfig } from 'jest';
import { serveForTests, stacksFor } from '../globalSetup';
import { prodPortsFor } from './ports';

/** Starts the built product behind nginx (one nginx per app) and dev-api for the e2e-prod project, one stack per worker. */
export default async function globalSetup(config: GlobalConfig): Promise<void> {
  const workers = Array.from({ length: stacksFor(config) }, (_, index) => index + 1);
  await Promise.all(workers.map((worker) => serveForTests('scripts/prod/serve.mjs', prodPortsFor(worker))));
}
