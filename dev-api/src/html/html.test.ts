/** @jest-environment node */
import { html } from 'hono/html';
import { buildCsp, page } from './page';

describe('page', () => {
  it('escapes interpolated values but not nested markup, and renders a document with stylesheets and no script', async () => {
    const response = await page({
      lang: 'es',
      title: 'T<1>',
      stylesheets: ['/a.css'],
      header: html`<b>${'<i>'}</b>`,
      main: html`<p title="${`"x" & 'y'`}">${['<a>', html`<br>`]}${null}${undefined}${false}${0}</p>`,
      csp: {},
    });
    const text = await response.text();
    expect(text.startsWith('<!doctype html>\n<html lang="es">')).toBe(true);
    expect(text).toContain('<title>T&lt;1&gt;</title>');
    expect(text).toContain('<link rel="stylesheet" href="/a.css">');
    expect(text).toContain('<b>&lt;i&gt;</b>');
    expect(text).toContain('<p title="&quot;x&quot; &amp; &#39;y&#39;">&lt;a&gt;<br>0</p>');
    expect(text).not.toContain('<script');
    expect(response.headers.get('content-security-policy')).toBe(buildCsp());
  });
});

describe('buildCsp', () => {
  it('allows nothing but own styles and images by default, and extends directives', () => {
    expect(buildCsp()).toBe("default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    const csp = buildCsp({ formTargets: ['http://localhost:3000'], extra: { 'frame-src': ['http://localhost:3000'] } });
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    expect(csp).toContain('frame-src http://localhost:3000');
  });
});
