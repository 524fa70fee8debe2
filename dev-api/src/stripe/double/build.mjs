// `node dev-api/src/stripe/double/build.mjs`: builds the Stripe.js test double
// (main.ts and what it imports) into one classic script and prints it. Its own
// process because @rspack/core is ES modules only, which jest's CommonJS
// cannot load (see ../doubleBuild.ts).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));
const scriptName = 'stripe-double.js';

const outputDir = await mkdtemp(path.join(tmpdir(), 'stripe-double-'));
try {
  const compiler = rspack({
    mode: 'production',
    context: here,
    entry: './main.ts',
    target: ['web', 'es2022'],
    devtool: false,
    // A classic script (no module, no chunk loading): the page loads it with a plain <script>.
    output: { path: outputDir, filename: scriptName, iife: true, asyncChunks: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        { test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }, type: 'javascript/auto' },
      ],
    },
    // Readable as served (names and comments kept): a test double is read while debugging a payment.
    optimization: { minimize: false, concatenateModules: true, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true }));
    process.exitCode = 1;
  } else {
    process.stdout.write(await readFile(path.join(outputDir, scriptName), 'utf8'));
  }
} finally {
  await rm(outputDir, { recursive: true, force: true });
}
