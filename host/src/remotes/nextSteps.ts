import { z } from 'zod/mini';
import type { StepRoute } from '@suscripciones/shared';

/**
 * The step each route leads to in the buyer's journey: what the page fetches while the buyer reads it, so that the
 * next step shows at once (docs/performance.md, "Every step as fast as the first").
 */
const nextSteps: Readonly<Record<string, readonly StepRoute[]>> = {
  '/': ['/checkout'],
  '/checkout': ['/payment'],
  '/payment': ['/thanks'],
};

/** The routes the route at `routePath` leads to (none for the host's own pages and the journey's end). */
export function nextStepsOf(routePath: string | null): readonly StepRoute[] {
  return routePath !== null && Object.prototype.hasOwnProperty.call(nextSteps, routePath) ? (nextSteps[routePath] ?? []) : [];
}

/** What the browser says of the connection (the Network Information API, where it has one). */
const connectionSchema = z.object({ saveData: z.optional(z.boolean()), effectiveType: z.optional(z.string()) });

/**
 * Whether the page may fetch what the buyer may not use (the next step while they read, a link pointed at): not when
 * they asked to save data (Save-Data) or the connection is 2g, where every byte costs. A press is no speculation.
 */
export function mayFetchAhead(connection: unknown): boolean {
  const parsed = connectionSchema.safeParse(connection);
  if (!parsed.success) return true;
  const { saveData, effectiveType } = parsed.data;
  return saveData !== true && effectiveType !== '2g' && effectiveType !== 'slow-2g';
}
