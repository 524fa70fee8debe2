/** @jest-environment node */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testConfig } from '@suscripciones/kit/testing';
import { seedIds, setupFakeWorld } from '@suscripciones/dev-api/testing';
import { pageSnapshotOf, parsePageSnapshot, type OffersSnapshot } from '../offers/offersSnapshot';
import { describeOutcome, onceExitCode, refreshOffers, removeOffers, startOffersJob, type RenderWithOffers } from './offersRefresh';

/** Call 1 as the job makes it, answered by the fake world: the seed's memberships, a price the service changed, its faults. */
const world = setupFakeWorld();
const porciNews = seedIds.memberships.es;
/** How many offers call 1 answers: the seed's memberships. */
const seedOffers = world.context.catalogue.memberships.length;
const start = Date.parse('2026-05-01T10:00:00.000Z');

/** The page of one language as the real render carries the snapshot: its data element. */
const render: RenderWithOffers = async (language, snapshot) =>
  `<p>${language}</p><script type="application/json" data-offers-snapshot="">${pageSnapshotOf(snapshot).json}</script>`;

let dir: string;
let configFile: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'offers-'));
  configFile = path.join(dir, 'config.json');
  await writeFile(configFile, JSON.stringify(testConfig({ offersSnapshotMaxAgeSeconds: 600 })));
});

afterEach(() => jest.restoreAllMocks());

const out = () => path.join(dir, 'fragments');
const page = (language: string) => readFile(path.join(out(), `landing-offers.${language}.html`), 'utf8');
/** The price of porciNews España in a language's page, as the snapshot the job wrote carries it. */
const porciNewsPrice = async (language: string) =>
  parsePageSnapshot(/<script[^>]*>([^<]*)<\/script>/.exec(await page(language))?.[1])?.snapshot.offers.find((offer) => offer.id === porciNews)?.price;
const refresh = (now = start, renderWith = render) => refreshOffers({ config: configFile, outDir: out(), render: renderWith, now: () => now });

describe('one run of the offers job', () => {
  it('renders call 1 in every language and leaves only whole files, no temporary one', async () => {
    const written = await refresh();
    expect(written).toEqual({ kind: 'written', takenAt: '2026-05-01T10:00:00.000Z', offers: seedOffers, changed: true });
    expect(onceExitCode(written)).toBe(0);
    for (const language of ['es', 'en', 'pt'])
      await expect(page(language)).resolves.toMatch(new RegExp(`^<p>${language}</p><script[^>]*>\\{"takenAt":"2026-05-01T10:00:00.000Z"`));
    expect((await readdir(out())).sort()).toEqual(['landing-offers.en.html', 'landing-offers.es.html', 'landing-offers.pt.html']);
    await expect(refresh(start + 60_000)).resolves.toMatchObject({ kind: 'written', changed: false });
  });

  it('replaces no file when one language fails to render: all are rendered before the first is replaced', async () => {
    await refresh();
    const failing: RenderWithOffers = async (language, snapshot: OffersSnapshot, config) => {
      if (language === 'pt') throw new Error('render failed');
      return render(language, snapshot, config);
    };
    world.context.catalogue.change(porciNews, { price: '130.00' });
    const kept = await refresh(start + 60_000, failing);
    expect(kept).toMatchObject({ kind: 'kept', takenAt: '2026-05-01T10:00:00.000Z', failed: 'render', reason: 'render failed: Error: render failed' });
    await expect(porciNewsPrice('es')).resolves.toBe('120.00');
    // A version that cannot render its first view: `--once` says so apart from a failing world, for a release to refuse it.
    expect(onceExitCode(kept)).toBe(2);
  });

  it('keeps the last files while call 1 fails and they are fresh, and removes them once older than the maximum age', async () => {
    await refresh();
    world.fault('get-products', 'status-500');
    const kept = await refresh(start + 600_000);
    expect(kept).toMatchObject({ kind: 'kept', takenAt: '2026-05-01T10:00:00.000Z', failed: 'call 1', reason: expect.stringMatching(/^call 1 failed: /) });
    expect(onceExitCode(kept)).toBe(1);
    await expect(porciNewsPrice('en')).resolves.toBe('120.00');
    const removed = await refresh(start + 600_001);
    expect(removed).toMatchObject({ kind: 'removed', takenAt: '2026-05-01T10:00:00.000Z' });
    expect(describeOutcome(removed)).toMatch(/^removed the snapshot taken at 2026-05-01T10:00:00.000Z: call 1 failed: .*; older than 600 s$/);
    await expect(readdir(out())).resolves.toEqual([]);
  });

  it('writes nothing from an answer that is not call 1 as the spec shapes it, nor without a config', async () => {
    const dropped = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    world.fault('get-products', 'bad-schema');
    await expect(refresh()).resolves.toMatchObject({ kind: 'kept', takenAt: null });
    expect(dropped).toHaveBeenCalledWith('Dropped an invalid subscription offer', expect.anything());
    await writeFile(configFile, '{"profileApi":');
    const outcome = await refresh();
    expect(outcome).toMatchObject({ kind: 'kept', takenAt: null, failed: 'config', reason: expect.stringMatching(/^the config could not be read: /) });
    expect(onceExitCode(outcome)).toBe(1);
    expect(describeOutcome(outcome)).toMatch(/^kept no snapshot \(none written yet\): /);
    await expect(readdir(out()).catch(() => [])).resolves.toEqual([]);
  });

  it('removes its files on request (a job stopped for good)', async () => {
    await refresh();
    await removeOffers(out());
    await expect(readdir(out())).resolves.toEqual([]);
  });
});

describe('the offers job', () => {
  it('refreshes at once, then every interval, logging the first run and changes only, and stops after the run under way', async () => {
    jest.useFakeTimers({ now: start, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const lines: string[] = [];
      const runs = jest.fn(render);
      // A run reads and writes files (real I/O): wait until the run of `minute` has written them before the clock moves on.
      const written = async (minute: number) => {
        const takenAt = new Date(start + minute * 60_000).toISOString();
        for (let turn = 0; turn < 100_000; turn += 1) {
          if ((await page('pt').catch(() => '')).includes(takenAt)) return;
          await new Promise((resolve) => setImmediate(resolve));
        }
        throw new Error(`no files of ${takenAt}`);
      };
      const job = startOffersJob({ config: configFile, outDir: out(), render: runs, intervalSeconds: 60, log: (line) => lines.push(line) });
      await written(0);
      expect(runs).toHaveBeenCalledTimes(3);
      await jest.advanceTimersByTimeAsync(60_000);
      await written(1);
      expect(runs).toHaveBeenCalledTimes(6);
      world.context.catalogue.change(porciNews, { price: '125.00' });
      await jest.advanceTimersByTimeAsync(60_000);
      await written(2);
      await job.stop();
      expect(runs).toHaveBeenCalledTimes(9);
      expect(lines).toEqual([`wrote ${seedOffers} offers taken at 2026-05-01T10:00:00.000Z`, `wrote ${seedOffers} offers taken at 2026-05-01T10:02:00.000Z`]);
      await jest.advanceTimersByTimeAsync(120_000);
      expect(runs).toHaveBeenCalledTimes(9);
    } finally {
      jest.useRealTimers();
    }
  });
});
