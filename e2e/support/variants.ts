import { spawn, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './env';

export interface VariantOptions {
  /** Text replacements applied to the copied sources: a visible change for the test to see. */
  replace?: Array<{ file: string; from: string; to: string }>;
  /** Dependency ranges written into the copy's package.json (what it is "built against"). */
  dependencies?: Record<string, string>;
  /** The copy's version (its package.json's): what its manifest says it was built as. */
  version?: string;
}

type VariantApp = 'remote-landing' | 'remote-checkout' | 'remote-payment';

/**
 * Builds a changed copy of a remote, as a squad would deploy a new version: the remote's sources and config copied
 * beside the apps (so its config finds the shared build setup), changed, and built with the normal production build.
 * Returns the folder whose `dist` holds the new version. The test's process is not held while it builds: several
 * variants build side by side (`await Promise.all`), and the process goes on hearing its sockets (a keep-alive
 * connection a server closed during a synchronous build was still taken for the next request, which then failed with
 * "other side closed"). Each copy has a cache of its own: copies building side by side once shared the app's, and
 * one build removed a file of the federation plugin's that another was writing (CI saw it as a build failing once).
 */
export async function buildRemoteVariant(app: VariantApp, name: string, options: VariantOptions = {}): Promise<string> {
  const { folder, dir } = prepareVariant(app, name, options);
  try {
    await buildOnce(folder);
  } catch (failure) {
    rmSync(dir, { recursive: true, force: true });
    throw failure;
  }
  return dir;
}

/** The changed copy of the remote, not built yet: its folder's name (what the build is given) and path. */
function prepareVariant(app: VariantApp, name: string, options: VariantOptions): { folder: string; dir: string } {
  const folder = `.variant-${app}-${name}`;
  const dir = path.join(repoRoot, folder);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const entry of ['src', 'rspack.config.mjs', 'package.json', 'tsconfig.json']) {
    if (existsSync(path.join(repoRoot, app, entry))) cpSync(path.join(repoRoot, app, entry), path.join(dir, entry), { recursive: true });
  }
  // The app's installed packages, each linked, but a cache of the copy's own: the federation plugin writes its
  // runtime prelude and types into node_modules/.cache, and copies building side by side must not share it (one
  // removed the file another was writing).
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(repoRoot, app, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(path.join(repoRoot, app, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  for (const { file, from, to } of options.replace ?? []) {
    const target = path.join(dir, file);
    const source = readFileSync(target, 'utf8');
    if (!source.includes(from)) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
    }
    writeFileSync(target, source.replace(from, to));
  }
  if (options.dependencies || options.version) {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; version: string };
    Object.assign(manifest.dependencies, options.dependencies ?? {});
    if (options.version) manifest.version = options.version;
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  }
  return { folder, dir };
}

const buildScript = path.join(repoRoot, 'scripts/build.mjs');
const buildTimeoutMs = 150_000;

/** Builds one variant folder with the production build; fails with what the build said, its warnings last. */
function buildOnce(folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [buildScript, folder], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], timeout: buildTimeoutMs });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Not started, or not stopped at its timeout: said at once (a promise settles once).
    child.once('error', (error) => reject(buildFailure(folder, { status: null, signal: null, stdout, stderr, error })));
    child.once('close', (status, signal) => {
      if (status === 0) resolve();
      else reject(buildFailure(folder, { status, signal, stdout, stderr }));
    });
  });
}

/** What a failed build said, the cause first. */
function buildFailure(folder: string, result: Pick<SpawnSyncReturns<string>, 'status' | 'signal' | 'stdout' | 'stderr' | 'error'>): Error {
  const lines = `${result.stderr ?? ''}\n${result.stdout ?? ''}`.split('\n').filter((line) => line.trim() !== '');
  // rspack's warnings start with <w>: the cause comes first, where a cut log still shows it.
  const said = [...lines.filter((line) => !line.startsWith('<w>')), ...lines.filter((line) => line.startsWith('<w>'))];
  const how = result.error ? result.error.message : result.signal ? `killed by ${result.signal}` : `exit code ${String(result.status)}`;
  return new Error(`Building ${folder} failed (${how}):\n${said.join('\n')}`);
}

export function removeVariant(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
