// Browser tests drive Debian's Chromium; install it when it is absent.
import { existsSync } from 'node:fs';
import { run } from './install.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${chromiumPath}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH`);
  }
  console.log('Installing Chromium from Debian…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { env });
  return chromiumPath;
}
