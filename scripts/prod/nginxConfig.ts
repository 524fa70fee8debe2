// Writes the nginx configuration of one site into its own prefix folder, from
// the files in deploy/nginx: the placeholders of the templates filled in, the
// policy generated from the runtime config, Debian's layout kept (conf.d/,
// snippets/, sites-enabled/, modules-enabled/) so the same files work in
// /etc/nginx.
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { brotliStaticModule } from '../lib/nginx';
import { repoRoot } from '../lib/repoRoot.mjs';
import { bucketCookie, bucketCookieValue } from '../../host/src/remotes/canary';
import { basePath } from '../../shared/src/routes/appRoutes';
import type { Canary } from '../../shared/src/config/runtimeConfig';

export const deployDir = path.join(repoRoot, 'deploy/nginx');

/** Fills `${NAME}` placeholders; a placeholder without a value is an error, not an empty string in a live config. */
export function fillTemplate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\$\{([A-Z_]+)\}/g, (_all, name: string) => {
    if (!(name in values)) throw new Error(`No value for \${${name}}`);
    return String(values[name]);
  });
}

/**
 * A value as an nginx double-quoted string. `$` would start a variable and
 * nginx cannot escape it, so a value with one is refused, as are line breaks.
 */
export function nginxString(value: string): string {
  // Control characters are exactly what is refused here.
  // eslint-disable-next-line no-control-regex
  if (/[$\u0000-\u001f]/.test(value)) throw new Error(`Not allowed in an nginx string: ${JSON.stringify(value)}`);
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/** conf.d/suscripciones-policy.conf: the maps behind the CSP, Permissions-Policy and CORS headers. */
export function policyConf({ csp, permissionsPolicy, corsOrigins }: { csp: string; permissionsPolicy: string; corsOrigins: readonly string[] }): string {
  const htmlOnly = (variable: string, value: string) =>
    [`map $sent_http_content_type ${variable} {`, `    "~^text/html"  ${nginxString(value)};`, '    default        "";', '}'].join('\n');
  return [
    '# Generated when the site is configured (scripts/prod/nginxConfig.ts), from config.json',
    "# and the host's built index.html: do not edit; regenerate after either changes.",
    '',
    htmlOnly('$suscripciones_csp', csp),
    '',
    htmlOnly('$suscripciones_permissions_policy', permissionsPolicy),
    '',
    '# Access-Control-Allow-Origin only for the pages that load the remotes.',
    'map $http_origin $suscripciones_cors_origin {',
    '    default  "";',
    ...corsOrigins.map((origin) => `    ${nginxString(origin)}  ${nginxString(origin)};`),
    '}',
    '',
  ].join('\n');
}

/**
 * The buckets below `percent` (0 to percent - 1, written with or without a leading zero: a bucket nginx draws is two
 * digits) as one regular expression: the visitors a canary of that share gets (host/src/remotes/canary.ts).
 */
export function bucketsBelow(percent: number): string {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new Error(`A canary's share is 1 to 99 %, not ${percent}`);
  const tens = Math.floor(percent / 10);
  const units = percent % 10;
  const parts = [tens === 0 ? `0?[0-${percent - 1}]` : '0?[0-9]'];
  if (tens >= 2) parts.push(`[1-${tens - 1}][0-9]`);
  if (tens >= 1 && units > 0) parts.push(`${tens}[0-${units - 1}]`);
  return `^(?:${parts.join('|')})$`;
}

/** A landing version's first view as the host's SSI reaches it: its server and the fragments folder beside its manifest. */
function fragmentsOf(manifestUrl: string): URL {
  const url = new URL('fragments/', manifestUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The landing's manifest is not served over http(s): ${manifestUrl}`);
  return url;
}

/**
 * The landing's deployment as the host site's /suscripciones/_landing/ location reaches it: an upstream (no resolver
 * needed at request time) and the fragments folder of the version the visitor gets, as maps. While the landing runs
 * a canary (on the same server, as releases publish it), a visitor whose bucket is below its share gets the canary's
 * first view, so the page is hydrated by the version that rendered it. A new visitor's bucket is drawn here, from the
 * first two decimal digits of the request's random id, and kept in the cookie the page reads
 * (`$suscripciones_bucket_cookie`, sent by snippets/suscripciones-headers.conf with the landing's page only).
 */
export function landingUpstreamConf(manifestUrl: string, canary?: Canary): string {
  const url = fragmentsOf(manifestUrl);
  const https = url.protocol === 'https:';
  const port = url.port || (https ? '443' : '80');
  const constant = (variable: string, value: string) => `map $host ${variable} {\n    default  ${nginxString(value)};\n}`;
  const canaryFragments = canary ? fragmentsOf(canary.manifest) : null;
  // A canary on another server than the released version: its visitors get the released first view, rendered anew
  // by their version in the browser (host/src/app/prerendered.ts).
  const split = canary && canaryFragments && canaryFragments.host === url.host ? { percent: canary.percent, fragments: canaryFragments } : null;
  const cookie = bucketCookieValue('$suscripciones_new_bucket', basePath);
  return [
    "# The landing's deployment (config.json's remotes.landing, and its canary): its",
    '# prerendered first view, put in the landing page by SSI (sites/host.conf.template).',
    'upstream suscripciones_landing {',
    `    server ${url.hostname}:${port};`,
    '    keepalive 8;',
    '}',
    '',
    constant('$suscripciones_landing_scheme', url.protocol.slice(0, -1)),
    constant('$suscripciones_landing_host', url.host),
    constant('$suscripciones_landing_server_name', url.hostname),
    ...(split
      ? [
          `# A canary for ${split.percent} % of visitors, by their bucket: the cookie's, or a new one drawn here.`,
          'map $request_id $suscripciones_new_bucket {',
          '    "~^[a-f]*(?<first>[0-9])[a-f]*(?<second>[0-9])"  "$first$second";',
          '    default  "0";',
          '}',
          `map $cookie_${bucketCookie} $suscripciones_bucket {`,
          '    "~^(?<kept>[0-9]{1,2})$"  "$kept";',
          '    default  $suscripciones_new_bucket;',
          '}',
          'map $suscripciones_bucket $suscripciones_landing_fragments {',
          `    "~${bucketsBelow(split.percent)}"  ${nginxString(split.fragments.pathname)};`,
          `    default  ${nginxString(url.pathname)};`,
          '}',
          "# Kept for the page (the landing's only): a new visitor's bucket, drawn above.",
          `map $cookie_${bucketCookie}:$uri $suscripciones_bucket_cookie {`,
          '    "~^:/suscripciones/landing\\.[a-z]+\\.html$"  "' + cookie + '";',
          '    default  "";',
          '}',
        ]
      : [constant('$suscripciones_landing_fragments', url.pathname), constant('$suscripciones_bucket_cookie', '')]),
    '',
  ].join('\n');
}

/**
 * conf.d/suscripciones-policy.conf as a deployment writes it for every site: the headers' maps and the landing's
 * deployment (snippets/suscripciones-headers.conf reads variables of both).
 */
export const sitePolicyConf = (headers: Parameters<typeof policyConf>[0], landing: { manifest: string; canary?: Canary }): string =>
  `${policyConf(headers)}\n${landingUpstreamConf(landing.manifest, landing.canary)}`;

const template = (file: string) => readFile(path.join(deployDir, file), 'utf8');

export interface SiteConfig {
  /** The site's folder (nginx -p). */
  prefix: string;
  kind: 'host' | 'remote';
  port: number;
  /** The root nginx serves the build from. */
  staticRoot: string;
  /** The host: where the page and config.json written at start-up are. */
  runtimeRoot?: string;
  /** The text of conf.d/suscripciones-policy.conf. */
  policy: string;
  /** Whether Debian's brotli_static module is installed. */
  brotli: boolean;
  /** Files for suscripciones-<kind>.d/ (local additions). */
  localIncludes?: Readonly<Record<string, string>>;
}

/** Writes `<prefix>/nginx.conf` and what it includes for one site; returns the path of its nginx.conf. */
export async function writeSiteConfig({ prefix, kind, port, staticRoot, runtimeRoot = '', policy, brotli, localIncludes = {} }: SiteConfig): Promise<string> {
  for (const folder of ['conf.d', 'snippets', 'sites-enabled', 'modules-enabled', 'suscripciones-host.d', 'suscripciones-remote.d', 'logs', 'temp']) {
    await rm(path.join(prefix, folder), { recursive: true, force: true });
    await mkdir(path.join(prefix, folder), { recursive: true });
  }
  // Workers of a master started as root would switch to `nobody`: keep them the user who started it.
  const user = userInfo();
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    fillTemplate(await template('local/nginx.conf.template'), {
      USER_DIRECTIVE: user.uid === 0 ? `user ${user.username};` : '# Workers run as the user who started nginx.',
      // The host page is fetched on every visit; a remote's files mostly come from browser caches (a year).
      WORKER_PROCESSES: kind === 'host' ? 'auto' : '1',
    }),
  );
  await cp(path.join(deployDir, 'conf.d/suscripciones.conf'), path.join(prefix, 'conf.d/suscripciones.conf'));
  await writeFile(path.join(prefix, 'conf.d/suscripciones-policy.conf'), policy);
  if (brotli) {
    await writeFile(path.join(prefix, 'modules-enabled/50-mod-http-brotli-static.conf'), `load_module ${brotliStaticModule};\n`);
    await cp(path.join(deployDir, 'conf.d/suscripciones-brotli.conf'), path.join(prefix, 'conf.d/suscripciones-brotli.conf'));
  }
  for (const snippet of ['suscripciones-headers.conf', 'suscripciones-static.conf']) {
    await cp(path.join(deployDir, 'snippets', snippet), path.join(prefix, 'snippets', snippet));
  }
  const values = { LISTEN: String(port), SERVER_NAME: 'localhost', STATIC_ROOT: staticRoot, RUNTIME_ROOT: runtimeRoot };
  await writeFile(path.join(prefix, 'sites-enabled', `suscripciones-${kind}.conf`), fillTemplate(await template(`sites/${kind}.conf.template`), values));
  for (const [name, text] of Object.entries(localIncludes)) await writeFile(path.join(prefix, `suscripciones-${kind}.d`, name), text);
  return path.join(prefix, 'nginx.conf');
}

/**
 * The landing site's addition in the local stack: the offers job's files,
 * written into a folder of the stack's own (production writes them into the
 * version's fragments/ folder instead), served as fragments/landing-offers.<lang>.html.
 */
export function offersLocationConf(offersDir: string): string {
  return [
    "# The landing's offers job writes its files here (scripts/prod/prodStack.mjs).",
    'location ~ ^/fragments/(landing-offers\\.(es|en|pt)\\.html)$ {',
    '    include snippets/suscripciones-headers.conf;',
    `    root ${nginxString(offersDir)};`,
    '    try_files /$1 =404;',
    '}',
    '',
  ].join('\n');
}

/** The host's document root as production lays it out: `<root>/suscripciones/` is host/dist (here a link to it). */
export async function linkStaticRoot(root: string, dist: string): Promise<string> {
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  await symlink(dist, path.join(root, 'suscripciones'), 'dir');
  return root;
}

/**
 * A remote's document root as its server lays it out: the build it started with at the root (a copy, so the
 * config's `…/mf-manifest.json` stays that build when a release rebuilds the app's dist/) and each released version
 * in a folder of its own beside it (`<root>/<version>/`, written by the release command,
 * docs/operations/releasing.md). Source maps stay out, as a release keeps them: never served.
 */
export async function versionedStaticRoot(root: string, dist: string): Promise<string> {
  await rm(root, { recursive: true, force: true });
  await cp(dist, root, { recursive: true, dereference: true, filter: (source) => !source.endsWith('.map') });
  return root;
}
