// The route slot of the host's prerendered shell: written into the shell at
// build time (renderShell.tsx) and filled with the route's own prerendered page
// by whatever serves the host (scripts/stack/hostPage.mjs, scripts/prod): the
// Node servers import the one definition (through tsx).
export const routeSlotMarker = '<!--suscripciones:route-->';
