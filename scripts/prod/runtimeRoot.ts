// The host site's RUNTIME_ROOT (config.json and the pages written from it) as a link to one generation of those
// files. A deploy writes the next generation beside the served one and swaps the link in one rename(2), so nginx
// serves either the old config and pages or the new ones, never a mix, and a failed write changes nothing.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

const suffix = () => `${Date.now()}-${randomBytes(3).toString('hex')}`;

/** The generation the link points at now (its folder name), or null when there is no link yet. */
async function currentGeneration(link: string): Promise<string | null> {
  try {
    const stats = await lstat(link);
    // An older layout wrote the files into a plain folder: replaced by the first generation.
    if (!stats.isSymbolicLink()) {
      await rm(link, { recursive: true, force: true });
      return null;
    }
    return path.basename(await readlink(link));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Writes a new generation with `write(folder)` and makes it the served one; returns what `write` returned.
 * `link` is the RUNTIME_ROOT nginx serves (a symbolic link, made here the first time).
 */
export async function writeRuntimeGeneration<T>(link: string, write: (folder: string) => Promise<T>): Promise<T> {
  const parent = path.dirname(link);
  const name = path.basename(link);
  await mkdir(parent, { recursive: true });
  const previous = await currentGeneration(link);
  const next = `${name}.${suffix()}`;
  const folder = path.join(parent, next);
  await mkdir(folder);
  let result: T;
  try {
    result = await write(folder);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  const swap = path.join(parent, `.${name}.swap-${suffix()}`);
  await symlink(next, swap, 'dir');
  await rename(swap, link);
  // The one served before stays (a request may be reading it); older ones go.
  for (const entry of await readdir(parent)) {
    if (entry.startsWith(`${name}.`) && entry !== next && entry !== previous) await rm(path.join(parent, entry), { recursive: true, force: true });
  }
  return result;
}
