/**
 * The browser tests run one file per core, each jest worker against its own stack (globalSetup starts one per
 * worker): dev-api's test controls (faults, sessions, the catalogue) stay per stack, so a file never sees another's
 * state. Worker N's ports are the base ports plus (N - 1) × this stride; a test's own extra servers sit within
 * 300 above its host port.
 */
export const workerPortStride = 500;
