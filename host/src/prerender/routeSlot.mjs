// The route slot of the host's prerendered shell: written into the shell at
// build time (renderShell.tsx) and filled with the route's own prerendered page
// by whatever serves the host (scripts/stack/hostPage.mjs, scripts/prod). Plain
// JavaScript so the Node servers import the one definition as it is.
export const routeSlotMarker = '<!--suscripciones:route-->';
