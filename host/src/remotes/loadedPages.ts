import type { ComponentType } from 'react';
import type { PageModuleId } from './routeRemotes';

/**
 * The route pages the page already has: a route whose page is here shows it at once, without the spinner (going
 * back to a route, the prerendered landing the page must hydrate at once, the next step loaded while the buyer read).
 */
export const loadedPages = new Map<PageModuleId, ComponentType>();

/** A page loaded before its route renders. */
export function providePage(moduleId: PageModuleId, Page: ComponentType): void {
  loadedPages.set(moduleId, Page);
}
