import { html } from 'hono/html';
import { z } from 'zod';
import { parseRuntimeConfig, type RuntimeConfig } from '@suscripciones/shared/config/runtimeConfig';
import type { Area } from '../context';
import { page, pageCss, type PageParts } from '../html/page';
import { asset, json } from '../http';

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
 * The parent portal showing the landing remote on one of its own pages
 * (GET /portal/embed?lang=es). The page has no inline script: it includes the
 * landing's loader (`landing-embed.js`, published beside the landing's
 * mf-manifest.json), which loads `landing/mount` with the Module Federation
 * runtime and mounts the subscription list into #subscriptions-embed.
 *
 * The shop's runtime config is read from the host's config.json and served
 * again from the portal's own origin (in production the parent site shares
 * the host's origin; here dev-api's origin differs and the host sends no CORS
 * headers).
 */
const landingEmbedPaths = {
  page: '/portal/embed',
  config: '/portal/suscripciones-config.json',
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

/** What the embedding page must allow: the landing's scripts and styles, the shop's APIs and images (buildCsp drops repeats). */
function embedCsp(config: RuntimeConfig) {
  const landing = originOf(config.remotes.landing);
  const apis = [config.profileApi, config.trackingBase, config.assetsBase].map(originOf);
  return {
    extra: {
      'script-src': [landing],
      // As on the host's own strict policy: the shared toasts insert their stylesheet at run time.
      'style-src': [landing, "'unsafe-inline'"],
      'connect-src': ["'self'", landing, ...apis],
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
#${embedTargetId} { margin: 1.5rem 0 2rem; padding: 1.5rem 1rem; background: #fff; border: 1px solid var(--line); border-radius: 12px; min-height: 24rem; }
#${embedTargetId}[data-landing-state='failed'] { min-height: 0; }
`.trimStart();

async function landingEmbedPage(site: { origin: string; hostOrigin: string }, language: string | undefined): Promise<Response> {
  const lang = languageQuerySchema.parse(language);
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
  return portalPage(site.hostOrigin, {
    title: 'Memberships (local stand-in)',
    stylesheets: [landingEmbedPaths.css],
    head: html`<link rel="icon" href="data:,">
<script src="${loaderUrl(config)}" defer data-target="${embedTargetId}" data-config-url="${`${site.origin}${landingEmbedPaths.config}`}" data-host-url="${`${site.hostOrigin}/suscripciones`}" data-lang="${lang}"></script>`,
    csp: embedCsp(config),
    main: html`<h1>Become a member</h1>
<p class="notice">This portal page shows the shop's landing remote, loaded at run time with Module Federation.</p>
<div id="${embedTargetId}" data-testid="portal-embed-target">
<p><a href="${shop}">Go to the subscriptions</a></p>
</div>`,
  });
}

/** The host's config, from the portal's origin; 502 when the host cannot be read. */
async function embedConfigReply(hostOrigin: string): Promise<Response> {
  try {
    return json(200, await fetchHostConfig(hostOrigin));
  } catch (error) {
    return json(502, { error: `The host's config could not be read: ${error instanceof Error ? error.message : String(error)}` });
  }
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
  app.get(landingEmbedPaths.page, (c) => landingEmbedPage(context, c.req.query('lang')));
  app.get(landingEmbedPaths.config, () => embedConfigReply(context.hostOrigin));
  app.get(landingEmbedPaths.css, () => asset('text/css; charset=utf-8', embedCss));
};
