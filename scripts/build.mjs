// Production build of the host and the three remotes in one rspack run.
// `node scripts/build.mjs [app ...]` builds only the named apps.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { repoRoot } from './lib/repoRoot.mjs';

export const apps = ['host', 'remote-landing', 'remote-checkout', 'remote-payment'];

export async function buildApps(names = apps, { mode = 'production' } = {}) {
  const require = createRequire(path.join(repoRoot, 'host/package.json'));
  const { rspack } = require('@rspack/core');
  const configs = [];
  for (const name of names) {
    const module = await import(pathToFileURL(path.join(repoRoot, name, 'rspack.config.mjs')).href);
    configs.push(module.default({}, { mode }));
  }
  const started = performance.now();
  const stats = await new Promise((resolve, reject) => {
    rspack(configs).run((error, result) => (error ? reject(error) : resolve(result)));
  });
  const seconds = (performance.now() - started) / 1000;
  const info = stats.toJson({ all: false, errors: true, warnings: false });
  if (stats.hasErrors()) {
    for (const child of info.children ?? []) for (const error of child.errors ?? []) console.error(error.message);
    throw new Error('Build failed');
  }
  return { seconds };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.slice(2);
  const { seconds } = await buildApps(names.length > 0 ? names : apps);
  console.log(`Built ${names.length > 0 ? names.join(', ') : apps.join(', ')} in ${seconds.toFixed(1)} s`);
}
