import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface VariantOptions {
  /** Text replacements applied to the copied sources: a visible change for the test to see. */
  replace?: Array<{ file: string; from: string; to: string }>;
  /** Dependency ranges written into the copy's package.json (what it is "built against"). */
  dependencies?: Record<string, string>;
}

/**
 * Builds a changed copy of a remote, as a squad would deploy a new version:
 * the remote's sources and config copied beside the apps (so its config finds
 * the shared build setup), changed, and built with the normal production
 * build. Returns the folder whose `dist` holds the new version.
 */
export function buildRemoteVariant(app: 'remote-landing' | 'remote-checkout' | 'remote-payment', name: string, options: VariantOptions = {}): string {
  const folder = `.variant-${app}-${name}`;
  const dir = path.join(root, folder);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const entry of ['src', 'rspack.config.mjs', 'package.json', 'tsconfig.json']) {
    if (existsSync(path.join(root, app, entry))) cpSync(path.join(root, app, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(root, app, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const { file, from, to } of options.replace ?? []) {
    const target = path.join(dir, file);
    const source = readFileSync(target, 'utf8');
    if (!source.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
    writeFileSync(target, source.replace(from, to));
  }
  if (options.dependencies) {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    Object.assign(manifest.dependencies, options.dependencies);
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  }
  try {
    buildOnce(folder);
  } catch (firstFailure) {
    // A build that fails once and then succeeds failed for the machine (CI saw one such failure whose cause its
    // log cut off), not for the sources: said in the log and tried once more. One that fails twice fails the test.
    console.warn(`Building ${folder} failed once; building it again.\n${(firstFailure as Error).message}`);
    try {
      buildOnce(folder);
    } catch (secondFailure) {
      rmSync(dir, { recursive: true, force: true });
      throw secondFailure;
    }
  }
  return dir;
}

/** Builds one variant folder with the production build; throws with what the build said, its warnings last. */
function buildOnce(folder: string): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), folder], {
    cwd: root,
    encoding: 'utf8',
    timeout: 150_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status === 0) return;
  const lines = `${result.stderr ?? ''}\n${result.stdout ?? ''}`.split('\n').filter((line) => line.trim() !== '');
  // rspack's warnings start with <w>: the cause comes first, where a cut log still shows it.
  const said = [...lines.filter((line) => !line.startsWith('<w>')), ...lines.filter((line) => line.startsWith('<w>'))];
  const how = result.error ? result.error.message : result.signal ? `killed by ${result.signal}` : `exit code ${String(result.status)}`;
  throw new Error(`Building ${folder} failed (${how}):\n${said.join('\n')}`);
}

export function removeVariant(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
