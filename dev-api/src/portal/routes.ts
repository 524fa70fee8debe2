import { html } from 'hono/html';
import { z } from 'zod';
import { parseRuntimeConfig, type RuntimeConfig } from '@suscripciones/shared/config/runtimeConfig';
import type { Area } from '../context';
import { page, pageCss, type PageParts } from '../html/page';
import { asset } from '../http';

/** A portal page's own parts; an embedded app adds <head> markup, stylesheets and CSP sources. */
type PortalPageParts = Pick<PageParts, 'title' | 'main' | 'head'> & Partial<Pick<PageParts, 'stylesheets' | 'csp'>>;

/** The parent portal's frame: a header with its navigation, then the page's own content. */
function portalPage(hostOrigin: string, parts: PortalPageParts): Promise<Response> {
  return page({
    lang: 'en',
    ...parts,
    stylesheets: ['/portal/portal.css', ...(parts.stylesheets ?? [])],
    header: html`<div class="inner"><strong>agriNews (local stand-in)</strong>
<nav aria-label="Portal"><ul><li><a href="/portal/">Home</a></li><li><a href="${hostOrigin}/suscripciones/">Subscriptions</a></li><li><a href="/portal/profile">Profile</a></li></ul></nav></div>`,
    csp: { frameAncestors: ["'self'"], ...parts.csp },
  });
}

/**
 * The parent portal showing the landing remote on one of its own pages (GET /portal/embed?lang=es), on another
 * origin than the shop, as a portal team builds one: no inline script, a strict Content Security Policy, the
 * landing's loader (`landing-embed.js`, beside the landing's mf-manifest.json) and its element,
 * `<suscripciones-offers>`, which reads the shop's config.json from the host (CORS for the portal origins).
 * `?tag=script` shows the older script tag that names an element of the page (`data-target`) instead.
 *
 * dev-api reads the host's config itself only to write the page's policy (where the landing and the services are).
 */
const landingEmbedPaths = {
  page: '/portal/embed',
  css: '/portal/embed.css',
} as const;

const embedTargetId = 'subscriptions-embed';

const configTimeoutMs = 5000;

/** The host's runtime config, validated with the shop's own schema. */
async function fetchHostConfig(hostOrigin: string): Promise<RuntimeConfig> {
  const response = await fetch(`${hostOrigin}/suscripciones/config.json`, { signal: AbortSignal.timeout(configTimeoutMs) });
  if (!response.ok) throw new Error(`the host's config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

const languageQuerySchema = z.enum(['es', 'en', 'pt']).catch('es');

const originOf = (url: string): string => new URL(url).origin;

/**
 * What the embedding page must allow: the landing's scripts and style sheets (its list lives in a shadow root with
 * its own links, so no inline style), the host's config.json, the shop's APIs and images (buildCsp drops repeats).
 */
function embedCsp(config: RuntimeConfig, hostOrigin: string) {
  const landing = originOf(config.remotes.landing);
  const apis = [config.profileApi, config.trackingBase, config.assetsBase].map(originOf);
  return {
    extra: {
      'script-src': [landing],
      'style-src': [landing],
      'connect-src': ["'self'", hostOrigin, landing, ...apis],
      'img-src': apis,
    },
  };
}

/** The loader's address: beside the landing's manifest. */
const loaderUrl = (config: RuntimeConfig): string => new URL('landing-embed.js', config.remotes.landing).href;

const embedCss = `
body:has(#${embedTargetId}) main,
body:has(#${embedTargetId}) .site-header .inner,
body:has(#${embedTargetId}) .site-footer { max-width: 72rem; }
#${embedTargetId} { display: block; margin: 1.5rem 0 2rem; padding: 1.5rem 1rem; background: #fff; border: 1px solid var(--line); border-radius: 12px; min-height: 24rem; }
/* The portal's own styles, which must not reach the list (it lives in a shadow root). */
#${embedTargetId} button, #${embedTargetId} h2 { font-family: serif; color: #c00; text-transform: uppercase; }
`.trimStart();

async function landingEmbedPage(site: { hostOrigin: string }, query: { lang?: string | undefined; tag?: string | undefined }): Promise<Response> {
  const lang = languageQuerySchema.parse(query.lang);
  const shop = `${site.hostOrigin}/suscripciones/?lang=${lang}`;
  let config: RuntimeConfig;
  try {
    config = await fetchHostConfig(site.hostOrigin);
  } catch (error) {
    console.warn('dev-api: the embed page could not read the host config', error);
    return portalPage(site.hostOrigin, {
      title: 'Memberships (local stand-in)',
      main: html`<h1>Memberships</h1>
<p class="error">The subscription shop is not running at ${site.hostOrigin}, so its list cannot be shown here.</p>
<p><a href="${shop}">Go to the subscriptions</a></p>`,
    });
  }
  const configUrl = `${site.hostOrigin}/suscripciones/config.json`;
  const hostUrl = `${site.hostOrigin}/suscripciones`;
  const fallback = html`<p><a href="${shop}">Go to the subscriptions</a></p>`;
  const scriptTag = query.tag === 'script';
  return portalPage(site.hostOrigin, {
    title: 'Memberships (local stand-in)',
    stylesheets: [landingEmbedPaths.css],
    head: scriptTag
      ? html`<script src="${loaderUrl(config)}" defer data-target="${embedTargetId}" data-config-url="${configUrl}" data-host-url="${hostUrl}" data-lang="${lang}"></script>`
      : html`<script src="${loaderUrl(config)}" defer></script>`,
    csp: embedCsp(config, site.hostOrigin),
    main: html`<h1>Become a member</h1>
<p class="notice">This portal page shows the shop's landing remote, loaded at run time with Module Federation.</p>
${
  scriptTag
    ? html`<div id="${embedTargetId}" data-testid="portal-embed-target">${fallback}</div>`
    : html`<suscripciones-offers id="${embedTargetId}" data-testid="portal-embed-target" config-url="${configUrl}" host-url="${hostUrl}" lang="${lang}">${fallback}</suscripciones-offers>`
}`,
  });
}

/** The parent portal stand-in: a home page linking to the shop, the profile page buyers land on, and a page embedding the landing. */
export const portalRoutes: Area = (app, context) => {
  const shop = `${context.hostOrigin}/suscripciones/`;
  app.get('/portal/portal.css', () => asset('text/css; charset=utf-8', pageCss));
  app.get('/portal', () =>
    portalPage(context.hostOrigin, {
      title: 'Parent portal (local stand-in)',
      main: html`<h1>Parent portal (local stand-in)</h1>
<p class="notice">This page plays the part of the news portal that links to the subscription shop.</p>
<p><a class="button" href="${shop}">Go to the subscriptions</a></p>
<p><a href="/portal/embed">The memberships on a portal page (embedded landing)</a></p>`,
    }),
  );
  app.get('/portal/profile', () =>
    portalPage(context.hostOrigin, {
      title: 'Your profile (local stand-in)',
      main: html`<h1>Your profile (local stand-in)</h1>
<p class="notice">After a purchase the shop sends buyers to the portal's profile page; this is where they land in development.</p>
<p><a href="${shop}">Back to the subscriptions</a></p>`,
    }),
  );
  app.get(landingEmbedPaths.page, (c) => landingEmbedPage(context, { lang: c.req.query('lang'), tag: c.req.query('tag') }));
  app.get(landingEmbedPaths.css, () => asset('text/css; charset=utf-8', embedCss));
};
