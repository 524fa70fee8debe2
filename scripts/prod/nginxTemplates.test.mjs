/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { deployDir } from './nginxConfig.ts';
import { pagePaths } from '../../host/src/app/pagePaths.ts';

/** Every configuration file of deploy/nginx, as text without its comments, by its path under deploy/nginx. */
function configFiles(dir = deployDir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return configFiles(file);
    const text = readFileSync(file, 'utf8').replace(/#.*$/gm, '');
    return [[path.relative(deployDir, file), text]];
  });
}

/**
 * The directives that write into an answer's headers: add_header, a return with a redirect's status (its
 * address is the Location), and a rewrite that redirects. A decoded path ($uri, $document_uri, or a capture of a
 * regex matched against them: a location's own regex, an `if ($uri ~ ...)`, any rewrite's pattern) holds
 * whatever an address decodes to, a line break (%0D%0A) included: written into a header it ends the header block.
 */
function decodedPathsInHeaders(text) {
  const findings = [];
  // Each `if` or `location` with the variable its regex is matched against; captures of a raw variable are safe.
  const blocks = [];
  let depth = 0;
  for (const statement of text.split(/(?<=[;{}])/)) {
    const line = statement.trim();
    if (line.endsWith('{')) {
      const matchedOn = /^if\s*\(\s*(\$\w+)\s*!?~/.exec(line)?.[1] ?? (/^location\s+~/.test(line) ? '$uri' : null);
      blocks.push({ depth: depth++, matchedOn });
    } else if (line.endsWith('}')) {
      depth -= 1;
      blocks.pop();
    }
    const writes =
      /^add_header\s/.test(line) ||
      /^return\s+30[1278]\s/.test(line) ||
      /^rewrite\s.*\s(redirect|permanent)\s*;$/.test(line) ||
      /^rewrite\s+\S+\s+https?:/.test(line);
    if (!writes) continue;
    const innermostRegex = [...blocks].reverse().find((block) => block.matchedOn)?.matchedOn;
    const capturesDecoded = /\$[1-9]/.test(line) && (/^rewrite\s/.test(line) || innermostRegex === '$uri' || innermostRegex === '$document_uri');
    if (/\$(uri|document_uri)\b/.test(line) || capturesDecoded) findings.push(line);
  }
  return findings;
}

describe('deploy/nginx', () => {
  it('never writes a decoded path into a header (response splitting)', () => {
    const findings = configFiles().flatMap(([file, text]) => decodedPathsInHeaders(text).map((line) => `${file}: ${line}`));
    expect(findings).toEqual([]);
  });

  it('the check finds each way of writing a decoded path into a header', () => {
    expect(
      decodedPathsInHeaders(`
        location @route { if ($uri ~ "^(/a/.*[^/])/+$") { return 301 $1$is_args$args; } }
        location ~ ^/b/(.*)/$ { return 302 /b/$1; }
        location /c { add_header X-Path $uri; return 301 https://example.org$document_uri; }
        location /d { rewrite ^/d/(.*)$ /e/$1 permanent; }
        location /f { if ($request_uri ~ "^(/f/[^?]*[^/?])/+(\\?|$)") { return 301 $1$is_args$args; } }
        location /g { rewrite ^/g/(.*)$ /h/$1 break; return 302 /suscripciones/$is_args$args; }
      `),
    ).toEqual([
      'return 301 $1$is_args$args;',
      'return 302 /b/$1;',
      'add_header X-Path $uri;',
      'return 301 https://example.org$document_uri;',
      'rewrite ^/d/(.*)$ /e/$1 permanent;',
    ]);
  });

  it('answers the app’s page on exactly the routes of the app (the others get it with a 404)', () => {
    const host = readFileSync(path.join(deployDir, 'sites/host.conf.template'), 'utf8');
    const [, alternatives = ''] = /if \(\$uri ~\* "\^\/suscripciones\/\(([a-z|]+)\)\$"\) \{\s*rewrite \^ \/suscripciones\/_page last;/.exec(host) ?? [];
    // The landing (/) has a location of its own.
    expect(['/', ...alternatives.split('|').map((name) => `/${name}`)].sort()).toEqual([...pagePaths].sort());
  });
});
