import { z } from 'zod/mini';

/**
 * A money amount as a real profile service may send it, or undefined when it
 * cannot be read without guessing. The landing once showed an offer's price
 * by cutting the last 3 characters of "NNN.NN" (docs/rules.md); any other shape
 * then showed a wrong price ("99.5" → "9"). A price is now read as a number
 * of cents and formatted, or refused.
 *
 * Accepted: a JSON number (120, 99.5) and a plain decimal string with a dot
 * ("99", "99.5", "99.50", "120.000"): what JSON and SQL DECIMAL columns give.
 * Refused: anything with a comma or a thousands separator ("1.234,50",
 * "1,234.50", "99,5"), since "1.234" and "1,234" each read as 1.234 in one
 * convention and 1234 in the other; more than 2 significant decimals
 * ("99.999"), which would have to be rounded; negative, non-finite or above
 * `maxAmount` (9 digits before the point).
 */
export const maxAmount = 999_999_999.99;

const plainDecimal = /^(\d{1,9})(?:\.(\d+))?$/;

function fromDecimalString(value: string): number | undefined {
  const match = plainDecimal.exec(value.trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  // Zeros beyond the cents ("120.000") change nothing; any other digit there would be rounded away.
  if (/[^0]/.test(fraction.slice(2))) return undefined;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return cents / 100;
}

export function parseMoneyAmount(value: unknown): number | undefined {
  // A number's shortest decimal text ("0.1", not 0.1000000000000000055…) says which cents it stands for.
  if (typeof value === 'number') return Number.isFinite(value) ? fromDecimalString(String(value)) : undefined;
  if (typeof value === 'string') return fromDecimalString(value);
  return undefined;
}

/** A money amount in whole cents, as the card provider counts it: every total and every line the page charges. */
export const toCents = (amount: number): number => Math.round(Number(amount) * 100);

/** `parseMoneyAmount` as a schema: an amount as the services send it ("120.00", 120, "0"), or the value is refused. */
export const amountSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, context) => {
    const amount = parseMoneyAmount(value);
    if (amount !== undefined) return amount;
    context.issues.push({ code: 'custom', message: `${JSON.stringify(value)} is not an amount`, input: value });
    return z.NEVER;
  }),
);

/**
 * An offer's price, read as an amount (`parseMoneyAmount`) and kept as the spec's string in the one shape it was
 * written for, "NNN.NN" (120 → "120.00", "99.5" → "99.50"): the display formats that amount, so no shape a service
 * sends can show a wrong price. Call 1's offers and call 4's suggestions carry one.
 */
export const offerPrice = z.pipe(
  amountSchema,
  z.transform((amount) => amount.toFixed(2)),
);
