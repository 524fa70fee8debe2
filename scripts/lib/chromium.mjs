// Browser tests drive Debian's Chromium; install it when it is absent.
import { existsSync } from 'node:fs';
import { installFromDebian } from './install.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (!existsSync(chromiumPath)) installFromDebian('Chromium', ['chromium', 'fonts-dejavu-core'], ' or set CHROMIUM_PATH');
  return chromiumPath;
}
