// The Stripe.js test double (./double, TypeScript modules) as the one classic
// script dev-api serves at GET /stripe/v3/, built with the toolchain the apps
// are built with (@rspack/core, in ./double/build.mjs): once per process, on
// first need.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const builder = fileURLToPath(new URL('./double/build.mjs', import.meta.url));

function buildDouble(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [builder], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`The Stripe.js test double did not build: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
}

let built: Promise<string> | undefined;

/** The served text of the double, built on first call (later calls share it). */
export const stripeDoubleScript = (): Promise<string> => (built ??= buildDouble());
