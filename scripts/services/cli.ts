// `npm run check:services`: reads the options and the runtime config, runs
// every check and prints the one table. The file and the network are here
// and in ./probe; the checks themselves are pure.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadZodMessages } from '../../shared/src/schemas/values';
import { stackPorts } from '../stack/ports';
import { configCheck, configFromText, configService, defaultOrigin } from './config';
import { httpProbe, type Probe } from './probe';
import { messageOf, successOf } from './reach';
import { checkServices } from './run';
import { exitCodeOf, renderTable, row, summaryOf, type Row } from './table';

const usage = `Usage: npm run check:services -- [options]

Checks, read-only, that the outside services of a runtime config answer what the product needs
(docs/operations/go-live-check.md). Exits 1 when any check fails.

  --config <path|URL>  the runtime config (default: what \`npm start\` serves,
                       http://localhost:$HOST_PORT/suscripciones/config.json)
  --token <token_id>   a test user's token_id, for call 5 (skipped without)
  --origin <origin>    the host page's origin, for call 3's CORS preflight
                       (default: the origin of the first portal's parentSiteUrl)
  --timeout <ms>       each request's limit (default: the config's requestTimeoutMs)
  --help               this text
`;

export interface CliIo {
  write(text: string): void;
  /** The table's width in characters. */
  width?: number;
  env?: Record<string, string | undefined>;
}

export interface CliResult {
  exitCode: number;
  rows: Row[];
}

/** The default config: the one the local stack (`npm start`) serves beside the host (a wrong HOST_PORT is an Error). */
function localConfigUrl(env: Record<string, string | undefined>): string | Error {
  try {
    return `http://localhost:${stackPorts(env).host}/suscripciones/config.json`;
  } catch (error) {
    return new Error(messageOf(error));
  }
}

/** The config's text from a path or an http(s) address, or the failing row. */
async function readConfig(source: string, probe: Probe): Promise<{ text: string } | { row: Row }> {
  const target = { service: configService, check: configCheck, setting: '--config (or start the local stack with `npm start`)' };
  if (/^https?:\/\//i.test(source)) {
    const success = successOf(target, await probe(source), `GET ${source}`);
    return 'row' in success ? success : { text: success.answer.body };
  }
  try {
    return { text: await readFile(source, 'utf8') };
  } catch (error) {
    return {
      row: row(
        configService,
        configCheck,
        'fail',
        `cannot read ${source}: ${messageOf(error)}`,
        'Give --config the path or address of the runtime config to check.',
      ),
    };
  }
}

const parseTimeout = (value: string | undefined): number | undefined | Error => {
  if (value === undefined) return undefined;
  const ms = Number(value);
  return Number.isInteger(ms) && ms > 0 && ms <= 120_000 ? ms : new Error(`--timeout must be a whole number of milliseconds from 1 to 120000, not ${value}`);
};

const parseOrigin = (value: string): string | Error => {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    /* told below */
  }
  return new Error(`--origin must be an http(s) origin such as https://www.agrinews.example, not ${value}`);
};

/** Runs the check as the command line asks; the exit code is 1 when a check failed, 2 when the command line is wrong. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<CliResult> {
  const env = io.env ?? process.env;
  const usageError = (error: Error): CliResult => {
    io.write(`${error.message}\n\n${usage}`);
    return { exitCode: 2, rows: [] };
  };
  let values: { config?: string; token?: string; origin?: string; timeout?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { config: { type: 'string' }, token: { type: 'string' }, origin: { type: 'string' }, timeout: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return usageError(new Error(messageOf(error)));
  }
  if (values.help) {
    io.write(usage);
    return { exitCode: 0, rows: [] };
  }
  const timeout = parseTimeout(values.timeout);
  if (timeout instanceof Error) return usageError(timeout);
  const origin = values.origin === undefined ? undefined : parseOrigin(values.origin);
  if (origin instanceof Error) return usageError(origin);
  const source = values.config ?? localConfigUrl(env);
  if (source instanceof Error) return usageError(source);

  const print = (rows: Row[], heading: string): CliResult => {
    io.write(`${heading}\n${renderTable(rows, io.width)}\n${summaryOf(rows)}\n`);
    return { exitCode: exitCodeOf(rows), rows };
  };

  // English messages for the config's and the answers' issues (the page loads them late; here they are wanted at once).
  await loadZodMessages();
  const text = await readConfig(source, httpProbe(timeout ?? 10_000));
  if ('row' in text) return print([text.row], `Go-live check of ${source}`);
  const loaded = configFromText(source, text.text);
  if (!('config' in loaded)) return print([loaded.row], `Go-live check of ${source}`);

  const { config } = loaded;
  const timeoutMs = timeout ?? config.requestTimeoutMs;
  const checkOrigin = origin ?? defaultOrigin(config);
  const rows = await checkServices(config, { origin: checkOrigin, ...(values.token === undefined ? {} : { token: values.token }) }, httpProbe(timeoutMs));
  return print([loaded.row, ...rows], `Go-live check of ${source} (origin ${checkOrigin}, ${timeoutMs} ms per request)`);
}
