import type { ChildProcess } from 'node:child_process';

export interface RunningNginx {
  child: ChildProcess;
  stop(): Promise<void>;
}
export function startNginx(options: { nginx: string; prefix: string; conf: string; port: number; timeoutMs?: number }): Promise<RunningNginx>;
