// The addresses of the app's pages under the base path: the routes of the
// spec. The host's router (App.tsx) has exactly these (App's test says so);
// whatever serves the host answers them with 200 and any other address with
// the same page and the status 404 (scripts/stack/staticServer.mjs, and the
// @route location of deploy/nginx/sites/host.conf.template, whose test reads
// this list). Plain JavaScript so the Node servers import the one definition.
export const pagePaths = ['/', '/checkout', '/payment', '/thanks', '/terms', '/privacy'];

/**
 * Whether a path under the base path ('/checkout', '/checkout/', '' for the base itself) is a page of the app:
 * in any case, as the router matches it ('/Checkout' shows the checkout).
 */
export const isPagePath = (path) => pagePaths.includes(path.replace(/\/+$/, '').toLowerCase() || '/');
