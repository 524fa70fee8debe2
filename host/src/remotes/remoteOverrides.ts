import { z } from 'zod/mini';
import { remoteNameSchema, type RemoteName } from '@suscripciones/shared';

import { overrideQueryPrefix } from './overrideKeys';
const overridesSchema = z.partialRecord(remoteNameSchema, z.string());

/** Reads overrides from `?remote.<name>=<manifest url>` and, failing that, from local storage. */
export function readOverrides(search: string, stored: string | null): Partial<Record<RemoteName, string>> {
  const fromQuery: Partial<Record<RemoteName, string>> = {};
  const params = new URLSearchParams(search);
  for (const name of remoteNameSchema.options) {
    const value = params.get(`${overrideQueryPrefix}${name}`);
    if (value) fromQuery[name] = value;
  }
  let fromStorage: Partial<Record<RemoteName, string>> = {};
  try {
    const parsed = overridesSchema.safeParse(stored ? JSON.parse(stored) : {});
    if (parsed.success) fromStorage = parsed.data;
  } catch {
    /* bad JSON: no stored overrides */
  }
  return { ...fromStorage, ...fromQuery };
}

/**
 * The remotes to load: the config's, with QA overrides applied only when
 * they are http(s) manifest addresses on a host the config allows.
 */
export function applyRemoteOverrides(
  remotes: Record<RemoteName, string>,
  overrides: Partial<Record<RemoteName, string>>,
  allowedHosts: readonly string[],
): { remotes: Record<RemoteName, string>; applied: RemoteName[]; refused: RemoteName[] } {
  const result = { ...remotes };
  const applied: RemoteName[] = [];
  const refused: RemoteName[] = [];
  for (const [name, candidate] of Object.entries(overrides) as Array<[RemoteName, string]>) {
    let url: URL | null = null;
    try {
      url = new URL(candidate);
    } catch {
      url = null;
    }
    const allowed =
      url !== null &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !url.username &&
      url.pathname.endsWith('.json') &&
      allowedHosts.includes(url.hostname);
    if (allowed && url) {
      result[name] = url.toString();
      applied.push(name);
    } else {
      refused.push(name);
    }
  }
  return { remotes: result, applied, refused };
}
