import { z } from 'zod';

/** An error that becomes an answer with this status and `{ error: message }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One line naming each failing field: `Invalid query: type: expected string, received undefined`. */
export function describeZodError(where: string, error: z.ZodError): string {
  const issues = error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '';
  return `Invalid ${where}: ${issues.join('; ')}${more}`;
}

/** Parses a value with a schema (dev-api's own or a shared zod/mini one); a failure throws a 400 HttpError describing it. */
export function parseOr400<Schema extends z.core.$ZodType>(schema: Schema, value: unknown, where: string): z.infer<Schema> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new HttpError(400, describeZodError(where, parsed.error));
  return parsed.data;
}
