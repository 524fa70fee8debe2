// Debian's Chromium: the full browser for the bench, Lighthouse and screenshots, its headless shell for the
// browser tests. Each is installed when it is absent.
import { existsSync } from 'node:fs';
import { installFromDebian } from './install.mjs';

/** Debian's Chromium, or the one CHROMIUM_PATH names: what buyers run, so what the bench measures. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (the same engine and version without the browser's window layer), or the one
 * CHROMIUM_HEADLESS_SHELL_PATH names: the browser tests' Chromium, as Playwright's own headless mode. On the
 * two-core machines a page load takes about a quarter of the full browser's CPU (a checkout 0.25 s against 1.15 s),
 * and a test file about half its time (checkout and wallet 126 s -> 66 s).
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The flags every Chromium we start takes (browser tests, bench, screenshots, Lighthouse): no sandbox (root in a
 * container), no GPU, and nothing that reaches for the network on its own (updates, sync, first-run pages), which
 * this closed network would only make slow.
 */
export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function ensureChromium(): string {
  if (!existsSync(chromiumPath)) installFromDebian('Chromium', ['chromium', 'fonts-dejavu-core'], ' or set CHROMIUM_PATH');
  return chromiumPath;
}

export function ensureHeadlessShell(): string {
  if (!existsSync(headlessShellPath)) {
    installFromDebian("Chromium's headless shell", ['chromium-headless-shell', 'fonts-dejavu-core'], ' or set CHROMIUM_HEADLESS_SHELL_PATH');
  }
  return headlessShellPath;
}
