// The addresses of the app's pages under the base path: the routes of the
// spec. The host's router (App.tsx) has exactly these (App's test says so);
// whatever serves the host answers them with 200 and any other address with
// the same page and the status 404 (scripts/stack/staticServer.ts, and the
// @route location of deploy/nginx/sites/host.conf.template, whose test reads
// this list): the Node servers import the one definition (through tsx).
export const pagePaths: readonly string[] = ['/', '/checkout', '/payment', '/thanks', '/terms', '/privacy'];

/**
 * Whether a path under the base path ('/checkout', '/checkout/', '' for the base itself) is a page of the app:
 * in any case, as the router matches it ('/Checkout' shows the checkout).
 */
export const isPagePath = (path: string): boolean => pagePaths.includes(path.replace(/\/+$/, '').toLowerCase() || '/');
