/** @jest-environment node */
import { buildCsp } from './csp';
import { renderDocument } from './document';
import { escapeHtml, html } from './html';

describe('html template', () => {
  it('escapes interpolated values but not nested templates', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${`"x" & 'y'`}">${inner}${['<a>', html`<br>`]}${null}${undefined}${false}${0}</p>`.value).toBe(
      '<p title="&quot;x&quot; &amp; &#39;y&#39;"><b>&lt;i&gt;</b>&lt;a&gt;<br>0</p>',
    );
    expect(escapeHtml('</script>')).toBe('&lt;/script&gt;');
  });

  it('renders a document with stylesheets and no script', () => {
    const page = renderDocument({ lang: 'es', title: 'T<1>', stylesheets: ['/a.css'], main: html`<p>x</p>` });
    expect(page.startsWith('<!doctype html>\n<html lang="es">')).toBe(true);
    expect(page).toContain('<title>T&lt;1&gt;</title>');
    expect(page).toContain('<link rel="stylesheet" href="/a.css">');
    expect(page).not.toContain('<script');
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
