import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliStaticModule, ensureNginx } from '../../../scripts/lib/nginx';
import { deployDir, fillTemplate, sitePolicyConf } from '../../../scripts/prod/nginxConfig';
import { repoRoot } from '../../support/env';
import { expect, test } from '../../support/fixtures';

/**
 * An operator installs deploy/nginx as the README says, under Debian's own
 * /etc/nginx/nginx.conf (which already has gzip on, sendfile and the
 * includes), host and remotes in one nginx: `nginx -t` must accept it. Done
 * in a copy of Debian's layout, so nothing under /etc/nginx is written.
 */
const etc = path.join(repoRoot, '.tmp/nginx-debian-layout');

test("passes nginx -t under Debian's nginx.conf, with the host and a remote in one server", () => {
  rmSync(etc, { recursive: true, force: true });
  for (const folder of ['conf.d', 'snippets', 'sites-enabled', 'modules-enabled', 'logs']) mkdirSync(path.join(etc, folder), { recursive: true });
  const debianMain = readFileSync('/etc/nginx/nginx.conf', 'utf8')
    .replaceAll('/etc/nginx', etc)
    .replaceAll('/var/log/nginx', path.join(etc, 'logs'))
    .replace('/run/nginx.pid', path.join(etc, 'nginx.pid'))
    .replace(/^user .*;$/m, '');
  writeFileSync(path.join(etc, 'nginx.conf'), debianMain);
  cpSync('/etc/nginx/mime.types', path.join(etc, 'mime.types'));
  const { nginx, brotli } = ensureNginx();
  if (brotli) writeFileSync(path.join(etc, 'modules-enabled/50-mod-http-brotli-static.conf'), `load_module ${brotliStaticModule};\n`);
  for (const file of [
    'conf.d/suscripciones.conf',
    ...(brotli ? ['conf.d/suscripciones-brotli.conf'] : []),
    'snippets/suscripciones-headers.conf',
    'snippets/suscripciones-static.conf',
  ]) {
    cpSync(path.join(deployDir, file), path.join(etc, file));
  }
  // As configure.mjs writes it: the policy maps and the landing's deployment (here the landing site below).
  const policy = sitePolicyConf(
    { csp: "default-src 'self'", permissionsPolicy: 'payment=(self)', corsOrigins: ['https://www.agrinews.example'] },
    { manifest: 'http://localhost:8444/1.4.0/mf-manifest.json' },
  );
  writeFileSync(path.join(etc, 'conf.d/suscripciones-policy.conf'), policy);
  const site = (template: string, values: Record<string, string>) => fillTemplate(readFileSync(path.join(deployDir, 'sites', template), 'utf8'), values);
  writeFileSync(
    path.join(etc, 'sites-enabled/suscripciones-host.conf'),
    site('host.conf.template', {
      LISTEN: '8443',
      SERVER_NAME: 'www.agrinews.example',
      STATIC_ROOT: '/srv/suscripciones/host',
      RUNTIME_ROOT: '/srv/suscripciones/runtime',
    }),
  );
  writeFileSync(
    path.join(etc, 'sites-enabled/suscripciones-landing.conf'),
    site('remote.conf.template', { LISTEN: '8444', SERVER_NAME: 'landing.agrinews.example', STATIC_ROOT: '/srv/suscripciones/landing' }),
  );

  const check = spawnSync(nginx, ['-t', '-p', `${etc}/`, '-c', path.join(etc, 'nginx.conf'), '-g', `error_log ${path.join(etc, 'logs/error.log')};`], {
    encoding: 'utf8',
  });
  expect(check.stderr).toContain('test is successful');
  expect(check.status).toBe(0);
  rmSync(etc, { recursive: true, force: true });
});
