import { jobSettings } from './jobSettings';
import { describeOutcome, onceExitCode, refreshOffers, startOffersJob } from './offersRefresh';
import { renderWithOffers } from './renderFirstView';

/**
 * The offers job, as the landing's build ships it for Node (dist-node/offers-job.cjs): every N seconds it
 * renders the landing's first view with call 1's offers into the deployment's fragments folder
 * (docs/operations/offers-snapshot.md). `--once` refreshes once and exits 0 when it wrote the files, 2 when the
 * version failed to render them, 1 when the config or call 1 failed.
 */
function main(): void {
  const log = (line: string) => console.log(`[offers] ${line}`);
  const settings = jobSettings(process.argv.slice(2), process.env);
  const options = { config: settings.config, outDir: settings.outDir, render: renderWithOffers };
  if (settings.once) {
    void refreshOffers(options).then(
      (outcome) => {
        log(describeOutcome(outcome));
        process.exitCode = onceExitCode(outcome);
      },
      (error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      },
    );
    return;
  }
  const job = startOffersJob({ ...options, intervalSeconds: settings.intervalSeconds, log });
  const stop = () => void job.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main();
