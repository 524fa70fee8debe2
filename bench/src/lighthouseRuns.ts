import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags } from '../../scripts/lib/chromium';
import { median } from './median';

export interface LighthouseFigures {
  score: number;
  /** Lighthouse's SEO score (0-100): what a search engine can read of the page. */
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const chromeFlags = ['--headless=new', ...chromiumFlags, '--disable-dev-shm-usage'];

/**
 * Lighthouse's default (mobile) settings, its performance and SEO categories: a phone screen and simulated
 * throttling (slow 4G, 4x CPU). Runs each URL `runs` times; the median of
 * each figure is kept.
 */
export async function lighthouseMedian(url: string, runs: number, chromePath: string): Promise<LighthouseFigures> {
  const samples: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      samples.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    score: median(samples.map((sample) => sample.score)),
    seo: median(samples.map((sample) => sample.seo)),
    lcpMs: median(samples.map((sample) => sample.lcpMs)),
    cls: median(samples.map((sample) => sample.cls)),
    tbtMs: median(samples.map((sample) => sample.tbtMs)),
  };
}
