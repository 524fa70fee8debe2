import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';

/** A refusal: the answer is this status with `{ error: message }` (app.ts's error handler writes it). */
export const refuse = (status: 400 | 404 | 413, message: string): HTTPException => new HTTPException(status, { message });

/** One line naming each failing field: `Invalid query: type: expected string, received undefined`. */
export function describeZodError(where: string, error: z.ZodError): string {
  const issues = error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '';
  return `Invalid ${where}: ${issues.join('; ')}${more}`;
}

/** Parses a value with a schema (dev-api's own or a shared zod/mini one); a failure is a 400 describing it. */
export function parseOr400<Schema extends z.core.$ZodType>(schema: Schema, value: unknown, where: string): z.infer<Schema> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw refuse(400, describeZodError(where, parsed.error));
  return parsed.data;
}

/** A JSON body, whatever the content type claims (a beacon may send text/plain). */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') throw refuse(400, 'Body is empty: expected JSON');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refuse(400, 'Body is not valid JSON');
  }
}

export const readJson = async (c: Context): Promise<unknown> => parseJsonText(await c.req.text());

/** A form-encoded body as a plain object (the last value wins for repeated names). */
export const readForm = async (c: Context): Promise<Record<string, string>> => Object.fromEntries(new URLSearchParams(await c.req.text()));

/** A JSON answer never kept by a cache. */
export const json = (status: number, value: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

export const noContent = (): Response => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

/** A file or generated text (SVG, CSS, JSON list): cacheable for a day, usable from any origin, running nothing. */
export const asset = (contentType: string, body: string): Response =>
  new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Cache-Control': 'public, max-age=86400',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
