// The landing's offers job (remote-landing/dist-node/offers-job.cjs, built
// with the landing) as the local stacks run it: its own process beside the
// servers, as production runs it (docs/operations/offers-snapshot.md),
// writing into a folder of this stack's own, which the stack's landing
// server serves as its fragments/landing-offers.<lang>.html. Every
// OFFERS_REFRESH_SECONDS (60 by default; the test stacks set a few).
import { spawn } from 'node:child_process';
import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { offersFragmentFile } from '../../remote-landing/src/prerender/offersFragments.ts';
import { repoRoot } from '../lib/repoRoot.mjs';
import { fragmentLanguages } from './hostPage.mjs';

const offersJobScript = path.join(repoRoot, 'remote-landing/dist-node/offers-job.cjs');

/** The job's files in `outDir`, by their path under the landing's address (`fragments/landing-offers.es.html`). */
export const offersFiles = (outDir) =>
  Object.fromEntries(fragmentLanguages.map((language) => [`fragments/${offersFragmentFile(language)}`, path.join(outDir, offersFragmentFile(language))]));

/**
 * Starts the job and waits (at most `firstWriteMs`) for its first files, so
 * a stack that says it is up serves the offers in its HTML. Returns its
 * stop, which removes its files too: the pages then have the build's
 * first view again, as when a job stops for good and its files grow old.
 */
export async function startOffersJob({ configPath, outDir, env = process.env, log = console.log, firstWriteMs = 10_000 }) {
  if (
    !(await access(offersJobScript).then(
      () => true,
      () => false,
    ))
  ) {
    log(`No offers job (${path.relative(repoRoot, offersJobScript)} is built by a production build): the landing's HTML has no offers.`);
    return { stop: async () => undefined };
  }
  const child = spawn(process.execPath, [offersJobScript, '--config', configPath, '--out', outDir], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const first = path.join(outDir, offersFragmentFile(fragmentLanguages[0]));
  const deadline = Date.now() + firstWriteMs;
  while (
    Date.now() < deadline &&
    child.exitCode === null &&
    !(await access(first).then(
      () => true,
      () => false,
    ))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await Promise.all(Object.values(offersFiles(outDir)).map((file) => rm(file, { force: true })));
    },
  };
}
