// The e2e-engines tests drive Debian's Firefox ESR (puppeteer-core over
// WebDriver BiDi, no browser download); install it when it is absent.
import { existsSync } from 'node:fs';
import { installFromDebian } from './install.mjs';

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export function ensureFirefox() {
  if (!existsSync(firefoxPath)) installFromDebian('Firefox ESR', ['firefox-esr', 'fonts-dejavu-core'], ' or set FIREFOX_PATH');
  return firefoxPath;
}
