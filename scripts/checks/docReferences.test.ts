/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The documentation cites only what exists. Every Markdown file under docs/ and every README.md (not in
 * node_modules or ignored build output) is read, and each citation is checked against the working tree.
 *
 * Paths. A code span that
 * - starts with a top-level folder (`shared/src/cart/cartAtoms.ts`, `remote-landing/src/embed/`, `remote-*`), or
 * - names a root configuration file by its form (`package.json`, `tsconfig.base.json`, `knip.jsonc`, `.prettierignore`,
 *   `.dependency-cruiser.cjs`…; in a package's README the package's own first), or
 * - in a package's README, starts with a folder of that package (`src/app/start.tsx` in host/README.md) or of its
 *   sources (`api/http` in shared/README.md),
 * must name a file or folder that exists. So must each word of a command in a code span that starts with a
 * top-level folder (`node --import tsx dev-api/src/main.ts`). Accepted forms: a trailing `:line` or `:line:column`,
 * an `#anchor`, a module without its extension (`host/src/app/routeEntry`), globs (`*`, `**`: one match at least),
 * `{a,b}` (every alternative), `<name>` placeholders (`host/src/legal/<lang>/…`: any one name there, one match at
 * least), and a browser test named as testing.md names them, `<subject>/<name>` (`deploy/distSecrets` for
 * e2e/tests/deploy/distSecrets.test.ts). A bare source file name (`paymentMachine.ts`) must be the name of some
 * file of the repository.
 *
 * Links. A relative Markdown link or reference definition must point at a file or folder that exists; its `#anchor`
 * is not checked.
 *
 * Names. An identifier tied to a cited source file must be declared by that file (a function, class, variable,
 * type, interface, enum, `export { … }`, or a member: an object key, a class field, a method; `a.b`, as
 * `storageKeys.cart`, needs both). Tied means:
 * - the list right after "`file`:" (`file`: `a`, `b` and `c`), up to the first text that is not a comma, "and" or
 *   "or": prose after a colon names other things too (a query parameter, a function the file calls), so the list
 *   stops there;
 * - the list in parentheses right after a file: "`CheckoutPage.tsx` (`notifyError`)";
 * - a name right before a file: "`cartStorageKey` (`shared/src/cart/cartAtoms.ts`)", "(`parseMoneyAmount`,
 *   `shared/src/money/amount.ts`)", "`logoutAtom` in `shared/src/session/sessionAtoms.ts`".
 * An identifier in a table column headed "where" (docs/rules.md) that no file is tied to must be declared by some
 * source file. Declarations are read as text, whole-line comments left out.
 *
 * Skipped, as they name no one thing in the tree:
 * - elided paths (`shared/…`, `shared/src/...`) and template or hash placeholders (`${kind}`, `[hash]`);
 * - what .gitignore ignores (`host/dist/*`, `remote-landing/dist-node/`, `bench/report.md`, `.tmp/…`): it exists
 *   only after a build or a run;
 * - fenced code blocks (examples of commands and configuration), absolute URLs, `mailto:` and pure `#anchor` links;
 * - other relative paths (`<app>/src/i18n/…`, `session/redirects`, `double/build.mjs` in a table row about
 *   `src/stripe/double`), and a package README's path whose first folder the package does not have: they are
 *   relative to something the sentence names in words;
 * - package names (`@suscripciones/shared/cart/cartAtoms`): the docs cite old ones on purpose;
 * - names tied to a file that is not source (JSON, CSS, Markdown, nginx templates), or to a folder.
 *
 * Code comments. The comments of every source file (TypeScript and JavaScript, configuration files included) and of
 * the nginx configuration (deploy/nginx) cite paths as the docs do, mostly without a code span: each path that starts
 * with a top-level folder (`shared/src/boot/earlyResponses.ts`), and each relative one (`./bundledModules.ts`,
 * `../rspack/appModule.mjs`, from the file's own folder), must name a file or folder that exists, with the forms
 * and the skips above (a browser test as `e2e/tests/<subject>/<name>` too). A comment's names are not tied to its
 * files.
 */
const root = path.resolve(__dirname, '../..');

const topLevelFolders = [
  'shared',
  'kit',
  'host',
  'remote-landing',
  'remote-checkout',
  'remote-payment',
  'dev-api',
  'e2e',
  'scripts',
  'bench',
  'deploy',
  'docs',
  'types',
  '.ci',
];
const topLevelPath = new RegExp(`^(?:\\./)?(?:${topLevelFolders.map(escapeRegExp).join('|')}|remote-\\*)/`);
const rootFile =
  /^(?:package\.json|pnpm-[\w-]+\.yaml|tsconfig(?:\.[\w-]+)?\.json|(?:jest|eslint|prettier|knip)\.config\.[cm]?[jt]s|knip\.jsonc?|\.[\w-]+(?:rc|ignore)(?:\.\w+)?|\.[\w-]+\.[cm]?js)$/;
const bareSourceFile = /^[\w.-]+\.(?:tsx?|mts|cts|mjs|cjs)$/;
const sourceExtensions = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];
const moduleSuffixes = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '/index.ts', '/index.tsx'];
const identifier = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;
/** What may stand between two names of one list. */
const listSeparator = /^\s*(?:,|,?\s+(?:and|or))\s*$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function globToRegExp(glob: string): string {
  return glob
    .split(/(\*\*|\*|\?)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part === '?' ? '[^/]' : escapeRegExp(part)))
    .join('');
}

// --- the tree ------------------------------------------------------------------------------------------------------

const ignoreRules = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
  .map((line) => {
    const pattern = line.replace(/^\//, '').replace(/\/$/, '');
    return { anchored: pattern.includes('/'), regex: new RegExp(`^${globToRegExp(pattern)}$`) };
  });

/** Whether .gitignore ignores a repository path: one of its leading parts matches a pattern. */
function isIgnored(relative: string): boolean {
  const segments = relative.replace(/\/$/, '').split('/');
  return segments.some((segment, index) => {
    const prefix = segments.slice(0, index + 1).join('/');
    return ignoreRules.some((rule) => rule.regex.test(rule.anchored ? prefix : segment));
  });
}

function kindOf(relative: string): 'file' | 'dir' | undefined {
  try {
    return statSync(path.join(root, relative)).isDirectory() ? 'dir' : 'file';
  } catch {
    return undefined;
  }
}

const docs: string[] = [];
const sources: string[] = [];
const nginxFiles: string[] = [];
const fileNames = new Set<string>();

function walk(relativeDir: string): void {
  for (const entry of readdirSync(path.join(root, relativeDir), { withFileTypes: true })) {
    const relative = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
    if (entry.name === 'node_modules' || entry.name === '.git' || isIgnored(relative)) continue;
    if (entry.isDirectory()) {
      walk(relative);
      continue;
    }
    fileNames.add(entry.name);
    if (entry.name === 'README.md' || (relative.startsWith('docs/') && entry.name.endsWith('.md'))) docs.push(relative);
    if (sourceExtensions.some((extension) => entry.name.endsWith(extension))) sources.push(relative);
    if (relative.startsWith('deploy/nginx/')) nginxFiles.push(relative);
  }
}
walk('');

/** Repository paths matching a glob, one path segment at a time. */
function globMatches(base: string, segments: string[]): string[] {
  const [first, ...rest] = segments;
  if (first === undefined) return kindOf(base) ? [base] : [];
  const join = (name: string) => (base === '' ? name : `${base}/${name}`);
  if (!/[*?]/.test(first)) return globMatches(join(first), rest);
  if (kindOf(base) !== 'dir') return [];
  const entries = readdirSync(path.join(root, base)).filter((name) => name !== 'node_modules');
  if (first === '**')
    return [...globMatches(base, rest), ...entries.filter((name) => kindOf(join(name)) === 'dir').flatMap((name) => globMatches(join(name), segments))];
  const regex = new RegExp(`^${globToRegExp(first)}$`);
  return entries.filter((name) => regex.test(name)).flatMap((name) => globMatches(join(name), rest));
}

function expandBraces(text: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(text);
  if (!match) return [text];
  const [before, after] = [text.slice(0, match.index), text.slice(match.index + match[0].length)];
  return (match[1] ?? '').split(',').flatMap((choice) => expandBraces(before + choice + after));
}

type Resolution = { status: 'found'; file?: string } | { status: 'missing' } | { status: 'skipped' };

/** Resolves a cited path from a folder of the repository ('' for the root); `file` when it is one file. */
function resolvePath(cited: string, base: string): Resolution {
  const token = cited
    .replace(/#.*$/, '')
    .replace(/(?::\d+(?:-\d+)?)+$/, '')
    .replace(/^\.\//, '');
  if (/…|\.\.\.|\$\{|\[[^\]]*\]/.test(token)) return { status: 'skipped' };
  const relative = base === '' ? token : `${base}/${token}`;
  if (isIgnored(relative.replace(/<[^>]*>/g, 'x'))) return { status: 'skipped' };
  const wanted = relative.endsWith('/') ? 'dir' : undefined;
  const alternatives = expandBraces(relative.replace(/<[^>]*>/g, '*')).map((alternative) => alternative.replace(/\/$/, ''));
  const [single] = alternatives;
  if (single === undefined || alternatives.length > 1 || /[*?]/.test(single)) {
    const everyOne = alternatives.every((alternative) => globMatches('', alternative.split('/')).length > 0);
    return everyOne ? { status: 'found' } : { status: 'missing' };
  }
  const kind = kindOf(single);
  if (kind && (!wanted || kind === wanted)) return kind === 'file' ? { status: 'found', file: single } : { status: 'found' };
  if (!wanted && !/\.\w+$/.test(path.posix.basename(relative))) {
    const suffix = moduleSuffixes.find((candidate) => kindOf(relative + candidate) === 'file');
    if (suffix) return { status: 'found', file: relative + suffix };
  }
  return { status: 'missing' };
}

// --- declarations --------------------------------------------------------------------------------------------------

const declarationPatterns = [
  /\b(?:function\*?|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/g,
  /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)/g,
  /\bexport\s+\*\s+as\s+([A-Za-z_$][\w$]*)/g,
  // Members: an object key, a class field or a method, first on its line.
  /^\s*(?:(?:public|private|protected|static|readonly|async|get|set|override|declare)\s+)*['"]?([A-Za-z_$][\w$]*)['"]?\??\s*[:(=]/gm,
];
/** Several names at once: destructuring, and export lists. */
const declarationListPatterns = [/\b(?:const|let|var)\s*[{[]([^=]*?)[}\]]\s*=/g, /\bexport\s+(?:type\s+)?\{([^}]*)\}/g];

const declarationCache = new Map<string, Set<string>>();

function declaredIn(relative: string): Set<string> {
  const cached = declarationCache.get(relative);
  if (cached) return cached;
  const text = readFileSync(path.join(root, relative), 'utf8')
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const names = new Set<string>();
  for (const pattern of declarationPatterns) for (const match of text.matchAll(pattern)) if (match[1]) names.add(match[1]);
  for (const pattern of declarationListPatterns)
    for (const match of text.matchAll(pattern)) for (const name of match[1]?.match(/[A-Za-z_$][\w$]*/g) ?? []) names.add(name);
  declarationCache.set(relative, names);
  return names;
}

let everyDeclaration: Set<string> | undefined;
function declaredAnywhere(name: string): boolean {
  everyDeclaration ??= new Set(sources.flatMap((source) => [...declaredIn(source)]));
  return everyDeclaration.has(name);
}

// --- Markdown: segments (a table cell, a paragraph, a list item) and their code spans ------------------------------

interface Segment {
  doc: string;
  text: string;
  /** Offsets in `text` where each of its lines starts; the first is on document line `firstLine`. */
  lineStarts: number[];
  firstLine: number;
  /** The header of the table column a cell is in. */
  column?: string;
  /** The package folder of a package's README ('' for any other document). */
  packageDir: string;
}

interface CodeSpan {
  content: string;
  start: number;
  end: number;
}

const tableDelimiter = /^\s*\|?(?:\s*:?-+:?\s*\|)+(?:\s*:?-+:?\s*)?$/;

function splitCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/);
}

function segmentsOf(doc: string, markdown: string): Segment[] {
  const lines = markdown.split('\n');
  const packageDir = doc.endsWith('/README.md') && !doc.startsWith('docs/') ? path.posix.dirname(doc) : '';
  const segments: Segment[] = [];
  let paragraph: string[] = [];
  let paragraphLine = 0;
  let inFence = false;
  let headers: string[] = [];
  const flush = () => {
    if (paragraph.length === 0) return;
    const lineStarts = paragraph.map((_, index) => paragraph.slice(0, index).reduce((offset, line) => offset + line.length + 1, 0));
    segments.push({ doc, text: paragraph.join('\n'), lineStarts, firstLine: paragraphLine, packageDir });
    paragraph = [];
  };
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    if (/^\s*(```|~~~)/.test(line)) {
      flush();
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    if (/^\s*\|/.test(line)) {
      flush();
      if (tableDelimiter.test(line)) return;
      const cells = splitCells(line);
      if (tableDelimiter.test(lines[index + 1] ?? '')) headers = cells.map((cell) => cell.trim());
      cells.forEach((cell, column) => segments.push({ doc, text: cell, lineStarts: [0], firstLine: lineNumber, column: headers[column], packageDir }));
      return;
    }
    headers = [];
    if (line.trim() === '' || /^\s*(#{1,6}\s|[-*+]\s|\d+[.)]\s|>)/.test(line)) flush();
    if (line.trim() === '') return;
    if (paragraph.length === 0) paragraphLine = lineNumber;
    paragraph.push(line);
  });
  flush();
  return segments;
}

function lineOf(segment: Segment, offset: number): number {
  return segment.firstLine + segment.lineStarts.filter((start) => start <= offset).length - 1;
}

function codeSpansOf(text: string): CodeSpan[] {
  return [...text.matchAll(/(`+)([\s\S]*?[^`])\1(?!`)/g)].map((match) => ({
    content: (match[2] ?? '').replace(/\n/g, ' ').replace(/^ (.*) $/, '$1'),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

// --- the checks ----------------------------------------------------------------------------------------------------

interface Failures {
  paths: string[];
  links: string[];
  names: string[];
}

type Cited = { where: string; span: CodeSpan } & ({ kind: 'path'; file?: string } | { kind: 'name'; name: string });

const e2eSubjects = new Set(kindOf('e2e/tests') === 'dir' ? readdirSync(path.join(root, 'e2e/tests')) : []);

/** A code span as a cited path, or undefined when it is none. */
function pathCitation(content: string, segment: Segment): Resolution | undefined {
  if (/\s/.test(content)) return undefined;
  if (topLevelPath.test(content)) {
    const resolution = resolvePath(content, '');
    const [subject, name, ...more] = content.split('/');
    if (resolution.status === 'missing' && more.length === 0 && subject && name && e2eSubjects.has(subject) && /^\w+$/.test(name))
      return resolvePath(`e2e/tests/${subject}/${name}.test.ts`, '');
    return resolution;
  }
  if (segment.packageDir !== '' && content.includes('/') && !/^[./@]/.test(content) && !content.includes(':')) {
    const first = content.split('/')[0];
    if (kindOf(`${segment.packageDir}/${first}`) === 'dir') return resolvePath(content, segment.packageDir);
    if (kindOf(`${segment.packageDir}/src/${first}`) === 'dir') return resolvePath(content, `${segment.packageDir}/src`);
  }
  if (rootFile.test(content)) {
    const own = segment.packageDir === '' ? undefined : resolvePath(content, segment.packageDir);
    return own?.status === 'found' ? own : resolvePath(content, '');
  }
  if (bareSourceFile.test(content)) return fileNames.has(content) ? { status: 'found' } : { status: 'missing' };
  return undefined;
}

function checkSegment(segment: Segment, failures: Failures): void {
  const spans = codeSpansOf(segment.text);
  const at = (offset: number) => `${segment.doc}:${lineOf(segment, offset)}`;

  // Links, outside code spans.
  const prose = spans.reduce((text, span) => text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end), segment.text);
  const links = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g), ...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)];
  for (const link of links) {
    const target = link[1] ?? '';
    if (target === '' || target.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(target)) continue;
    const relative = path.posix.normalize(path.posix.join(path.posix.dirname(segment.doc), decodeURI(target.replace(/[#?].*$/, ''))));
    if (relative.startsWith('..') || !kindOf(relative)) failures.links.push(`${at(link.index)} links to ${target}: ${relative} does not exist`);
  }

  // Paths; names are kept for the ties below.
  const cited: Cited[] = [];
  for (const span of spans) {
    const where = at(span.start);
    const resolution = pathCitation(span.content, segment);
    if (resolution) {
      if (resolution.status === 'missing') failures.paths.push(`${where} cites ${span.content}, which does not exist`);
      cited.push({ where, span, kind: 'path', file: resolution.status === 'found' ? resolution.file : undefined });
    } else if (identifier.test(span.content)) {
      cited.push({ where, span, kind: 'name', name: span.content.replace(/\(\)$/, '') });
    } else {
      // A command: its words that are repository paths.
      for (const word of span.content.split(/\s+/).map((text) => text.replace(/^['"(]+|['",;)]+$/g, ''))) {
        if (topLevelPath.test(word) && resolvePath(word, '').status === 'missing') failures.paths.push(`${where} cites ${word}, which does not exist`);
      }
    }
  }

  const textBetween = (index: number) => segment.text.slice(cited[index]?.span.end ?? 0, cited[index + 1]?.span.start ?? segment.text.length);
  const tied = new Set<number>();
  const tie = (file: string, index: number) => {
    const citation = cited[index];
    if (citation?.kind !== 'name') return;
    tied.add(index);
    if (!sourceExtensions.some((extension) => file.endsWith(extension))) return;
    if (!citation.name.split('.').every((part) => declaredIn(file).has(part)))
      failures.names.push(`${citation.where} cites \`${citation.name}\` in ${file}, which does not declare it`);
  };
  /** The names listed from `first` on, up to the first text that is no list separator. */
  const tieList = (file: string, first: number) => {
    for (let index = first; cited[index]?.kind === 'name'; index += 1) {
      tie(file, index);
      if (!listSeparator.test(textBetween(index))) break;
    }
  };
  cited.forEach((citation, index) => {
    if (citation.kind !== 'path' || !citation.file) return;
    // "`file`: `a`, `b` and `c`" and "`file` (`a`, `b`)".
    if (index + 1 < cited.length && /^\s*[:(]\s*$/.test(textBetween(index))) tieList(citation.file, index + 1);
    // "`a` (`file`)", "(`a`, `file`)" and "`a` in `file`".
    const name = cited[index - 1];
    if (!name) return;
    const [before, between, after] = [segment.text.slice(0, name.span.start), textBetween(index - 1), segment.text.slice(citation.span.end)];
    const inParentheses = /^\s*\)/.test(after) && (/^\s*\(\s*$/.test(between) || (/\(\s*$/.test(before) && /^\s*,\s*$/.test(between)));
    if (inParentheses || /^\s+in\s+$/.test(between)) tie(citation.file, index - 1);
  });

  // In a "where" column, a name tied to no file: some source file declares it.
  if (segment.column !== undefined && /^where\b/i.test(segment.column)) {
    cited.forEach((citation, index) => {
      if (citation.kind === 'name' && !tied.has(index) && !citation.name.split('.').every(declaredAnywhere))
        failures.names.push(`${citation.where} cites \`${citation.name}\`, which no source file declares`);
    });
  }
}

function checkDocuments(documents: { doc: string; markdown: string }[]): Failures {
  const failures: Failures = { paths: [], links: [], names: [] };
  for (const { doc, markdown } of documents) for (const segment of segmentsOf(doc, markdown)) checkSegment(segment, failures);
  return failures;
}

// --- code comments ---------------------------------------------------------------------------------------------------

/** The comments of a TypeScript or JavaScript file, each with the line it starts on: the trivia before every token. */
function commentsOf(text: string, file: string): { text: string; line: number }[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node) => {
    for (const range of [...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []), ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? [])])
      ranges.set(range.pos, range);
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...ranges.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((range) => ({ text: text.slice(range.pos, range.end), line: source.getLineAndCharacterOfPosition(range.pos).line + 1 }));
}

/** The comments of an nginx file (`# …` to the end of its line). */
const hashCommentsOf = (text: string): { text: string; line: number }[] =>
  text.split('\n').flatMap((content, index) => {
    const at = content.indexOf('#');
    return at >= 0 && !/^\s*[^#\s].*\$\{?\w*#/.test(content) ? [{ text: content.slice(at), line: index + 1 }] : [];
  });

const commentPath = new RegExp(`(?<![\\w.@/$-])((?:\\.{1,2}/|(?:${topLevelFolders.map(escapeRegExp).join('|')}|remote-\\*)/)[\\w./*{},<>-]*[\\w/*}>])`, 'g');

/** Each path a comment cites that names nothing in the tree, as `file:line cites path`. */
function stalePathsInComments(file: string, comments: { text: string; line: number }[]): string[] {
  const stale: string[] = [];
  for (const comment of comments) {
    for (const match of comment.text.matchAll(commentPath)) {
      const cited = (match[1] ?? '').replace(/[.,:;]+$/, '');
      if (/\/\/|^\.{1,2}\/?$/.test(cited) || cited.includes('://')) continue;
      const relative = /^\.{1,2}\//.test(cited) ? path.posix.normalize(path.posix.join(path.posix.dirname(file), cited)) : cited;
      if (relative.startsWith('..')) continue;
      const line = comment.line + (comment.text.slice(0, match.index).match(/\n/g) ?? []).length;
      const [subject, name, ...more] = relative.replace(/^e2e\/tests\//, '').split('/');
      const asTest = more.length === 0 && subject && name && e2eSubjects.has(subject) ? resolvePath(`e2e/tests/${subject}/${name}.test.ts`, '') : undefined;
      if (resolvePath(relative, '').status === 'missing' && asTest?.status !== 'found') stale.push(`${file}:${line} cites ${cited}, which does not exist`);
    }
  }
  return stale;
}

describe('the documentation check', () => {
  it('finds stale paths, links and names, and passes what exists', () => {
    const self = 'scripts/checks/docReferences.test.ts';
    const markdown = [
      'Cited: `scripts/checks/`, `scripts/checks/docReferences.test.ts:12`, `scripts/checks/*.test.ts`, `scripts/**/docReferences.test.ts`,',
      '`scripts/{checks,jest}/`, `docs/<file>.md`, `host/dist/index.html` (built), `shared/src/...`, `package.json`, `docReferences.test.ts`,',
      '[checks](../scripts/checks/) and [rules](rules.md#glossary). Stale: `scripts/checks/gone.ts`, `scripts/checks/{docReferences,gone}.test.ts`,',
      '`goneFile.ts`, [gone](operations/gone.md#top), `node scripts/gone.mjs --flag`.',
      '',
      '```sh',
      'node scripts/inFence.mjs `scripts/inFence.mjs`',
      '```',
      '',
      `\`${self}\`: \`checkDocuments\`, \`resolvePath\` and \`staleReader\`; a \`globalName\` beside it.`,
      '',
      '| id | where |',
      '| -- | ----- |',
      `| a  | \`staleReader\` (\`${self}\`); \`checkDocuments\` (\`${self}\`) |`,
      `| b  | \`readConfirmation\`; shown by \`${self}\` (\`topLevelPath\`, \`staleReader\`) |`,
      '| c  | `declaredIn`, `everyDeclaration` |',
      '',
      `See \`staleReader\` in \`${self}\`, (\`staleReader\`, \`${self}\`) and (\`resolvePath\`, \`${self}\`); \`resolvePath\` in \`${self}\`.`,
    ].join('\n');
    expect(checkDocuments([{ doc: 'docs/example.md', markdown }])).toEqual({
      paths: [
        'docs/example.md:3 cites scripts/checks/gone.ts, which does not exist',
        'docs/example.md:3 cites scripts/checks/{docReferences,gone}.test.ts, which does not exist',
        'docs/example.md:4 cites goneFile.ts, which does not exist',
        'docs/example.md:4 cites scripts/gone.mjs, which does not exist',
      ],
      links: ['docs/example.md:4 links to operations/gone.md#top: docs/operations/gone.md does not exist'],
      names: [
        `docs/example.md:10 cites \`staleReader\` in ${self}, which does not declare it`,
        `docs/example.md:14 cites \`staleReader\` in ${self}, which does not declare it`,
        `docs/example.md:15 cites \`staleReader\` in ${self}, which does not declare it`,
        'docs/example.md:15 cites `readConfirmation`, which no source file declares',
        `docs/example.md:18 cites \`staleReader\` in ${self}, which does not declare it`,
        `docs/example.md:18 cites \`staleReader\` in ${self}, which does not declare it`,
      ],
    });
  });
});

describe('the documentation', () => {
  const failures = checkDocuments(docs.map((doc) => ({ doc, markdown: readFileSync(path.join(root, doc), 'utf8') })));

  it('is every README.md and every Markdown file under docs/', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'docs/rules.md', 'docs/decisions/README.md', 'shared/README.md']));
  });

  it('cites only files and folders that exist', () => {
    expect(failures.paths.join('\n')).toBe('');
  });

  it('links only to files and folders that exist', () => {
    expect(failures.links.join('\n')).toBe('');
  });

  it('cites only names that the cited file declares (or, in a "where" column, some source file)', () => {
    expect(failures.names.join('\n')).toBe('');
  });
});

describe('the code comments', () => {
  it('are read as comments: a path in a string or a comment-like text in one is none', () => {
    const text = [
      '// Cites scripts/checks/docReferences.test.ts and ./bundledModules.ts, and scripts/checks/gone.ts.',
      "const url = 'https://example.test/scripts/checks/gone.ts'; // scripts/checks/",
      '/* ../checks/gone.mjs',
      '   on a second line: host/src/gone/ */',
      "const text = '// scripts/checks/gone.ts';",
    ].join('\n');
    expect(stalePathsInComments('scripts/checks/example.ts', commentsOf(text, 'example.ts'))).toEqual([
      'scripts/checks/example.ts:1 cites scripts/checks/gone.ts, which does not exist',
      'scripts/checks/example.ts:3 cites ../checks/gone.mjs, which does not exist',
      'scripts/checks/example.ts:4 cites host/src/gone/, which does not exist',
    ]);
  });

  it('cite only files and folders that exist', () => {
    const stale = [
      ...sources.flatMap((file) => stalePathsInComments(file, commentsOf(readFileSync(path.join(root, file), 'utf8'), file))),
      ...nginxFiles.flatMap((file) => stalePathsInComments(file, hashCommentsOf(readFileSync(path.join(root, file), 'utf8')))),
    ];
    expect(stale.join('\n')).toBe('');
  });
});
