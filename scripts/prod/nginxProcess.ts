// One nginx master as a child process: `nginx -p <prefix> -c <conf> -g
// 'daemon off;'`, up when its port accepts connections, stopped by its pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A master left by an earlier run in this prefix (its parent killed before it
 * could stop it) still holds the port: stop it, by the pid it wrote, and only
 * if that process is an nginx of this prefix.
 */
async function stopLeftover(prefix: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(prefix, 'nginx.pid'), 'utf8'));
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!command.startsWith('nginx') || !command.includes(prefix)) return;
  } catch {
    return;
  }
  process.kill(pid, 'SIGTERM');
  for (let tries = 0; tries < 50; tries += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface RunningNginx {
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startNginx({
  nginx,
  prefix,
  conf,
  port,
  timeoutMs = 10_000,
}: {
  nginx: string;
  prefix: string;
  conf: string;
  port: number;
  timeoutMs?: number;
}): Promise<RunningNginx> {
  await stopLeftover(prefix);
  if (await portOpen(port)) throw new Error(`Port ${port} is already in use: set the site's port variable to a free one`);
  // The prefix path itself is in the command line, so a leftover can be told apart (see stopLeftover).
  const child = spawn(nginx, ['-p', `${prefix}/`, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx (${conf}) exited: ${stderr.trim()}`);
    if (await portOpen(port)) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx (${conf}) did not listen on ${port} in ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGTERM: nginx's fast shutdown, the port is closed at once (what "the site is down" means).
      child.kill('SIGTERM');
      await exited;
    },
  };
}
