import { pidFileFor } from '../globalSetup';
import { stopServed } from '../globalTeardown';
import { prodTestPorts } from './ports';

export default async function globalTeardown(): Promise<void> {
  await stopServed(pidFileFor(prodTestPorts.host));
}
