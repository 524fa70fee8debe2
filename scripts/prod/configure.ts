// What a deploy of config.json writes, at start-up of the local stack or as
// a production deploy step: the config, the host pages with it written in
// (per language, see hostPages.mjs), and nginx's generated maps (the CSP hash
// of the page's boot script, the portals that may frame it, the origins CORS
// answers, the landing's deployment its prerendered first view comes from).
//   RUNTIME_CONFIG_FILE=config.json PUBLIC_HOST_ORIGINS=https://www.agrinews.example \
//     node scripts/prod/configure.mjs <out>   (./configure.mjs runs configureSite here)
// writes <out>/suscripciones/{config.json,index*.html,landing.*.html} (the host site's
// RUNTIME_ROOT) and <out>/suscripciones-policy.conf (for /etc/nginx/conf.d/).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../lib/repoRoot.mjs';
import { hostPages } from './hostPages.mjs';
import { sitePolicyConf } from './nginxConfig';
import { hostPolicy } from './policy.mjs';
import type { RuntimeConfig } from '../../shared/src/config/runtimeConfig';
import { prodPorts } from './ports';
import { runtimeConfigFromEnv } from './runtimeConfig.mjs';

/** Writes the config and the host pages; returns the text of conf.d/suscripciones-policy.conf (with the landing's upstream). */
export async function writeConfiguration({
  config,
  hostDist,
  hostOrigins,
  runtimeRoot,
  env = process.env,
}: {
  config: RuntimeConfig;
  /** The host's built dist folder. */
  hostDist: string;
  /** The public origins of the host page. */
  hostOrigins: readonly string[];
  /** Where `suscripciones/config.json` and the pages go. */
  runtimeRoot: string;
  /** The deploy's variables (PORTAL_ORIGINS). */
  env?: Record<string, string | undefined>;
}): Promise<string> {
  const configText = `${JSON.stringify(config, null, 2)}\n`;
  const builtPage = await readFile(path.join(hostDist, 'index.html'), 'utf8');
  await mkdir(path.join(runtimeRoot, 'suscripciones'), { recursive: true });
  await writeFile(path.join(runtimeRoot, 'suscripciones/config.json'), configText);
  for (const [name, page] of Object.entries<string>(await hostPages(builtPage, hostDist, configText))) {
    await writeFile(path.join(runtimeRoot, 'suscripciones', name), page);
  }
  return sitePolicyConf(hostPolicy(config, builtPage, { hostOrigins: [...hostOrigins], env }), {
    manifest: config.remotes.landing,
    canary: config.canary.landing,
  });
}

export const hostOriginsFrom = (env: Record<string, string | undefined>, ports: { host: number }): string[] =>
  (env.PUBLIC_HOST_ORIGINS ?? `http://localhost:${ports.host}`)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/** `node scripts/prod/configure.mjs <out-dir>`: the deploy step, from the deploy's variables. */
export async function configureSite(out: string | undefined): Promise<void> {
  if (!out) throw new Error('Usage: node scripts/prod/configure.mjs <out-dir>');
  const ports = prodPorts();
  const policy = await writeConfiguration({
    config: await runtimeConfigFromEnv(ports),
    hostDist: process.env.HOST_DIST ?? path.join(repoRoot, 'host/dist'),
    hostOrigins: hostOriginsFrom(process.env, ports),
    runtimeRoot: out,
  });
  await writeFile(path.join(out, 'suscripciones-policy.conf'), policy);
  console.log(`Wrote ${path.join(out, 'suscripciones')}/{config.json,index*.html,landing.*.html} and ${path.join(out, 'suscripciones-policy.conf')}`);
}
