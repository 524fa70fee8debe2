import type { RemoteName } from '../../shared/src/config/runtimeConfig';
import type { CheckResult } from './history';
import {
  exposesCheck,
  hostEntryOf,
  manifestCheck,
  originCheck,
  parseManifest,
  typesArchiveUrl,
  typesCheck,
  versionCheck,
  type ManifestAnswer,
  type TypesAnswer,
} from './checks';

/** The network side of the checks: what the remote's server and the live host page answer. */
const timeoutMs = 15_000;

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Uint8Array; text: string; headers: Headers }> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    const body = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, body, text: new TextDecoder().decode(body), headers: response.headers };
  } catch (error) {
    return { status: 0, body: new Uint8Array(), text: '', headers: new Headers({ 'x-error': error instanceof Error ? error.message : String(error) }) };
  }
}

/** The remote's published types (`@mf-types.zip`, named by its manifest), fetched as a portal's federation plugin fetches them. */
async function fetchTypes(answer: ManifestAnswer, manifestUrl: string): Promise<TypesAnswer> {
  const url = typesArchiveUrl(answer, manifestUrl);
  if (!url) return { ok: false, reason: `${manifestUrl} names no published types (metaData.types.zip)`, published: false };
  const archive = await get(url);
  if (archive.status !== 200)
    return {
      ok: false,
      reason: `${url} ${archive.status === 0 ? `did not answer (${archive.headers.get('x-error') ?? 'network'})` : `answered ${archive.status}`}`,
    };
  return { ok: true, url, archive: archive.body };
}

export interface Probed {
  answer: ManifestAnswer;
  results: CheckResult[];
}

/**
 * The checks that need no page: the manifest and its entry, the version it was built as, the modules it exposes and
 * the types it publishes for them, and whether the live page's policy lets it in.
 */
export async function probeRemote({
  app,
  manifestUrl,
  version,
  pageUrl,
  pageOrigins,
  releasedBefore = false,
}: {
  app: RemoteName;
  manifestUrl: string;
  /** The version it must say it was built as; null to take what it says. */
  version: string | null;
  /** A version released before (a rollback's target): one from before the remotes published types may have none. */
  releasedBefore?: boolean;
  pageUrl: string;
  pageOrigins: readonly string[];
}): Promise<Probed> {
  const manifestAnswer = await get(manifestUrl);
  const answer =
    manifestAnswer.status === 0
      ? ({ ok: false, reason: `did not answer (${manifestAnswer.headers.get('x-error') ?? 'network'})` } as const)
      : parseManifest(manifestAnswer.status, manifestAnswer.text, manifestUrl);
  const entryUrl = hostEntryOf(answer, manifestUrl);
  const entryAnswer = entryUrl ? await get(entryUrl) : null;
  const results: CheckResult[] = [
    manifestCheck(
      app,
      manifestUrl,
      answer,
      entryUrl && entryAnswer ? { url: entryUrl, status: entryAnswer.status, contentType: entryAnswer.headers.get('content-type') ?? '' } : null,
    ),
  ];
  if (answer.ok) {
    if (version !== null) results.push(versionCheck(answer.manifest, version));
    results.push(exposesCheck(app, answer.manifest));
    results.push(typesCheck(app, await fetchTypes(answer, manifestUrl), { releasedBefore }));
  }
  const page = await get(pageUrl);
  const cors = await Promise.all(
    pageOrigins.map(async (origin) => ({ origin, allowed: (await get(manifestUrl, { Origin: origin })).headers.get('access-control-allow-origin') })),
  );
  results.push(originCheck(manifestUrl, pageUrl, page.headers.get('content-security-policy') ?? '', cors));
  return { answer, results };
}
