import { serveForTests } from '../globalSetup';
import { prodTestPorts } from './ports';

/** Starts the built product behind nginx (one nginx per app) and dev-api once for the e2e-prod project. */
export default async function globalSetup(): Promise<void> {
  await serveForTests('scripts/prod/serve.mjs', prodTestPorts);
}
