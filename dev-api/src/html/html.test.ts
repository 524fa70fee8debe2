/** @jest-environment node */
import { html } from 'hono/html';
import { buildCsp, page } from './page';

describe('page', () => {
  const render = async (parts: Pick<Parameters<typeof page>[0], 'main'> & Partial<Pick<Parameters<typeof page>[0], 'title' | 'header' | 'stylesheets'>>) => {
    const response = await page({ lang: 'es', title: 'T', header: html``, stylesheets: [], csp: {}, ...parts });
    return { response, text: await response.text() };
  };

  it('escapes interpolated values but not nested markup', async () => {
    const { text } = await render({
      header: html`<b>${'<i>'}</b>`,
      main: html`<p title="${`"x" & 'y'`}">${['<a>', html`<br>`]}${null}${undefined}${false}${0}</p>`,
    });
    expect(text).toContain('<b>&lt;i&gt;</b>');
    expect(text).toContain('<p title="&quot;x&quot; &amp; &#39;y&#39;">&lt;a&gt;<br>0</p>');
  });

  it('renders a document with stylesheets, its CSP and no script', async () => {
    const { response, text } = await render({ title: 'T<1>', stylesheets: ['/a.css'], main: html`<p>x</p>` });
    expect(text.startsWith('<!doctype html>\n<html lang="es">')).toBe(true);
    expect(text).toContain('<title>T&lt;1&gt;</title>');
    expect(text).toContain('<link rel="stylesheet" href="/a.css">');
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
