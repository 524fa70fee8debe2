import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG levels every screen must meet. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** Scans the page as it is now; returns its violations, each named by the screen. */
export async function scan(page: Page, screen: string): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags([...axeTags]).analyze();
  return results.violations.map((violation) => ({
    screen,
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(1, 3).join(' ') ?? ''}`),
  }));
}
