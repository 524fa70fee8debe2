import { readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import { remoteNameSchema, type RemoteName, type RuntimeConfig } from '../../shared/src/config/runtimeConfig';

/**
 * A deployment as the release commands see it (docs/operations/releasing.md): where the released config is, the
 * host page it is served with, each remote's server, and how the servers read a changed policy. Paths are
 * relative to the site file's folder. `npm run start:prod` writes one for the local nginx stack
 * (.tmp/nginx-<port>/site.json); a production deployment keeps its own beside its config.
 */
const file = z.string().check(z.minLength(1));
const command = z.array(z.string().check(z.minLength(1))).check(z.minLength(1));

const siteSchema = z.object({
  /** The runtime config as released: what a release edits, and what config.json and the pages are written from. */
  config: file,
  host: z.object({
    /** The live host page (its `/suscripciones/` address), which the checks open. */
    url: z.url({ protocol: /^https?$/ }),
    /** The host's build as served: the pages are written from its index.html. */
    dist: file,
    /** The host site's RUNTIME_ROOT: a link to the served generation of config.json and the pages. */
    runtimeRoot: file,
    /** The public origins of the host page (PUBLIC_HOST_ORIGINS): CORS must answer each. */
    origins: z.array(z.url()).check(z.minLength(1)),
  }),
  /** Each remote's server: the folder its version folders go into, and the address that folder is served at. */
  remotes: z.record(remoteNameSchema, z.object({ staticRoot: file, publicUrl: z.url({ protocol: /^https?$/ }) })),
  /** Portals besides the config's own that may frame the host and read its config (PORTAL_ORIGINS). */
  portalOrigins: z._default(z.array(z.string()), []),
  /** The nginx policy maps (conf.d/suscripciones-policy.conf) of every site that includes them. */
  policyFiles: z.array(file),
  /** Run, each, when the policy changed (`nginx -s reload`, `systemctl reload nginx`). */
  reload: z._default(z.array(command), []),
  /** The releases, one JSON line each. */
  history: file,
  /** Each release's source maps, `<maps>/<app>/<version>/`: kept, never served. */
  maps: file,
  /** The private key preview links are signed with (its public half is the config's `previewKey`). */
  preview: z.optional(z.object({ privateKey: file })),
  /**
   * The landing's first view per version (docs/operations/offers-snapshot.md): where each version's offers job is
   * kept, the config it reads, and how one is started and stopped for good. `{version}` in a command's argument is
   * the version. Without it, a release leaves the first views to the deploy.
   */
  firstView: z.optional(
    z.object({
      /** `<jobs>/<version>/`: the version's offers job (its build's dist-node/), copied there by the release. */
      jobs: file,
      /** The runtime config the jobs read: a file, or its address. */
      config: file,
      /** Starts a version's job for good (`systemctl enable --now suscripciones-offers@{version}`). */
      start: command,
      /** Stops it (`systemctl disable --now suscripciones-offers@{version}`). */
      stop: command,
    }),
  ),
});

export type Site = z.infer<typeof siteSchema>;
export type RemoteSite = Site['remotes'][RemoteName];

/** The site file, its paths made absolute. */
export async function readSite(sitePath: string): Promise<Site> {
  const parsed = siteSchema.safeParse(JSON.parse(await readFile(sitePath, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${sitePath}: ${issue?.path.join('.') || 'the file'}: ${issue?.message ?? 'invalid'}`);
  }
  const site = parsed.data;
  const at = (relative: string) => path.resolve(path.dirname(sitePath), relative);
  return {
    ...site,
    config: at(site.config),
    host: { ...site.host, dist: at(site.host.dist), runtimeRoot: at(site.host.runtimeRoot) },
    remotes: Object.fromEntries(
      Object.entries(site.remotes).map(([name, remote]) => [name, { ...remote, staticRoot: at(remote.staticRoot) }]),
    ) as Site['remotes'],
    policyFiles: site.policyFiles.map(at),
    history: at(site.history),
    maps: at(site.maps),
    ...(site.preview ? { preview: { privateKey: at(site.preview.privateKey) } } : {}),
    ...(site.firstView
      ? {
          firstView: {
            ...site.firstView,
            jobs: at(site.firstView.jobs),
            config: /^https?:\/\//.test(site.firstView.config) ? site.firstView.config : at(site.firstView.config),
          },
        }
      : {}),
  };
}

/** A version as a folder may be named: x.y.z, with an optional pre-release (1.5.0-rc.1). */
export const versionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The version a served manifest of the remote is in (`<publicUrl><version>/mf-manifest.json`), or null. */
export function servedVersionOf(remote: RemoteSite, manifest: string): string | null {
  if (!manifest.startsWith(remote.publicUrl)) return null;
  const [version, file, ...rest] = manifest.slice(remote.publicUrl.length).split('/');
  return version && file === 'mf-manifest.json' && rest.length === 0 && versionPattern.test(version) ? version : null;
}

/**
 * The version folders of a remote a config serves: the released one and a canary's (a deployment's starting build,
 * at the server's root, is none).
 */
export const servedVersions = (remote: RemoteSite, config: Pick<RuntimeConfig, 'remotes' | 'canary'>, app: RemoteName): string[] =>
  [config.remotes[app], config.canary[app]?.manifest]
    .filter((manifest): manifest is string => manifest !== undefined)
    .flatMap((manifest) => servedVersionOf(remote, manifest) ?? []);

/** Where a version of a remote is served: `<publicUrl><version>/mf-manifest.json`. */
export const versionManifest = (remote: RemoteSite, version: string): string => new URL(`${version}/mf-manifest.json`, remote.publicUrl).href;

/** The folder a version of a remote is written to. */
export const versionFolder = (remote: RemoteSite, version: string): string => path.join(remote.staticRoot, version);

/** Where a version's source maps are kept: `<maps>/<app>/<version>/`. */
export const versionMaps = (site: Site, app: RemoteName, version: string): string => path.join(site.maps, app, version);

/** Where a landing version's offers job is kept: `<jobs>/<version>/` (null when the site runs none). */
export const versionJob = (site: Site, app: RemoteName, version: string): string | null =>
  app === 'landing' && site.firstView ? path.join(site.firstView.jobs, version) : null;

/** Removes a version's folder, its source maps and its offers job, and the maps' folders it leaves empty. */
export async function removeVersion(site: Site, app: RemoteName, version: string): Promise<void> {
  await rm(versionFolder(site.remotes[app], version), { recursive: true, force: true });
  const job = versionJob(site, app, version);
  if (job) await rm(job, { recursive: true, force: true });
  await rm(versionMaps(site, app, version), { recursive: true, force: true });
  for (const emptied of [path.join(site.maps, app), site.maps]) {
    // Removed only when empty (rmdir refuses otherwise).
    await rmdir(emptied).catch(() => undefined);
  }
}
