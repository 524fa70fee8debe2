// The production stack and its tests serve through Debian's nginx; install it
// (with the brotli_static module when Debian offers it) when it is absent.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './install.mjs';

/** Where Debian's dynamic modules live; the brotli package drops its module here. */
export const nginxModulesDir = '/usr/lib/nginx/modules';
export const brotliStaticModule = `${nginxModulesDir}/ngx_http_brotli_static_module.so`;

function findNginx() {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  const path = found.stdout.trim().split('\n')[0];
  return found.status === 0 && path ? path : null;
}

/**
 * Where init scripts may run, Debian also starts its own nginx service (port 80,
 * /etc/nginx); the stacks here never use it: each site runs from its own prefix
 * on its own port.
 */
function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

/**
 * @returns {{ nginx: string, brotli: boolean }} the nginx binary and whether
 * brotli_static can be loaded (`load_module` of {@link brotliStaticModule}).
 */
export function ensureNginx() {
  let nginx = findNginx();
  if (!nginx) {
    if (process.getuid?.() !== 0) {
      throw new Error("nginx is missing: install Debian's nginx package (apt-get install nginx libnginx-mod-http-brotli-static) or set NGINX_PATH");
    }
    console.log('Installing nginx from Debian…');
    run('apt-get', ['update', '-qq'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    aptInstall(['nginx']);
    // Optional: a Debian release without the package still serves gzip_static.
    try {
      aptInstall(['libnginx-mod-http-brotli-static']);
    } catch {
      console.log('libnginx-mod-http-brotli-static is not available: serving gzip only');
    }
    nginx = findNginx();
    if (!nginx) throw new Error('nginx was installed but is not on PATH');
  }
  return { nginx, brotli: existsSync(brotliStaticModule) };
}
