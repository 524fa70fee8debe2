/**
 * Content-Security-Policy of the served pages: no script at all, styles and
 * images from dev-api only. Forms may post to dev-api and, because browsers
 * apply form-action to the redirect that follows, to the allowed return
 * origins too.
 */
export interface CspOptions {
  /** Origins (besides 'self') a form submission may end up on. */
  readonly formTargets?: readonly string[];
  /** Extra sources for a directive, e.g. { 'frame-src': ['http://localhost:3000'] } for an embed. */
  readonly extra?: Readonly<Record<string, readonly string[]>>;
  /** Who may frame the page; 'none' by default. */
  readonly frameAncestors?: readonly string[];
}

export function buildCsp(options: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'", ...(options.formTargets ?? [])],
    'base-uri': ["'none'"],
    'frame-ancestors': [...(options.frameAncestors ?? ["'none'"])],
  };
  for (const [name, sources] of Object.entries(options.extra ?? {})) {
    const current = directives[name] ?? [];
    directives[name] = [...current.filter((source) => source !== "'none'"), ...sources];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
