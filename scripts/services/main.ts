// The go-live check run from the command line (scripts/services/main.mjs loads it through tsx).
import { runCli } from './cli';

const { exitCode } = await runCli(process.argv.slice(2), {
  write: (text) => process.stdout.write(text),
  ...(process.stdout.isTTY ? { width: Math.min(process.stdout.columns, 200) } : {}),
});
process.exitCode = exitCode;
