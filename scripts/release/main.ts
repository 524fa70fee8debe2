// The release commands run from the command line (scripts/release/main.mjs loads it through tsx).
import { runCli } from './cli';

process.exitCode = await runCli(process.argv.slice(2), { write: (text) => process.stdout.write(text), env: process.env });
