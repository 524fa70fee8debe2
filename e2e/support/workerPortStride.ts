/**
 * The browser tests run one file per core, each worker against its own stack (the `stack` fixture of fixtures.ts
 * starts one per Playwright worker; the engine journeys' jest set-up one per jest worker): dev-api's test controls
 * (faults, sessions, the catalogue) stay per stack, so a file never sees another's state. Worker slot N's ports are
 * the base ports plus N × this stride (N from 0); a test's own extra servers sit within 300 above its host port.
 */
export const workerPortStride = 500;
