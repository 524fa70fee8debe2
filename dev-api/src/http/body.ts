import type { IncomingMessage } from 'node:http';
import { HttpError } from './httpError';

/** Bodies past this size are refused: nothing the apps send comes near it. */
const maxBodyBytes = 1_000_000;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBodyBytes) throw new HttpError(413, `Body larger than ${maxBodyBytes} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON body (whatever the content type claims, as a beacon may send text/plain). */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') throw new HttpError(400, 'Body is empty: expected JSON');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Body is not valid JSON');
  }
}

/** A form-encoded body as a plain object (the last value wins for repeated names). */
export async function readFormBody(req: IncomingMessage): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readBody(req)));
}
