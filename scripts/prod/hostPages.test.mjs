/** @jest-environment node */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostPages, landingSsi } from './hostPages.mjs';
import { bucketsBelow, landingUpstreamConf } from './nginxConfig.ts';
import { routeSlotMarker } from '../../host/src/prerender/routeSlot.ts';

const builtPage = [
  '<!doctype html><html lang="en"><head><meta name="description" content="Memberships." /><script type="application/json" id="suscripciones-config" data-runtime-config></script></head><body>',
  '<noscript><p class="sc-noscript" data-suscripciones-noscript>Turn on JavaScript.</p></noscript><div id="root"></div></body></html>',
].join('');

async function hostDist(withShell = true) {
  const dir = await mkdtemp(path.join(tmpdir(), 'host-dist-'));
  await mkdir(path.join(dir, 'fragments'));
  for (const language of ['es', 'en', 'pt']) {
    if (withShell) await writeFile(path.join(dir, 'fragments', `shell.${language}.html`), `<header>${language}</header><main>${routeSlotMarker}</main>`);
    await writeFile(path.join(dir, 'fragments', `noscript.${language}.html`), `noscript ${language}`);
    await writeFile(path.join(dir, 'fragments', `description.${language}.html`), `description ${language}`);
  }
  return dir;
}

describe('the pages nginx serves for the host', () => {
  it('writes per language a page for every route and an SSI page for the landing, and index.html as the English one', async () => {
    const pages = await hostPages(builtPage, await hostDist(), '{"profileApi":"<x>"}');
    expect(Object.keys(pages).sort()).toEqual([
      'index.en.html',
      'index.es.html',
      'index.html',
      'index.pt.html',
      'landing.en.html',
      'landing.es.html',
      'landing.pt.html',
    ]);
    expect(pages['index.html']).toBe(pages['index.en.html']);
    const landing = pages['landing.pt.html'] ?? '';
    expect(landing).toContain('<html lang="pt"');
    expect(landing).toContain(
      '<header>pt</header><main><!--# if expr="$suscripciones_landing_css" --><!--# echo var="suscripciones_landing_html" encoding="none" --><!--# endif --></main>',
    );
    expect(landing).toContain('<!--# include virtual="/suscripciones/_landing/landing-offers.pt.html" set="suscripciones_landing_html" -->');
    expect(landing).toContain('<!--# include virtual="/suscripciones/_landing/landing.pt.html" set="suscripciones_landing_html" -->');
    expect(landing).toContain('>noscript pt</p>');
    expect(landing).toContain('<meta name="description" content="description pt" />');
    expect(pages['index.es.html']).toContain('<meta name="description" content="description es" />');
    // The config is written in, its "<" escaped.
    expect(landing).toContain('{"profileApi":"\\u003cx>"}');
    const other = pages['index.es.html'] ?? '';
    expect(other).toContain('<header>es</header><main></main>');
    expect(other).not.toContain('<!--#');
  });

  it("takes the offers job's first view, else the build's; asks for the style sheet only once one came, and writes either both or neither", () => {
    const { head, route } = landingSsi('es');
    const commands = [...head.matchAll(/<!--# ([^>]*) -->/g)].map(([, command]) => command);
    expect(commands).toEqual([
      'set var="suscripciones_landing_css" value=""',
      'include virtual="/suscripciones/_landing/landing-offers.es.html" set="suscripciones_landing_html"',
      'if expr="$suscripciones_landing_html"',
      'else',
      'include virtual="/suscripciones/_landing/landing.es.html" set="suscripciones_landing_html"',
      'endif',
      'if expr="$suscripciones_landing_html"',
      'include virtual="/suscripciones/_landing/landing.css" set="suscripciones_landing_css"',
      'endif',
      'if expr="$suscripciones_landing_css"',
      'echo var="suscripciones_landing_css" encoding="none"',
      'endif',
    ]);
    expect(route).toBe('<!--# if expr="$suscripciones_landing_css" --><!--# echo var="suscripciones_landing_html" encoding="none" --><!--# endif -->');
  });

  it('gives a build without a shell plain pages (the browser renders everything)', async () => {
    const pages = await hostPages(builtPage, await hostDist(false), '{}');
    expect(pages['landing.es.html']).not.toContain('<!--#');
    expect(pages['landing.es.html']).toContain('<div id="root"></div>');
  });
});

describe("the landing's upstream", () => {
  it('points at the folder beside the manifest, over http or https, with the default port said', () => {
    const local = landingUpstreamConf('http://localhost:8081/mf-manifest.json');
    expect(local).toContain('upstream suscripciones_landing {\n    server localhost:8081;');
    expect(local).toContain('map $host $suscripciones_landing_fragments {\n    default  "/fragments/";\n}');
    expect(local).toContain('map $host $suscripciones_landing_scheme {\n    default  "http";\n}');
    const cdn = landingUpstreamConf('https://cdn.agrinews.example/suscripciones/landing/1.4.0/mf-manifest.json');
    expect(cdn).toContain('    server cdn.agrinews.example:443;');
    expect(cdn).toContain('default  "/suscripciones/landing/1.4.0/fragments/";');
    expect(cdn).toContain('map $host $suscripciones_landing_server_name {\n    default  "cdn.agrinews.example";\n}');
    expect(landingUpstreamConf('http://[::1]:8081/mf-manifest.json')).toContain('    server [::1]:8081;');
  });

  it('gives every visitor the released first view and no cookie while no canary runs', () => {
    const conf = landingUpstreamConf('http://localhost:8081/1.1.0/mf-manifest.json');
    expect(conf).toContain('map $host $suscripciones_landing_fragments {\n    default  "/1.1.0/fragments/";\n}');
    expect(conf).toContain('map $host $suscripciones_bucket_cookie {\n    default  "";\n}');
    expect(conf).not.toContain('$request_id');
  });

  it("gives a canary's first view to the visitors whose bucket is below its share, and draws a new visitor's", () => {
    const conf = landingUpstreamConf('http://localhost:8081/1.1.0/mf-manifest.json', { manifest: 'http://localhost:8081/1.2.0/mf-manifest.json', percent: 30 });
    expect(conf).toContain(
      'map $suscripciones_bucket $suscripciones_landing_fragments {\n    "~^(?:0?[0-9]|[1-2][0-9])$"  "/1.2.0/fragments/";\n    default  "/1.1.0/fragments/";\n}',
    );
    expect(conf).toContain(
      'map $cookie_suscripciones_bucket $suscripciones_bucket {\n    "~^(?<kept>[0-9]{1,2})$"  "$kept";\n    default  $suscripciones_new_bucket;',
    );
    expect(conf).toMatch(
      /map \$cookie_suscripciones_bucket:\$uri \$suscripciones_bucket_cookie \{\n {4}"~\^:\/suscripciones\/landing[^\n]*"suscripciones_bucket=\$suscripciones_new_bucket; Path=\/suscripciones; Max-Age=31536000; SameSite=Lax";/,
    );
    // On another server than the released version's, the SSI cannot reach it: the released first view for all.
    const elsewhere = landingUpstreamConf('http://localhost:8081/1.1.0/mf-manifest.json', {
      manifest: 'https://cdn.example/1.2.0/mf-manifest.json',
      percent: 30,
    });
    expect(elsewhere).toContain('map $host $suscripciones_landing_fragments {\n    default  "/1.1.0/fragments/";\n}');
  });

  it('matches exactly the buckets below a share, written with or without a leading zero', () => {
    for (const percent of [1, 5, 9, 10, 11, 19, 20, 30, 35, 50, 90, 99]) {
      const below = new RegExp(bucketsBelow(percent));
      for (let bucket = 0; bucket < 100; bucket += 1) {
        expect([below.test(String(bucket)), below.test(String(bucket).padStart(2, '0'))]).toEqual([bucket < percent, bucket < percent]);
      }
      expect(below.test('100')).toBe(false);
    }
    expect(() => bucketsBelow(0)).toThrow(/1 to 99/);
    expect(() => bucketsBelow(100)).toThrow(/1 to 99/);
  });

  it('refuses a manifest that is not served over http(s), or a path nginx would read as a variable', () => {
    expect(() => landingUpstreamConf('ftp://cdn.example/mf-manifest.json')).toThrow(/not served over http/);
    expect(() => landingUpstreamConf('https://cdn.example/$host/mf-manifest.json')).toThrow(/Not allowed/);
  });
});
