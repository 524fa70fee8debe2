import type { GlobalConfig } from 'jest';
import { pidFileFor, stackWorkers } from '../globalSetup';
import { stopServed } from '../globalTeardown';
import { prodPortsFor } from './ports';

export default async function globalTeardown(config: GlobalConfig): Promise<void> {
  await Promise.all(stackWorkers(config).map((worker) => stopServed(pidFileFor(prodPortsFor(worker).host))));
}
