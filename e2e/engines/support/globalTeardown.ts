import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { GlobalConfig } from 'jest';
import { workerPorts } from './env';
import { pidFileFor, stackWorkers } from './globalSetup';

/** Stops the serve process whose pid is in this file (it stops its servers and dev-api). */
export async function stopServed(file: string): Promise<void> {
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8'));
  rmSync(file);
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } catch {
      return;
    }
  }
  process.kill(pid, 'SIGKILL');
}

export default async function globalTeardown(config: GlobalConfig): Promise<void> {
  await Promise.all(stackWorkers(config).map((worker) => stopServed(pidFileFor(workerPorts(worker).host))));
}
