// The code the page loads from elsewhere: Stripe.js and each remote's
// federation manifest and the entry script it names.
import { readManifest, remoteEntryOf, type RemoteManifest } from '@suscripciones/kit/federation';
import type { Answer } from './probe';
import { messageOf, successOf, type Target } from './reach';
import { row, type Row } from './table';

/** The JavaScript MIME types' essences (WHATWG MIME Sniffing): a script of another type is refused under nosniff. */
const javascriptTypes = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Whether a Content-Type names JavaScript (its essence, parameters aside). */
export const isJavaScriptType = (contentType: string | null): boolean =>
  contentType !== null && javascriptTypes.has(contentType.split(';')[0]?.trim().toLowerCase() ?? '');

/** A script's address answers JavaScript: a success, typed as JavaScript, not empty. */
export function scriptRow(target: Target, answer: Answer, request: string): Row {
  const success = successOf(target, answer, request);
  if ('row' in success) return success.row;
  const type = success.answer.headers.get('content-type');
  if (!isJavaScriptType(type)) {
    return row(
      target.service,
      target.check,
      'fail',
      `answered ${type ?? 'no Content-Type'}, not JavaScript`,
      `${request} must be served as JavaScript (text/javascript): browsers refuse a script of another type, and an HTML page means ${target.setting} is wrong.`,
    );
  }
  if (success.answer.body.trim() === '') {
    return row(target.service, target.check, 'fail', 'an empty script', `${request} must answer the script itself: check ${target.setting}.`);
  }
  return row(target.service, target.check, 'pass', `JavaScript, ${(Buffer.byteLength(success.answer.body) / 1024).toFixed(1)} KB`);
}

/**
 * The entry a remote's manifest names, read as the host reads it (the kit's one reader of a manifest,
 * kit/src/federation/manifest.ts), or the failing row: no success, no JSON, no federation manifest, or the
 * manifest of another remote (the host registers the remote under the name the config gives it).
 */
export function manifestEntry(remote: string, target: Target, answer: Answer): { entry: string } | { row: Row } {
  const request = `GET ${answer.url}`;
  const success = successOf(target, answer, request);
  if ('row' in success) return success;
  const fail = (result: string, fix: string) => ({ row: row(target.service, target.check, 'fail', result, fix) });
  const built = `the address of the ${remote} remote's mf-manifest.json, as its build writes it (remote-${remote}/dist/mf-manifest.json)`;
  let manifest: unknown;
  try {
    manifest = JSON.parse(success.answer.body);
  } catch {
    return fail('not JSON', `${target.setting} must be ${built}.`);
  }
  let read: RemoteManifest;
  try {
    read = readManifest(manifest, answer.url);
  } catch (error) {
    return fail(`not a federation manifest: ${messageOf(error)}`, `${target.setting} must be ${built}.`);
  }
  if (read.name !== remote) {
    return fail(`the manifest of "${read.name}", not of ${remote}`, `${target.setting} must be ${built}: the host would load the wrong remote.`);
  }
  try {
    return { entry: remoteEntryOf(manifest, answer.url).entry };
  } catch (error) {
    return fail(`names no usable entry: ${messageOf(error)}`, `${target.setting} must be ${built}.`);
  }
}

/** The row of a remote: its manifest's entry (already found) answers JavaScript. */
export function remoteEntryRow(target: Target, entry: string, answer: Answer): Row {
  const entryTarget = { ...target, setting: `the manifest at ${target.setting} (its entry ${entry})` };
  const checked = scriptRow(entryTarget, answer, `GET ${entry}`);
  if (checked.outcome !== 'pass') return { ...checked, result: `entry ${entry}: ${checked.result}` };
  return { ...checked, result: `entry ${entry} answers ${checked.result}` };
}
