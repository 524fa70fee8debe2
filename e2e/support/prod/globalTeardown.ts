import type { GlobalConfig } from 'jest';
import { pidFileFor, stacksFor } from '../globalSetup';
import { stopServed } from '../globalTeardown';
import { prodPortsFor } from './ports';

export default async function globalTeardown(config: GlobalConfig): Promise<void> {
  const workers = Array.from({ length: stacksFor(config) }, (_, index) => index + 1);
  await Promise.all(workers.map((worker) => stopServed(pidFileFor(prodPortsFor(worker).host))));
}
