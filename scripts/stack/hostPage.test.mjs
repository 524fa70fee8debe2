/** @jest-environment node */
import { composeHostPage, inlineStyle, isLandingRoute, landingFragmentUrl, pageLanguage } from './hostPage.mjs';
import { routeSlotMarker } from '../../host/src/prerender/routeSlot.ts';

const builtPage = [
  '<!doctype html><html lang="en"><head><title>Suscripciones</title><meta name="description" content="Memberships." /></head><body>',
  '<noscript><p class="sc-noscript" data-suscripciones-noscript>Turn on JavaScript.</p></noscript>',
  '<div id="root"></div></body></html>',
].join('');

describe('the host page as a server composes it', () => {
  it('reads the language as the apps do: es, en or pt in any case and with spaces; anything else English', () => {
    expect(pageLanguage('?lang=pt')).toBe('pt');
    expect(pageLanguage('?lang=%20ES%20')).toBe('es');
    expect(pageLanguage('?lang=fr')).toBe('en');
    expect(pageLanguage('?lang=')).toBe('en');
    expect(pageLanguage('')).toBe('en');
    expect(pageLanguage('?lang=es&lang=pt')).toBe('es');
  });

  it('knows the landing route with and without its slash, and nothing else', () => {
    expect(isLandingRoute('/suscripciones/', '/suscripciones')).toBe(true);
    expect(isLandingRoute('/suscripciones', '/suscripciones')).toBe(true);
    expect(isLandingRoute('/suscripciones/checkout', '/suscripciones')).toBe(false);
    expect(isLandingRoute('/suscripciones//', '/suscripciones')).toBe(false);
  });

  it("finds the landing's fragment beside its manifest, versioned folder included", () => {
    expect(landingFragmentUrl('https://cdn.example/landing/1.4.0/mf-manifest.json', 'pt')).toBe('https://cdn.example/landing/1.4.0/fragments/landing.pt.html');
  });

  it('sets the language, the translated no-script message and description, the shell with the route page in its slot, and the head', () => {
    const html = composeHostPage(builtPage, {
      language: 'pt',
      shell: `<header>Assinaturas</header><main>${routeSlotMarker}</main>\n`,
      noscript: 'Ative o JavaScript.\n',
      description: 'As assinaturas &quot;agro&quot; $&.\n',
      route: '<h1>Escolha sua assinatura</h1>\n',
      head: inlineStyle('h1{color:green}'),
    });
    expect(html).toBe(
      [
        '<!doctype html><html lang="pt"><head><title>Suscripciones</title><meta name="description" content="As assinaturas &quot;agro&quot; $&." />',
        '<style data-suscripciones-fragment>h1{color:green}</style></head><body>',
        '<noscript><p class="sc-noscript" data-suscripciones-noscript>Ative o JavaScript.</p></noscript>',
        '<div id="root"><header>Assinaturas</header><main><h1>Escolha sua assinatura</h1></main></div></body></html>',
      ].join(''),
    );
  });

  it('leaves #root empty without a shell (the browser renders), and never reads $ patterns in fragments', () => {
    expect(composeHostPage(builtPage, { language: 'es' })).toContain('<div id="root"></div>');
    const html = composeHostPage(builtPage, { language: 'es', shell: `<p>$& $1 $\`</p>${routeSlotMarker}`, route: "<p>$'</p>" });
    expect(html).toContain('<div id="root"><p>$& $1 $`</p><p>$\'</p></div>');
  });

  it('keeps a style sheet from ending its element early', () => {
    expect(inlineStyle('a{}</style><script>alert(1)</script>')).toBe('<style data-suscripciones-fragment>a{}<\\/style><script>alert(1)</script></style>');
  });
});
