import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  defaultOffersSnapshotMaxAgeSeconds,
  parseRuntimeConfig,
  setRuntimeConfig,
  languages,
  productTypes,
  type Language,
  type RuntimeConfig,
} from '@suscripciones/shared';
import { getProductsOrThrow } from '../api/offersCall';
import { parsePageSnapshot, snapshotAttribute, snapshotIsFresh, type OffersSnapshot } from '../offers/offersSnapshot';
import { offersFragmentFile } from './offersFragments';

/** The landing's first view in one language with these offers in it (renderFirstView.tsx's renderWithOffers). */
export type RenderWithOffers = (language: Language, snapshot: OffersSnapshot, config: RuntimeConfig) => Promise<string>;

export interface RefreshOptions {
  /** The runtime config the pages are served with (config.json): a file, or its http(s) address. Read on every run. */
  config: string;
  /** The landing deployment's fragments folder, beside the build's own first view. */
  outDir: string;
  render: RenderWithOffers;
  /** The clock (tests set it). */
  now?: () => number;
}

/** Which step of a run failed: reading the config, call 1, or rendering the first view with its answer. */
type FailedStep = 'config' | 'call 1' | 'render';

/** What one run did: wrote fresh files, kept the last ones (a step failed, they are still fresh), or removed them. */
export type RefreshOutcome =
  | { kind: 'written'; takenAt: string; offers: number; changed: boolean }
  | { kind: 'kept'; takenAt: string | null; failed: FailedStep; reason: string }
  | { kind: 'removed'; takenAt: string; failed: FailedStep; reason: string };

async function readConfig(source: string): Promise<RuntimeConfig> {
  const text = /^https?:\/\//.test(source)
    ? await fetch(source, { signal: AbortSignal.timeout(10_000) }).then((answer) => {
        if (!answer.ok) throw new Error(`${source} answered ${answer.status}`);
        return answer.text();
      })
    : await readFile(source, 'utf8');
  return parseRuntimeConfig(JSON.parse(text));
}

const fileOf = (outDir: string, language: Language) => path.join(outDir, offersFragmentFile(language));

/** The snapshot the files written last carry (the first language's), or null when there are none. */
async function writtenSnapshot(outDir: string): Promise<OffersSnapshot | null> {
  const html = await readFile(fileOf(outDir, languages[0]), 'utf8').catch(() => '');
  const json = new RegExp(`<script type="application/json" ${snapshotAttribute}="">([^<]*)</script>`).exec(html)?.[1];
  return parsePageSnapshot(json)?.snapshot ?? null;
}

/**
 * Each file written in full under another name, then renamed over the old
 * one: a server reading it meanwhile gets the old file or the new one,
 * never a part. All languages are rendered before the first is replaced.
 */
async function writeAll(outDir: string, pages: ReadonlyArray<readonly [Language, string]>): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const unique = `${process.pid}.${Math.random().toString(36).slice(2)}`;
  const written = await Promise.all(
    pages.map(async ([language, html]) => {
      const file = fileOf(outDir, language);
      const temporary = `${path.join(outDir, `.${offersFragmentFile(language)}`)}.${unique}.tmp`;
      await writeFile(temporary, html);
      return [temporary, file] as const;
    }),
  );
  for (const [temporary, file] of written) await rename(temporary, file);
}

const message = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * One run of the offers job: call 1 as the landing makes it (the shared
 * client, the page's runtime config), the landing's first view rendered with
 * its answer in every language, and the files replaced. When call 1 (or the
 * config) fails, the last files stay while they are fresh (the config's
 * `offersSnapshotMaxAgeSeconds`) and are removed after: the server then
 * inserts the build's first view, placeholders and all.
 */
export async function refreshOffers({ config: source, outDir, render, now = Date.now }: RefreshOptions): Promise<RefreshOutcome> {
  let config: RuntimeConfig | null = null;
  let step: FailedStep = 'config';
  let failure: string;
  try {
    config = await readConfig(source);
    setRuntimeConfig(config);
    step = 'call 1';
    const offers = await getProductsOrThrow(productTypes.subscription);
    const snapshot: OffersSnapshot = { takenAt: new Date(now()).toISOString(), offers };
    step = 'render';
    const pages = await Promise.all(languages.map(async (language) => [language, await render(language, snapshot, config as RuntimeConfig)] as const));
    const previous = await writtenSnapshot(outDir);
    await writeAll(outDir, pages);
    const changed = JSON.stringify(previous?.offers ?? null) !== JSON.stringify(offers);
    return { kind: 'written', takenAt: snapshot.takenAt, offers: offers.length, changed };
  } catch (error) {
    failure = step === 'config' ? `the config could not be read: ${message(error)}` : `${step} failed: ${message(error)}`;
  }
  const last = await writtenSnapshot(outDir);
  if (!last) return { kind: 'kept', takenAt: null, failed: step, reason: failure };
  const maxAgeSeconds = config?.offersSnapshotMaxAgeSeconds ?? defaultOffersSnapshotMaxAgeSeconds;
  if (snapshotIsFresh(last, now(), maxAgeSeconds)) return { kind: 'kept', takenAt: last.takenAt, failed: step, reason: failure };
  await removeOffers(outDir);
  return { kind: 'removed', takenAt: last.takenAt, failed: step, reason: `${failure}; older than ${maxAgeSeconds} s` };
}

/**
 * How `--once` exits after a run: 0 when it wrote the files; 2 when this version cannot render its first view (a
 * defect of the version, which a release refuses); 1 when the config or call 1 failed (the world, not the version:
 * the next run may write).
 */
export const onceExitCode = (outcome: RefreshOutcome): 0 | 1 | 2 => (outcome.kind === 'written' ? 0 : outcome.failed === 'render' ? 2 : 1);

/** Removes the job's files: the server inserts the build's first view again. */
export async function removeOffers(outDir: string): Promise<void> {
  await Promise.all(languages.map((language) => rm(fileOf(outDir, language), { force: true })));
}

/** One line for the job's log. */
export function describeOutcome(outcome: RefreshOutcome): string {
  if (outcome.kind === 'written') return `wrote ${outcome.offers} offers taken at ${outcome.takenAt}${outcome.changed ? '' : ' (unchanged)'}`;
  if (outcome.kind === 'removed') return `removed the snapshot taken at ${outcome.takenAt}: ${outcome.reason}`;
  return `kept ${outcome.takenAt ? `the snapshot taken at ${outcome.takenAt}` : 'no snapshot (none written yet)'}: ${outcome.reason}`;
}

export interface OffersJob {
  /** Stops after the run under way, if any. */
  stop(): Promise<void>;
}

/**
 * The job: a refresh at once, then one every `intervalSeconds` (from the
 * start of one to the start of the next; a run never overlaps another).
 */
export function startOffersJob(options: RefreshOptions & { intervalSeconds: number; log: (line: string) => void }): OffersJob {
  const { intervalSeconds, log, now = Date.now } = options;
  let stopped = false;
  let wake = () => undefined as void;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });
  // A run that wrote the same offers again is not worth a line of the log: the first one, a change, every failure is.
  let quiet = false;
  const runOnce = () =>
    refreshOffers(options).then(
      (outcome) => {
        if (!(quiet && outcome.kind === 'written' && !outcome.changed)) log(describeOutcome(outcome));
        quiet = outcome.kind === 'written';
      },
      (error: unknown) => {
        quiet = false;
        log(`failed: ${message(error)}`);
      },
    );
  const loop = (async () => {
    while (!stopped) {
      const started = now();
      await runOnce();
      if (!stopped) await pause(Math.max(0, started + intervalSeconds * 1000 - now()));
    }
  })();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake();
      await loop;
    },
  };
}
