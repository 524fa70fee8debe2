import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNginx } from '../../../scripts/lib/nginx';
import { sitePolicyConf, writeSiteConfig } from '../../../scripts/prod/nginxConfig';
import { startNginx, type RunningNginx } from '../../../scripts/prod/nginxProcess';
import { ask } from '../../support/prod/http';
import { prodTestPorts } from '../../support/prod/ports';
import { repoRoot } from '../../support/env';
import { expect, test } from '../../support/fixtures';

/**
 * Strict-Transport-Security is sent only over https (the stack under test is
 * plain http, where it is absent: headers.test.ts). A remote's site from
 * deploy/nginx as an operator turns TLS on: `ssl` on its listen line and a
 * certificate (here a throwaway self-signed one).
 */
/** The https site's own folder, by its worker's TLS port. */
const prefix = () => path.join(repoRoot, '.tmp', `nginx-tls-${prodTestPorts.tls}`);
let site: RunningNginx | undefined;

test.beforeAll(async () => {
  rmSync(prefix(), { recursive: true, force: true });
  mkdirSync(prefix(), { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(prefix(), 'key.pem'),
      '-out',
      path.join(prefix(), 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const conf = await writeSiteConfig({
    prefix: prefix(),
    kind: 'remote',
    port: prodTestPorts.tls,
    staticRoot: path.join(repoRoot, 'remote-landing/dist'),
    // As every site has it (the landing's deployment is the stack's landing, not reached here).
    policy: sitePolicyConf(
      { csp: "default-src 'none'", permissionsPolicy: 'payment=()', corsOrigins: [] },
      { manifest: `http://localhost:${prodTestPorts.landing}/mf-manifest.json` },
    ),
    brotli: false,
  });
  const siteFile = path.join(prefix(), 'sites-enabled/suscripciones-remote.conf');
  writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace(`listen ${prodTestPorts.tls};`, `listen ${prodTestPorts.tls} ssl;`));
  writeFileSync(
    path.join(prefix(), 'conf.d/tls.conf'),
    `ssl_certificate ${path.join(prefix(), 'cert.pem')};\nssl_certificate_key ${path.join(prefix(), 'key.pem')};\n`,
  );
  site = await startNginx({ nginx: ensureNginx().nginx, prefix: prefix(), conf, port: prodTestPorts.tls });
});

test.afterAll(async () => {
  await site?.stop();
});

test('sends Strict-Transport-Security over https, with the other headers', async () => {
  const answer = await ask(prodTestPorts.tls, '/mf-manifest.json', { tls: true });
  expect(answer.status).toBe(200);
  expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cache-control']).toBe('no-cache');
});
