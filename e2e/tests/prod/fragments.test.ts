import { stack } from '../../support/browser';
import { host } from '../../support/prod/http';

/**
 * The landing's page as nginx composes it (deploy/nginx/sites/host.conf.template,
 * scripts/prod/hostPages.mjs): the host's shell of the page's language, and
 * the landing's prerendered first view and style sheet put in by SSI from the
 * landing's own site on every request.
 */
const page = async (path: string) => {
  const answer = await host(path);
  return { ...answer, html: answer.body.toString('utf8') };
};
const titles = { es: 'Elige tu membresía', en: 'Choose your membership', pt: 'Escolha sua assinatura' };

describe('the landing page nginx composes', () => {
  it.each([
    ['?lang=es', 'es'],
    ['?lang=en', 'en'],
    ['?lang=pt', 'pt'],
    ['?lang=PT', 'pt'],
    ['?lang=%20es%20', 'es'],
    ['?lang=fr', 'en'],
    ['', 'en'],
  ] as const)('%s: the shell and the first view in %s, the fragment style sheet inline, no SSI command left', async (query, lang) => {
    const { status, html, headers } = await page(`/suscripciones/${query}`);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`>${titles[lang]}</h1>`);
    expect(html).toMatch(/<style data-suscripciones-fragment>[^<]*\S[^<]*<\/style>/);
    expect(html).not.toContain('<!--#');
    expect(html).not.toContain('[an error occurred');
    // Fragment and host page are read as they are: the page carries no validator its file's date would give.
    expect(headers.etag).toBeUndefined();
    expect(headers['last-modified']).toBeUndefined();
  });

  it("gives the other routes the shell of the page's language, without the landing", async () => {
    const { html, headers } = await page('/suscripciones/checkout?lang=pt');
    expect(html).toContain('<html lang="pt"');
    expect(html).toContain('<header');
    expect(html).not.toContain('landing-title');
    expect(html).not.toContain('<style data-suscripciones-fragment');
    expect(html).not.toContain('<!--#');
    expect(headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
  });

  it('serves the page without the first view, promptly and cleanly, while the landing site is down', async () => {
    await stack.stop('landing');
    try {
      const started = Date.now();
      const { status, html } = await page('/suscripciones/?lang=es');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(status).toBe(200);
      expect(html).toContain('<header');
      expect(html).not.toContain('landing-title');
      expect(html).not.toContain('<style data-suscripciones-fragment');
      expect(html).not.toContain('<!--#');
      expect(html).not.toContain('[an error occurred');
    } finally {
      await stack.start('landing');
    }
    // Back as soon as the landing is: nothing was cached on the host.
    await expect(page('/suscripciones/?lang=es').then(({ html }) => html)).resolves.toContain(`>${titles.es}</h1>`);
  });
});
