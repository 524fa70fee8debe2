import { mkdir, mkdtemp, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeRuntimeGeneration } from './runtimeRoot.ts';

let dir;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'runtime-root-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const served = (file) => readFile(path.join(dir, 'runtime', file), 'utf8');
const writeBoth = (text) => async (folder) => {
  await writeFile(path.join(folder, 'config.json'), text);
  await writeFile(path.join(folder, 'index.html'), text);
  return text;
};

describe("the host site's runtime root", () => {
  it('serves each new generation whole, through one link, keeping the one before and no older', async () => {
    await writeRuntimeGeneration(path.join(dir, 'runtime'), writeBoth('one'));
    expect(await served('config.json')).toBe('one');
    const first = await readlink(path.join(dir, 'runtime'));
    await writeRuntimeGeneration(path.join(dir, 'runtime'), writeBoth('two'));
    const second = await readlink(path.join(dir, 'runtime'));
    expect([await served('config.json'), await served('index.html')]).toEqual(['two', 'two']);
    await expect(writeRuntimeGeneration(path.join(dir, 'runtime'), writeBoth('three'))).resolves.toBe('three');
    const entries = (await readdir(dir)).filter((entry) => entry.startsWith('runtime.'));
    expect(entries.sort()).toEqual([second, await readlink(path.join(dir, 'runtime'))].sort());
    expect(entries).not.toContain(first);
  });

  it('changes nothing served when writing a generation fails, and leaves no half-written folder', async () => {
    await writeRuntimeGeneration(path.join(dir, 'runtime'), writeBoth('one'));
    const failing = async (folder) => {
      await writeFile(path.join(folder, 'config.json'), 'half');
      throw new Error('disk full');
    };
    await expect(writeRuntimeGeneration(path.join(dir, 'runtime'), failing)).rejects.toThrow('disk full');
    expect(await served('config.json')).toBe('one');
    expect((await readdir(dir)).filter((entry) => entry.startsWith('runtime.'))).toHaveLength(1);
  });

  it('takes over a plain folder an older layout wrote', async () => {
    await mkdir(path.join(dir, 'runtime'));
    await writeBoth('old')(path.join(dir, 'runtime'));
    await writeRuntimeGeneration(path.join(dir, 'runtime'), writeBoth('new'));
    expect(await served('config.json')).toBe('new');
  });
});
