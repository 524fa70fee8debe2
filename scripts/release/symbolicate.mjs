// `npm run symbolicate -- --site <dir> --file event.json`: a reported client error's stack as the source lines of the
// version that threw it, read from the source maps the release kept (the served files name no map: the build uses
// `hidden-source-map`, docs/operations/deploying.md#versions-and-changelogs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor, sourceContentFor } from '@jridgewell/trace-mapping';
import { repoRoot } from '../lib/repoRoot.mjs';

const usage = `Usage: npm run symbolicate -- <maps> [--file <stack.txt | event.json>]   (or the stack on stdin)

<maps>, one of:
  --maps <dir>                           a folder of source maps (as dist/ holds them)
  --site <site.json|dir> --app <app> --version <v>
                                         the site's maps/<app>/<v>, where the release keeps each version's maps
  --site <site.json|dir>                 with a client_error event: the app and remote (and their versions) it names
  --dist <app>/dist                      a local build

The input is a JavaScript stack trace (Chrome, Firefox or Safari) or a client_error event as call 7 sends it (a JSON
object, or an array of them). Each frame with a map prints as source:line:column (name), the source's path relative
to the repository, with its line of code; a frame whose file has no map prints unchanged.`;

class UsageError extends Error {}

/** A path as given on the command line: `npm run` starts the script in the repository's root, not where it was typed. */
const given = (file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** Every `.map` file under a folder, by the path of the file it maps (relative to the folder, with `/`). */
function mapsIn(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.map') && statSync(path.join(dir, name)).isFile())
    .map((name) => ({ generated: name.slice(0, -'.map'.length), file: path.join(dir, name) }));
}

/** A folder of maps: one version of one app (`app` and `version` when known: they break ties between folders). */
function mapFolder(dir, { app = null, version = null } = {}) {
  return { dir, app, version, maps: mapsIn(dir), traces: new Map() };
}

/**
 * Where a site keeps its maps: `--site` names its site.json (docs/operations/releasing.md), whose `maps` is relative
 * to it, or the site's folder, whose maps are in `maps/`.
 */
function mapsRootOf(site) {
  const named = given(site);
  if (existsSync(named) && statSync(named).isFile()) {
    const { maps } = JSON.parse(readFileSync(named, 'utf8'));
    if (typeof maps !== 'string') throw new UsageError(`${named} names no maps folder`);
    return path.resolve(path.dirname(named), maps);
  }
  return path.join(named, 'maps');
}

/** The folders the options name; an event's app and remote (with their versions) when only --site is given. */
function foldersFor(options, event) {
  if (options.maps ?? options.dist) {
    const dir = given(options.maps ?? options.dist);
    if (!existsSync(dir)) throw new UsageError(`no such folder: ${dir}`);
    return [mapFolder(dir, { app: options.app ?? null, version: options.version ?? null })];
  }
  if (!options.site) throw new UsageError('say where the maps are: --maps, --site or --dist');
  const wanted = [];
  if (options.app && options.version) wanted.push([options.app, options.version]);
  if (event) {
    if (typeof event.app === 'string' && typeof event.app_version === 'string') wanted.push([event.app, event.app_version]);
    if (typeof event.remote === 'string' && typeof event.remote_version === 'string') wanted.push([event.remote, event.remote_version]);
  }
  if (wanted.length === 0) throw new UsageError('--site needs --app and --version, or a client_error event that names its app and app_version');
  const folders = [];
  const mapsRoot = mapsRootOf(options.site);
  for (const [app, version] of wanted) {
    // `remote-landing` and `landing` name the same app: the release keeps maps under the federation name.
    const dir = [app, app.replace(/^remote-/, '')].map((name) => path.join(mapsRoot, name, version)).find((candidate) => existsSync(candidate));
    if (!dir) {
      console.error(`symbolicate: no maps for ${app} ${version} (${path.join(mapsRoot, app, version)})`);
      continue;
    }
    if (!folders.some((folder) => folder.dir === dir)) folders.push(mapFolder(dir, { app: app.replace(/^remote-/, ''), version }));
  }
  if (folders.length === 0) throw new UsageError('none of the maps folders named exists');
  return folders;
}

/**
 * One line of a stack: V8's `    at name (url:line:column)` and `    at url:line:column`, or Firefox's and Safari's
 * `name@url:line:column`. Null for any other line (the message, native frames, eval frames).
 */
function parseFrame(line) {
  const v8 = /^(\s*)at (?:(.*?) \()?(\S+?):(\d+):(\d+)(\)?)\s*$/.exec(line);
  if (v8 && Boolean(v8[2] !== undefined) === Boolean(v8[6])) return { url: v8[3], line: Number(v8[4]), column: Number(v8[5]), name: v8[2] ?? null };
  const gecko = /^\s*(.*)@(\S+):(\d+):(\d+)\s*$/.exec(line);
  if (gecko) return { url: gecko[2], line: Number(gecko[3]), column: Number(gecko[4]), name: gecko[1] || null };
  return null;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a segment of a reported address names a file segment. A report's scrubbing replaced runs of 6 digits or
 * more with `[number]` (a content hash can hold one) and other long values with `[token]`: they match what they hid.
 */
function segmentMatches(reported, file) {
  if (reported === file) return true;
  if (!/\[(number|token)\]/.test(reported)) return false;
  const pattern = escapeRegExp(reported)
    .replace(/\\\[number\\\]/g, '\\+?\\d(?:[ .-]?\\d){5,}')
    .replace(/\\\[token\\\]/g, '[\\w.-]+');
  return new RegExp(`^${pattern}$`).test(file);
}

/** The path segments of a frame's address (absolute, a path, or a bare file name), without its query or hash. */
function segmentsOf(url) {
  let pathname = url.replace(/[?#].*$/, '');
  const scheme = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(pathname);
  if (scheme) pathname = pathname.slice(scheme[0].length);
  return pathname.split('/').filter(Boolean);
}

/** Whether one score beats another, compared entry by entry. */
function outranks(score, other) {
  const index = score.findIndex((value, at) => value !== other[at]);
  return index >= 0 && (score[index] ?? 0) > (other[index] ?? 0);
}

/**
 * The map of the file a frame's address names: the map whose file's path is the address's longest tail, a folder
 * whose app or version the address names first, then the first folder (the app's before the remote's).
 */
function mapFor(url, folders) {
  const segments = segmentsOf(url);
  let best = null;
  for (const [order, folder] of folders.entries()) {
    const hinted = segments.includes(folder.version ?? '\0') || segments.includes(folder.app ?? '\0') ? 1 : 0;
    for (const map of folder.maps) {
      const fileSegments = map.generated.split('/');
      if (fileSegments.length > segments.length) continue;
      const tail = segments.slice(-fileSegments.length);
      if (!tail.every((segment, index) => segmentMatches(segment, fileSegments[index] ?? ''))) continue;
      const score = [fileSegments.length, hinted, -order];
      if (!best || outranks(score, best.score)) best = { folder, map, score };
    }
  }
  if (!best) return null;
  const { folder, map } = best;
  if (!folder.traces.has(map.file)) folder.traces.set(map.file, new TraceMap(readFileSync(map.file, 'utf8')));
  return folder.traces.get(map.file);
}

/**
 * A map's source as a path relative to the repository. The apps' builds name sources
 * `webpack://suscripciones_<app>/<path from the app's folder>` (the host's folder is host/, a remote's remote-<app>/);
 * other builds' paths are taken from the repository's root. The bundler's own runtime keeps its name.
 */
function repoPath(source) {
  const webpack = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source);
  const namespace = webpack?.[1] ?? '';
  let rest = (webpack?.[2] ?? source).replace(/\?.*$/, '').replace(/^css /, '');
  if (rest.startsWith('file://')) rest = new URL(rest).pathname;
  if (!rest.startsWith('./') && !rest.startsWith('../') && !path.isAbsolute(rest)) return rest;
  const app = /^suscripciones_(\w+)$/.exec(namespace)?.[1];
  const appDir = app === undefined ? repoRoot : path.join(repoRoot, app === 'host' ? 'host' : `remote-${app}`);
  const absolute = path.resolve(existsSync(appDir) ? appDir : repoRoot, rest);
  const relative = path.relative(repoRoot, absolute);
  return relative.startsWith('..') ? absolute : relative.split(path.sep).join('/');
}

/** Where a frame was in the source, and its line of code; null when its file has no map or the map no position there. */
function originalOf(frame, folders) {
  const trace = mapFor(frame.url, folders);
  if (!trace) return null;
  const position = originalPositionFor(trace, { line: frame.line, column: Math.max(0, frame.column - 1) });
  if (position.source === null) return null;
  const index = trace.resolvedSources.indexOf(position.source);
  const sourceLine = sourceContentFor(trace, position.source)?.split(/\r?\n/)[position.line - 1] ?? '';
  const code = sourceLine.trim();
  // In a caller's frame the position is the call: the function it called, as the source names it there.
  const called = /^(?:new\s+)?([\w$]+(?:\??\.[\w$]+)*)\s*(?:\?\.)?\(/.exec(sourceLine.slice(position.column))?.[1];
  return {
    file: repoPath(index >= 0 ? (trace.sources[index] ?? position.source) : position.source),
    line: position.line,
    column: position.column + 1,
    called: called ?? position.name,
    code: code.length > 160 ? `${code.slice(0, 159)}…` : code,
  };
}

/**
 * A stack's lines, each frame that maps as `    file:line:column (name)` and its code. A frame's function is named
 * as its caller's call names it (the minifier's map names few functions); else as the stack names it.
 */
function symbolicateStack(stack, folders) {
  const lines = stack.split(/\r?\n/);
  const frames = lines.map((line) => {
    const frame = parseFrame(line);
    // A native or eval frame (`at Array.map (<anonymous>)`) is a frame too, with no position: a caller of none of ours.
    return frame ? { frame, original: originalOf(frame, folders) } : /^\s*at\s/.test(line) ? { frame: null, original: null } : null;
  });
  const output = [];
  lines.forEach((line, index) => {
    const entry = frames[index];
    if (!entry?.original) {
      output.push(line);
      return;
    }
    const caller = frames.slice(index + 1).find(Boolean);
    const name = caller?.original?.called ?? entry.frame?.name ?? '<anonymous>';
    const { file, line: sourceLine, column, code } = entry.original;
    output.push(`    ${file}:${sourceLine}:${column} (${name})`);
    if (code) output.push(`        ${code}`);
  });
  return output.join('\n');
}

/** A client_error event: what happened, where (an uncaught error's own source, line and column), and its stack. */
function symbolicateEvent(event, options) {
  const folders = foldersFor(options, event);
  const versions = [
    typeof event.app === 'string' ? `app ${event.app} ${String(event.app_version ?? '?')}` : null,
    typeof event.remote === 'string' ? `remote ${event.remote} ${String(event.remote_version ?? '?')}` : null,
  ].filter(Boolean);
  const output = [`${String(event.kind ?? 'client_error')}${versions.length > 0 ? ` (${versions.join(', ')})` : ''}`];
  if (typeof event.message === 'string') output.push(`${typeof event.error_name === 'string' ? `${event.error_name}: ` : ''}${event.message}`);
  if (typeof event.source === 'string' && typeof event.line === 'number' && typeof event.column === 'number') {
    const where = { url: event.source, line: event.line, column: event.column, name: null };
    const original = originalOf(where, folders);
    output.push(original ? `  where: ${original.file}:${original.line}:${original.column}` : `  where: ${event.source}:${event.line}:${event.column}`);
    if (original?.code) output.push(`        ${original.code}`);
  }
  output.push(typeof event.stack === 'string' && event.stack.length > 0 ? symbolicateStack(event.stack, folders) : '  (no stack)');
  return output.join('\n');
}

function readInput(file) {
  if (file) return readFileSync(given(file), 'utf8');
  if (process.stdin.isTTY) throw new UsageError('give the stack on stdin or with --file');
  return readFileSync(0, 'utf8');
}

/** The input as client_error events, or null when it is a plain stack. */
function eventsIn(text) {
  if (!/^\s*[{[]/.test(text)) return null;
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const events = (Array.isArray(parsed) ? parsed : [parsed]).filter(
    (event) => typeof event === 'object' && event !== null && (event.event_type === undefined || event.event_type === 'client_error'),
  );
  if (events.length === 0) throw new UsageError('the JSON holds no client_error event');
  return events;
}

function main(argv) {
  const { values: options } = parseArgs({
    args: argv,
    options: {
      maps: { type: 'string' },
      site: { type: 'string' },
      app: { type: 'string' },
      version: { type: 'string' },
      dist: { type: 'string' },
      file: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (options.help) {
    console.log(usage);
    return;
  }
  const text = readInput(options.file);
  if (text.trim() === '') throw new UsageError('the input is empty');
  const events = eventsIn(text);
  if (!events) {
    console.log(symbolicateStack(text.trimEnd(), foldersFor(options, null)));
    return;
  }
  // Each event on its own: one whose version's maps were not kept does not stop the others.
  const printed = events.map((event) => {
    try {
      return symbolicateEvent(event, options);
    } catch (error) {
      if (events.length === 1 || !(error instanceof UsageError)) throw error;
      process.exitCode = 2;
      return `symbolicate: ${error.message}`;
    }
  });
  console.log(printed.join('\n\n'));
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError) && !(error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) throw error;
  console.error(`symbolicate: ${error.message}\n\n${usage}`);
  process.exitCode = 2;
}
