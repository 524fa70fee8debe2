// The production stack and its tests serve through Debian's nginx with its
// brotli_static module; install what of the two is absent.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './install.mjs';

/** Where Debian's dynamic modules live; the brotli package drops its module here. */
const nginxModulesDir = '/usr/lib/nginx/modules';
export const brotliStaticModule = `${nginxModulesDir}/ngx_http_brotli_static_module.so`;
const brotliPackage = 'libnginx-mod-http-brotli-static';

export interface NginxFound {
  nginx: string | null;
  brotliModule: boolean;
  /** NGINX_PATH names a build of one's own, which Debian's module may not fit: left alone. */
  customNginx: boolean;
  root: boolean;
}

/** `install` must succeed; `optional` may be missing from the Debian release (then gzip only). */
export interface NginxInstallPlan {
  install: string[];
  optional: string[];
  error?: string;
  notice?: string;
}

function findNginx(): string | null {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  const path = found.stdout.trim().split('\n')[0];
  return found.status === 0 && path ? path : null;
}

/**
 * What to install, decided from what is on the machine alone (so it can be
 * tested without one). The module is looked for as its file, not as the nginx
 * program: a machine that had nginx before this repository (or lost the module)
 * has nginx without brotli_static, and the caching tests expect `br`.
 */
export function nginxInstallPlan({ nginx, brotliModule, customNginx, root }: NginxFound): NginxInstallPlan {
  const wantsBrotli = !brotliModule && !customNginx;
  if (!nginx) {
    if (customNginx) return { install: [], optional: [], error: `NGINX_PATH names no file: ${process.env.NGINX_PATH ?? ''}` };
    if (!root)
      return {
        install: [],
        optional: [],
        error: `nginx is missing: install Debian's nginx package (apt-get install nginx ${brotliPackage}) or set NGINX_PATH`,
      };
    return { install: ['nginx'], optional: [brotliPackage] };
  }
  if (!wantsBrotli) return { install: [], optional: [] };
  if (!root) {
    return {
      install: [],
      optional: [],
      notice: `nginx has no brotli_static module (${brotliStaticModule}): serving gzip only, and the production caching test that expects br will fail; install it with apt-get install ${brotliPackage}`,
    };
  }
  return { install: [], optional: [brotliPackage] };
}

/**
 * Where init scripts may run, Debian also starts its own nginx service (port 80,
 * /etc/nginx); the stacks here never use it: each site runs from its own prefix
 * on its own port.
 */
function aptInstall(packages: readonly string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

/** The nginx binary and whether brotli_static can be loaded (`load_module` of {@link brotliStaticModule}). */
export function ensureNginx(): { nginx: string; brotli: boolean } {
  const plan = nginxInstallPlan({
    nginx: findNginx(),
    brotliModule: existsSync(brotliStaticModule),
    customNginx: Boolean(process.env.NGINX_PATH),
    root: process.getuid?.() === 0,
  });
  if (plan.error) throw new Error(plan.error);
  if (plan.notice) console.log(plan.notice);
  if (plan.install.length + plan.optional.length > 0) {
    console.log(`Installing ${[...plan.install, ...plan.optional].join(', ')} from Debian…`);
    run('apt-get', ['update', '-qq'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (plan.install.length > 0) aptInstall(plan.install);
    try {
      if (plan.optional.length > 0) aptInstall(plan.optional);
    } catch {
      // A Debian release without the package still serves gzip_static.
      console.log(`${plan.optional.join(', ')} is not available: serving gzip only`);
    }
  }
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx was installed but is not on PATH');
  return { nginx, brotli: existsSync(brotliStaticModule) };
}
