/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillTemplate, nginxString, policyConf, versionedStaticRoot } from './nginxConfig.ts';

describe('the nginx files written for a site', () => {
  it('fills every placeholder and refuses one without a value', () => {
    expect(fillTemplate('listen ${LISTEN}; root ${STATIC_ROOT}; return 301 $1$is_args$args;', { LISTEN: 8081, STATIC_ROOT: '/srv/landing' })).toBe(
      'listen 8081; root /srv/landing; return 301 $1$is_args$args;',
    );
    expect(() => fillTemplate('root ${STATIC_ROOT};', {})).toThrow('No value for ${STATIC_ROOT}');
  });

  it('quotes values for nginx, and refuses what nginx would read as a variable or a new line', () => {
    expect(nginxString(`payment=(self "https://js.stripe.com")`)).toBe(String.raw`"payment=(self \"https://js.stripe.com\")"`);
    expect(() => nginxString("script-src 'self' $evil")).toThrow(/Not allowed/);
    expect(() => nginxString('default-src *\nadd_header X 1')).toThrow(/Not allowed/);
  });

  it('writes the policy maps: the CSP and Permissions-Policy for HTML only, CORS for the named origins only', () => {
    const text = policyConf({
      csp: "default-src 'self'",
      permissionsPolicy: 'payment=(self)',
      corsOrigins: ['http://localhost:8080', 'https://www.agrinews.example'],
    });
    expect(text).toContain(`map $sent_http_content_type $suscripciones_csp {\n    "~^text/html"  "default-src 'self'";\n    default        "";\n}`);
    expect(text).toContain('map $sent_http_content_type $suscripciones_permissions_policy {\n    "~^text/html"  "payment=(self)";');
    expect(text).toContain(
      'map $http_origin $suscripciones_cors_origin {\n    default  "";\n    "http://localhost:8080"  "http://localhost:8080";\n    "https://www.agrinews.example"  "https://www.agrinews.example";\n}',
    );
  });
});

describe("a remote's document root", () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'static-root-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("serves the build it started with, whatever the app's folder is rebuilt to (a release builds there)", async () => {
    const dist = path.join(dir, 'dist');
    await mkdir(path.join(dist, 'fragments'), { recursive: true });
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"version":"1.0.0"}');
    await writeFile(path.join(dist, 'fragments', 'es.html'), 'uno');
    const root = await versionedStaticRoot(path.join(dir, 'static-landing'), dist);
    // The next release's build: the folder cleaned and written again.
    await rm(dist, { recursive: true });
    await mkdir(path.join(dist, 'fragments'), { recursive: true });
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"version":"1.1.0"}');
    await writeFile(path.join(dist, 'fragments', 'es.html'), 'dos');
    expect(await readFile(path.join(root, 'mf-manifest.json'), 'utf8')).toBe('{"version":"1.0.0"}');
    expect(await readFile(path.join(root, 'fragments', 'es.html'), 'utf8')).toBe('uno');
  });
});
