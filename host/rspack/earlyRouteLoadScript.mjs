import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { tsImport } from 'tsx/esm/api';

const bootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/boot');

/**
 * The host's boot/earlyRouteLoad.ts compiled and minified into one inline
 * script, called with the host's own route table and keys, after the empty
 * block the runtime config can be written into. Inline, because a
 * separate file would cost the very round trip it saves; the CSP allows it by
 * its hash (scripts/stack/stack.mjs, and the README for production).
 */
export async function earlyRouteLoadScript(basePath, remotes, hostLocaleFiles = {}) {
  const { earlyRouteLoadOptions } = await tsImport(path.join(bootDir, 'earlyRouteLoadOptions.ts'), import.meta.url);
  const source = readFileSync(path.join(bootDir, 'earlyRouteLoad.ts'), 'utf8');
  const { code } = await rspack.experiments.swc.transform(source, {
    filename: 'earlyRouteLoad.ts',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  });
  const body = code.replace(/\bexport function earlyRouteLoad\b/, 'function earlyRouteLoad').replace(/^export \{\};?$/m, '');
  const options = { ...earlyRouteLoadOptions(basePath, hostLocaleFiles), ...(remotes ? {} : { routes: {} }) };
  const call = `(function(){${body}\nearlyRouteLoad(${JSON.stringify(options)});})();`;
  const minified = await rspack.experiments.swc.minify(call, { compress: true, mangle: true });
  // An empty JSON data block first: a server that can writes config.json into it (see scripts/stack/stack.mjs).
  const configBlock = `<script type="application/json" id="${options.configElementId}" data-runtime-config></script>`;
  return `${configBlock}<script>${minified.code.replace(/<\//g, '<\\/')}</script>`;
}
