import { earlyRouteLoad, type EarlyRouteLoadOptions } from './earlyRouteLoad';

/**
 * The early route load's settings, written in by the build (host/rspack/earlyRouteLoadScript.mjs, from
 * ./earlyRouteLoadOptions.ts): the host's route table and keys, its base path and its own text chunks.
 */
declare const EARLY_ROUTE_LOAD_OPTIONS: EarlyRouteLoadOptions;

// The script inlined at the top of every page.
earlyRouteLoad(EARLY_ROUTE_LOAD_OPTIONS);
