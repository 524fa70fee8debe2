// Browser tests drive Debian's Chromium; install it when it is absent.
import { existsSync } from 'node:fs';
import { installFromDebian } from './install.mjs';

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags every Chromium we start takes (browser tests, bench, screenshots, Lighthouse): no sandbox (root in a
 * container), no GPU, and nothing that reaches for the network on its own (updates, sync, first-run pages), which
 * this closed network would only make slow.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function ensureChromium() {
  if (!existsSync(chromiumPath)) installFromDebian('Chromium', ['chromium', 'fonts-dejavu-core'], ' or set CHROMIUM_PATH');
  return chromiumPath;
}
