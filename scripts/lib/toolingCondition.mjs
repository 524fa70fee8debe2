// The module resolution hook of scripts/lib/tooling.mjs: every import resolved with the `suscripciones-tooling`
// condition too (shared/package.json maps the singleton's name to its contracts under it).
export const toolingCondition = 'suscripciones-tooling';

export function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, toolingCondition] });
}
