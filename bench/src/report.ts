import type { BudgetResult, BenchFigures } from './budgets';
import { formatLatency } from './interactionLatency';

interface Report extends BenchFigures {
  date: string;
  runs: number;
  plain: { buildSeconds: number; landing: BenchFigures['routes'][string]; lighthouse: BenchFigures['lighthouse'][string] };
  federationDetail: {
    federatedBytes: number;
    plainBytes: number;
    federatedChainDepth: number;
    plainChainDepth: number;
    federatedRequests: number;
    plainRequests: number;
  };
  /** The landing in portals' pages: the files of the landing's origin until the list shows (bench/src/embedLoad.ts). */
  embed: Record<string, { jsKb: number; cssKb: number; requests: number; shownMs: number }>;
  budgets: BudgetResult[];
}

const embedNames: Record<string, string> = { element: 'its element (or script tag), the page has no React', reactPortal: 'a React 19 portal sharing React' };

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;

/** The bench report as Markdown tables: routes, federation cost, budgets. */
export function reportMarkdown(report: Report): string {
  const lines: string[] = [];
  const lighthouseRuns =
    Object.keys(report.lighthouse).length > 0 ? `Lighthouse mobile, simulated throttling, median of ${report.runs}` : 'no Lighthouse (--quick)';
  lines.push(`### Bench ${report.date.slice(0, 16).replace('T', ' ')} UTC (${lighthouseRuns})`, '');
  lines.push(
    row([
      'route',
      'score',
      'SEO',
      'LCP',
      'CLS',
      'TBT',
      'JS until ready (gzip)',
      'JS as served (brotli)',
      'CSS until ready (gzip)',
      'requests',
      'chain depth',
      'ready (local)',
    ]),
  );
  lines.push(row(['---', '---', '---', '---', '---', '---', '---', '---', '---', '---', '---', '---']));
  const routeRow = (name: string, figures: Report['routes'][string], measured?: Report['plain']['lighthouse']) => {
    // A --quick run measures no Lighthouse figure.
    const lighthouse = measured && !Number.isNaN(measured.score) ? measured : undefined;
    return row([
      name,
      lighthouse ? lighthouse.score : '–',
      lighthouse ? lighthouse.seo : '–',
      lighthouse ? `${(lighthouse.lcpMs / 1000).toFixed(2)} s` : '–',
      lighthouse ? lighthouse.cls.toFixed(3) : '–',
      lighthouse ? `${Math.round(lighthouse.tbtMs)} ms` : '–',
      `${figures.jsKb} KB`,
      `${figures.jsServedKb} KB`,
      `${figures.cssKb} KB`,
      figures.requests,
      figures.chainDepth,
      `${figures.firstRenderMs} ms`,
    ]);
  };
  for (const [name, figures] of Object.entries(report.routes)) lines.push(routeRow(name, figures, report.lighthouse[name]));
  lines.push(routeRow('landing, plain build', report.plain.landing, report.plain.lighthouse));
  lines.push('');
  if (report.throttled) {
    lines.push(
      `Landing on a throttled phone (150 ms round trip, 1.6 Mbit/s, CPU 4x; median of ${report.runs}): largest paint ${(report.throttled.lcpMs / 1000).toFixed(2)} s, offers visible ${(report.throttled.offersMs / 1000).toFixed(2)} s, Subscribe hydrated ${(report.throttled.subscribeMs / 1000).toFixed(2)} s, CLS ${report.throttled.cls.toFixed(3)}.`,
      '',
    );
  }
  if (report.interactions) {
    const figures = Object.entries(report.interactions).map(
      ([name, figure]) => `${name} ${formatLatency(figure.inpMs)} (shown after ${Math.round(figure.shownMs)} ms)`,
    );
    lines.push(`Interaction to Next Paint on the throttled phone (Event Timing; median of ${report.runs}): ${figures.join('; ')}.`, '');
  }
  lines.push(
    `Federation cost on the landing: ${report.federation.bytesRatio}x the bytes (${Math.round(report.federationDetail.federatedBytes / 1024)} KB vs ${Math.round(report.federationDetail.plainBytes / 1024)} KB) and ${report.federation.extraRoundTrips} extra round trip(s) (chain depth ${report.federationDetail.federatedChainDepth} vs ${report.federationDetail.plainChainDepth}; ${report.federationDetail.federatedRequests} vs ${report.federationDetail.plainRequests} requests). Production build of all four apps: ${report.buildSeconds.toFixed(1)} s.`,
    '',
  );
  lines.push('| library fetched | ' + Object.keys(report.routes).join(' | ') + ' |');
  lines.push(
    '| --- | ' +
      Object.keys(report.routes)
        .map(() => '---')
        .join(' | ') +
      ' |',
  );
  const libraries = [...new Set(Object.values(report.routes).flatMap((figures) => figures.librariesLoaded))].sort();
  for (const library of libraries) {
    lines.push(
      row([
        library,
        ...Object.values(report.routes).map((figures) =>
          figures.librariesBeforeRender.includes(library) ? 'before render' : figures.librariesLoaded.includes(library) ? 'after' : '–',
        ),
      ]),
    );
  }
  lines.push(
    '',
    'The landing in a portal page, what the portal fetches from the landing until the list shows (gzip): ' +
      Object.entries(report.embed)
        .map(
          ([name, figures]) =>
            `${embedNames[name] ?? name}: ${figures.jsKb} KB JS + ${figures.cssKb} KB CSS in ${figures.requests} files, shown at ${figures.shownMs} ms`,
        )
        .join('; ') +
      '.',
  );
  lines.push('', row(['budget', 'limit', 'actual', '']), row(['---', '---', '---', '---']));
  for (const budget of report.budgets) lines.push(row([budget.name, budget.limit, budget.actual, budget.met ? 'met' : '**missed**']));
  return `${lines.join('\n')}\n`;
}
