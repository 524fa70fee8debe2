/** @jest-environment node */
import { nginxInstallPlan } from './nginx.ts';

const debian = { nginx: '/usr/sbin/nginx', brotliModule: true, customNginx: false, root: true };

describe('what ensureNginx installs, from what it finds', () => {
  it('installs nothing when nginx and its brotli module are there', () => {
    expect(nginxInstallPlan(debian)).toEqual({ install: [], optional: [] });
  });

  it('installs the brotli module when nginx is there without it (a machine that had nginx before)', () => {
    expect(nginxInstallPlan({ ...debian, brotliModule: false })).toEqual({ install: [], optional: ['libnginx-mod-http-brotli-static'] });
  });

  it('installs nginx, and the module when Debian has it, on a machine without nginx', () => {
    expect(nginxInstallPlan({ ...debian, nginx: null, brotliModule: false })).toEqual({ install: ['nginx'], optional: ['libnginx-mod-http-brotli-static'] });
  });

  it('without root, fails when nginx is missing and says what to install', () => {
    expect(nginxInstallPlan({ ...debian, nginx: null, root: false }).error).toMatch(/apt-get install nginx libnginx-mod-http-brotli-static/);
  });

  it('without root, says in one line that a missing module means gzip only, and installs nothing', () => {
    const plan = nginxInstallPlan({ ...debian, brotliModule: false, root: false });
    expect(plan.install).toEqual([]);
    expect(plan.optional).toEqual([]);
    expect(plan.notice).toMatch(/gzip only.*apt-get install libnginx-mod-http-brotli-static/);
  });

  it("leaves an NGINX_PATH build alone: Debian's module may not fit it", () => {
    expect(nginxInstallPlan({ ...debian, brotliModule: false, customNginx: true })).toEqual({ install: [], optional: [] });
    expect(nginxInstallPlan({ ...debian, nginx: null, customNginx: true }).error).toMatch(/NGINX_PATH/);
  });
});
