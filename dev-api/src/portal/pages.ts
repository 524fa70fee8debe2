import { buildCsp, type CspOptions } from '../html/csp';
import { renderDocument } from '../html/document';
import { html, type SafeHtml } from '../html/html';
import { htmlReply, type Reply } from '../http/reply';

export const portalCssPath = '/portal/portal.css';

export interface PortalPageParts {
  readonly title: string;
  readonly main: SafeHtml;
  /** Extra <head> markup, e.g. for an embedded app. */
  readonly head?: SafeHtml;
  /** Extra stylesheets after the portal's own. */
  readonly stylesheets?: readonly string[];
  /** CSP additions, e.g. { extra: { 'script-src': [hostOrigin], 'connect-src': [...] } } for an embed. */
  readonly csp?: CspOptions;
}

export interface PortalSite {
  /** The suscripciones host app's origin. */
  readonly hostOrigin: string;
}

/** The parent portal's frame: a header with its navigation, then the page's own content. */
export function portalPage(site: PortalSite, parts: PortalPageParts): Reply {
  const subscriptions = `${site.hostOrigin}/suscripciones/`;
  const header = html`<div class="inner">
<strong>agriNews <span class="muted">(local stand-in)</span></strong>
<nav aria-label="Portal">
<ul>
<li><a href="/portal/">Home</a></li>
<li><a href="${subscriptions}">Subscriptions</a></li>
<li><a href="/portal/profile">Profile</a></li>
</ul>
</nav>
</div>`;
  const document = renderDocument({
    lang: 'en',
    title: parts.title,
    stylesheets: [portalCssPath, ...(parts.stylesheets ?? [])],
    ...(parts.head ? { head: parts.head } : {}),
    header,
    main: parts.main,
    footer: html`<p>Served by dev-api to stand in for the parent portal during development.</p>`,
  });
  return htmlReply(200, document, { csp: buildCsp({ frameAncestors: ["'self'"], ...parts.csp }) });
}

export function portalHomePage(site: PortalSite): Reply {
  return portalPage(site, {
    title: 'Parent portal (local stand-in)',
    main: html`<h1>Parent portal (local stand-in)</h1>
<p class="notice">This page plays the part of the news portal that links to the subscription shop.</p>
<p><a class="button" href="${`${site.hostOrigin}/suscripciones/`}">Go to the subscriptions</a></p>
<p><a href="/portal/embed">The memberships on a portal page (embedded landing)</a></p>`,
  });
}

export function portalProfilePage(site: PortalSite): Reply {
  return portalPage(site, {
    title: 'Your profile (local stand-in)',
    main: html`<h1>Your profile (local stand-in)</h1>
<p class="notice">After a purchase the shop sends buyers to the portal's profile page; this is where they land in development.</p>
<p><a href="${`${site.hostOrigin}/suscripciones/`}">Back to the subscriptions</a></p>`,
  });
}
