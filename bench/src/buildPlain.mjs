// Builds the plain (non-federated) bundle of the host and landing: bench/plain/.dist.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'host/package.json'));
const { rspack } = require('@rspack/core');
const { default: factory } = await import(pathToFileURL(path.join(root, 'bench/plain/rspack.config.mjs')).href);
const stats = await new Promise((resolve, reject) =>
  rspack(factory({}, { mode: 'production' })).run((error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}
