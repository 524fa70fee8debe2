import type { GlobalConfig } from 'jest';
import { workerPorts } from '../../support/env';
import { serveForTests, type ServedStack } from '../../support/stack';

/** Where globalSetup leaves the stacks for globalTeardown (jest runs both in its main process). */
export const stacksKey = '__engineStacks';

/**
 * The engine journeys' stacks: the built product and dev-api once per jest worker, each on its worker's ports
 * (e2e/support/env.ts: jest worker N on slot N - 1), side by side.
 */
export default async function globalSetup(config: GlobalConfig): Promise<void> {
  const slots = Array.from({ length: Math.max(1, config.maxWorkers) }, (_, index) => index);
  const stacks: ServedStack[] = await Promise.all(slots.map((slot) => serveForTests('scripts/serve.mjs', workerPorts(slot))));
  (globalThis as Record<string, unknown>)[stacksKey] = stacks;
}
