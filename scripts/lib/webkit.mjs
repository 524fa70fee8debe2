// The e2e-engines tests drive WebKitGTK (the engine behind Safari) through
// Debian's WebKitWebDriver, in a small window of our own (e2e/engines/support/
// webkitHost.py: Python GObject bindings) under an Xvfb display the tests
// start. Each piece is checked on its own, and only the missing ones installed.
import { existsSync, readdirSync } from 'node:fs';
import { installFromDebian } from './install.mjs';

const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const xvfbPath = '/usr/bin/Xvfb';
/** Debian's Python, which the GObject bindings belong to (not a python3 that PATH may put first). */
const systemPython = '/usr/bin/python3';

/** The WebKit2 4.1 GObject typelib, under the machine's multiarch folder. */
function hasWebKitTypelib() {
  return readdirSync('/usr/lib', { withFileTypes: true }).some(
    (entry) => entry.isDirectory() && existsSync(`/usr/lib/${entry.name}/girepository-1.0/WebKit2-4.1.typelib`),
  );
}

const pieces = [
  { missing: () => !existsSync(webkitDriverPath), packages: ['webkit2gtk-driver'] },
  { missing: () => !existsSync(xvfbPath), packages: ['xvfb'] },
  { missing: () => !existsSync(systemPython) || !existsSync('/usr/lib/python3/dist-packages/gi/__init__.py'), packages: ['python3', 'python3-gi'] },
  { missing: () => !hasWebKitTypelib(), packages: ['gir1.2-webkit2-4.1', 'fonts-dejavu-core'] },
];

export function ensureWebKit() {
  const packages = pieces.filter((piece) => piece.missing()).flatMap((piece) => piece.packages);
  if (packages.length > 0) installFromDebian('WebKitGTK and its WebDriver', packages);
  return webkitDriverPath;
}
