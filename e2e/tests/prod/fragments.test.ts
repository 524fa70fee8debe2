import { gunzipSync } from 'node:zlib';
import { offersRefreshSeconds } from '../../support/env';
import { host } from '../../support/prod/http';
import { expect, test } from '../../support/fixtures';

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

test.describe('the landing page nginx composes', () => {
  for (const [query, lang] of [
    ['?lang=es', 'es'],
    ['?lang=en', 'en'],
    ['?lang=pt', 'pt'],
    ['?lang=PT', 'pt'],
    ['?lang=%20es%20', 'es'],
    ['?lang=fr', 'en'],
    ['', 'en'],
  ] as const) {
    test(`${query}: the shell and the first view in ${lang}, the fragment style sheet inline, no SSI command left`, async () => {
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
  }

  test("gives the other routes the shell of the page's language, without the landing", async () => {
    const { html, headers } = await page('/suscripciones/checkout?lang=pt');
    expect(html).toContain('<html lang="pt"');
    expect(html).toContain('<header');
    expect(html).not.toContain('landing-title');
    expect(html).not.toContain('<style data-suscripciones-fragment');
    expect(html).not.toContain('<!--#');
    expect(headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
  });

  test('serves the page without the first view, promptly and cleanly, while the landing site is down', async ({ stack }) => {
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
    await expect.poll(() => page('/suscripciones/?lang=es').then(({ html }) => html)).toContain(`>${titles.es}</h1>`);
  });

  for (const lang of ['es', 'en', 'pt'] as const) {
    test(`carries the offers the job rendered in ${lang}: cards, their data and JSON-LD, no placeholder`, async () => {
      const { html } = await page(`/suscripciones/?lang=${lang}`);
      expect(html).toContain(`>${titles[lang]}</h1>`);
      expect(html).toContain('data-testid="subscription-card"');
      expect(html).toMatch(/<script type="application\/json" data-offers-snapshot="">\{"takenAt":"[^"]+"/);
      expect(html).toContain('<script type="application/ld+json">');
      expect(html).not.toContain('data-testid="offers-placeholder"');
      expect(html).not.toContain('<!--#');
    });
  }

  test("falls back to the landing's built first view, placeholders and all, when the job's files are gone", async ({ stack }) => {
    await stack.stop('offers');
    try {
      const { html } = await page('/suscripciones/?lang=es');
      expect(html).toContain(`>${titles.es}</h1>`);
      expect(html).toContain('data-testid="offers-placeholder"');
      expect(html).not.toContain('data-offers-snapshot');
      expect(html).toMatch(/<style data-suscripciones-fragment>[^<]*\S[^<]*<\/style>/);
    } finally {
      await stack.start('offers');
    }
  });

  test('never serves a half-written or empty page while the job rewrites the files under load', async () => {
    // Under load until the job has been seen rewriting the file twice (three snapshots), or for the time that takes it.
    const until = Date.now() + (offersRefreshSeconds * 2 + 1) * 1000;
    const taken = new Set<string>();
    const problems: string[] = [];
    const worker = async () => {
      while (taken.size < 3 && Date.now() < until) {
        const answer = await host('/suscripciones/?lang=es', { headers: { 'Accept-Encoding': 'gzip' } });
        const html = (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8');
        const snapshot = /data-offers-snapshot="">\{"takenAt":"([^"]+)"/.exec(html)?.[1];
        if (answer.status !== 200 || !snapshot || !html.includes('data-testid="subscription-card"') || !html.trimEnd().endsWith('</html>'))
          problems.push(`${answer.status}: ${html.length} characters, snapshot ${snapshot ?? 'none'}`);
        if (snapshot) taken.add(snapshot);
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(problems).toEqual([]);
    // The job did rewrite the file meanwhile.
    expect(taken.size).toBeGreaterThanOrEqual(2);
  });
});
