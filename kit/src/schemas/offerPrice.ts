import { z } from 'zod/mini';
import { parseMoneyAmount } from '../money/amount';

/**
 * An offer's price, read as an amount (see parseMoneyAmount for what is
 * accepted and why "1.234,50" is refused) and kept as the spec's string in
 * the one shape it was written for, "NNN.NN" (120 → "120.00", "99.5" →
 * "99.50"): the display formats that amount, so no shape a service sends can
 * show a wrong price. Call 1's offers and call 4's suggestions carry one.
 */
export const offerPrice = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value, context) => {
    const amount = parseMoneyAmount(value);
    if (amount !== undefined) return amount.toFixed(2);
    context.issues.push({ code: 'custom', message: `price ${JSON.stringify(value)} is not an amount`, input: value });
    return z.NEVER;
  }),
);
