// The checks of the JSON answers of the spec's calls 1, 2, 4, 5 and 6, and of
// call 7's acceptance: pure functions of the answer, reading it with the
// product's own answer schemas (./answers.ts), so an entry the
// product would drop is reported as dropped, with why.
import type { z } from 'zod/mini';
import type { DroppedEntry } from '../../shared/src/schemas/answers';
import { answerSchemas } from './answers';
import type { Answer } from './probe';
import { successOf, type Answered, type Target } from './reach';
import { row, type Outcome, type Row } from './table';

type Schemas = ReturnType<typeof answerSchemas>;

/** A check's row, and the answer's data when the product would take it. */
export interface Checked<Data> {
  row: Row;
  data?: Data;
}

/** A call's check: where it goes, what was asked, and the schema its entries must pass, with its file (for the fix). */
export interface CallTarget extends Target {
  request: string;
  entrySchema: string;
}

interface Summary {
  result: string;
  outcome?: Extract<Outcome, 'pass' | 'warn' | 'fail'>;
  fix?: string;
}

const shorten = (text: string, max = 60): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** "items.0.price: Invalid input", reading a union's issue by its branch that got furthest. */
function describeIssue(issue: z.core.$ZodIssue | undefined, at: readonly PropertyKey[] = []): string {
  if (!issue) return '(root): invalid';
  const path = [...at, ...issue.path];
  if (issue.code === 'invalid_union') {
    const branches = issue.errors.filter((branch) => branch.length > 0);
    // A branch refused at its root for its kind (an object where a list is expected) is the least telling.
    const telling = branches.find((branch) => !(branch[0]?.code === 'invalid_type' && branch[0].path.length === 0)) ?? branches[0];
    if (telling?.[0]) return describeIssue(telling[0], path);
  }
  return `${path.length > 0 ? path.map(String).join('.') : '(root)'}: ${issue.message}`;
}

/** The entry's id, as the service wrote it, to find it in the answer. */
function idOf(entry: unknown): string {
  if (typeof entry !== 'object' || entry === null) return '';
  const record = entry as Record<string, unknown>;
  const key = ['id', 'id_pais', 'code', 'id_suscripcion'].find((name) => name in record);
  return key ? ` (${key} ${shorten(JSON.stringify(record[key]) ?? 'undefined', 30)})` : '';
}

/** "#3 (id 17) price: Invalid input; #9 (id "x") id: …; and 4 more". */
function describeDropped(dropped: readonly DroppedEntry[], limit = 3): string {
  const shown = dropped.slice(0, limit).map((entry) => `#${entry.index}${idOf(entry.entry)} ${describeIssue(entry.issue)}`);
  return `${shown.join('; ')}${dropped.length > limit ? `; and ${dropped.length - limit} more` : ''}`;
}

/** The answer's body as JSON, or the failing row that says it is not. */
function jsonOf(target: CallTarget, answer: Answered): { value: unknown } | { row: Row } {
  try {
    return { value: JSON.parse(answer.body) as unknown };
  } catch {
    const type = answer.headers.get('content-type') ?? 'no Content-Type';
    const start = answer.body.trim();
    const page = start.startsWith('<');
    return {
      row: row(
        target.service,
        target.check,
        'fail',
        `not JSON (${type}): ${start === '' ? 'an empty body' : `starts ${shorten(start, 24)}`}`,
        page
          ? `${target.request} answered a page: ${target.setting} points at a website, not the service.`
          : `${target.request} must answer JSON: this answer cannot be read (cut off or not JSON); look at the service's logs.`,
      ),
    };
  }
}

/**
 * Checks an answer the way the product reads it: a success, JSON, accepted by
 * the answer schema `pick` chooses. Entries the schema drops make a warning
 * (the product leaves them out); no valid entry at all, or a broken answer,
 * fails. `summary` says what the data is, and may warn of it.
 */
function answerCheck<Schema extends z.ZodMiniType>(
  target: CallTarget,
  answer: Answer,
  pick: (schemas: Schemas) => Schema,
  summary: (data: z.infer<Schema>) => Summary,
): Checked<z.infer<Schema>> {
  const success = successOf(target, answer, target.request);
  if ('row' in success) return success;
  const json = jsonOf(target, success.answer);
  if ('row' in json) return json;
  const dropped: DroppedEntry[] = [];
  const parsed = pick(answerSchemas((entry) => dropped.push(entry))).safeParse(json.value);
  const where = `the shape the product reads (entries: ${target.entrySchema})`;
  if (!parsed.success) {
    const entries = dropped.length > 0 ? `; ${describeDropped(dropped)}` : '';
    return {
      row: row(
        target.service,
        target.check,
        'fail',
        `the product refuses the answer: ${describeIssue(parsed.error.issues[0])}${entries}`,
        `The answer must have ${where}: correct the service's answer, or the schema if the spec changed.`,
      ),
    };
  }
  const { data } = parsed;
  const said = summary(data);
  if (dropped.length > 0) {
    return {
      row: row(
        target.service,
        target.check,
        said.outcome === 'fail' ? 'fail' : 'warn',
        `${said.result}; ${dropped.length} dropped: ${describeDropped(dropped)}`,
        [`Correct these entries in the service: they break ${where}, so the product leaves them out.`, said.fix].filter(Boolean).join(' '),
      ),
      data,
    };
  }
  return { row: row(target.service, target.check, said.outcome ?? 'pass', said.result, said.fix ?? ''), data };
}

const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/** Call 1 with type Subscription: the landing's offers; none at all leaves the landing empty. */
export const offersCheck = (target: CallTarget, answer: Answer) =>
  answerCheck(
    target,
    answer,
    (schemas) => schemas.offers,
    (offers) =>
      offers.length > 0
        ? { result: plural(offers.length, 'subscription offer') }
        : { outcome: 'warn', result: 'no offers', fix: 'The landing would show no subscription: the service must list the Subscription products.' },
  );

/** Call 2 without ids: every product. */
export const productsCheck = (target: CallTarget, answer: Answer) =>
  answerCheck(
    target,
    answer,
    (schemas) => schemas.products,
    (products) =>
      products.length > 0
        ? { result: plural(products.length, 'product') }
        : { outcome: 'warn', result: 'no products', fix: 'The shop would have nothing to sell: the service must list its products.' },
  );

/** An id asked of call 2, and which answer named it. */
export interface AskedId {
  id: number;
  from: 'offer' | 'product' | 'suggestion';
}

/**
 * Call 2 with ids: every id asked must come back, as the cart adds offers and
 * suggested memberships by looking them up here (an id not returned could not
 * be bought).
 */
export const productsByIdCheck = (target: CallTarget, answer: Answer, asked: readonly AskedId[]) =>
  answerCheck(
    target,
    answer,
    (schemas) => schemas.products,
    (products) => {
      const returned = new Set(products.map((product) => product.id));
      const missing = asked.filter(({ id }) => !returned.has(id));
      if (missing.length === 0) return { result: `all ${plural(asked.length, 'id')} asked came back` };
      return {
        outcome: 'fail',
        result: `not returned: ${missing.map(({ id, from }) => `${id} (${from})`).join(', ')}`,
        fix: 'Call 2 with ids must return every product the other answers name: the cart adds offers and suggested memberships by looking them up here, so these could not be bought.',
      };
    },
  );

/** Call 4: the memberships suggested for some products; none is a valid answer. */
export const suggestionsCheck = (target: CallTarget, answer: Answer) =>
  answerCheck(
    target,
    answer,
    (schemas) => schemas.suggestions,
    (answered) => ({ result: `success ${String(answered.success)}, ${plural(answered.suggestions.length, 'suggestion')}` }),
  );

/** Call 5: the paid subscriptions of the test user; none is a valid answer. */
export const paidSubscriptionsCheck = (target: CallTarget, answer: Answer) =>
  answerCheck(
    target,
    answer,
    (schemas) => schemas.paidSubscriptions,
    (answered) => ({ result: plural(answered.data.length, 'paid subscription') }),
  );

/** Call 6: the countries of the address forms; none leaves the forms without a country to choose. */
export const countriesCheck = (target: CallTarget, answer: Answer) =>
  answerCheck(
    target,
    answer,
    (schemas) => schemas.countries,
    (countries) =>
      countries.length > 0
        ? { result: plural(countries.length, 'country', 'countries') }
        : { outcome: 'warn', result: 'no countries', fix: 'The billing and shipping forms would offer no country: the identity site must list them.' },
  );

/** Call 7: the product does not read the answer, so any success accepts the event. */
export function trackingCheck(target: CallTarget, answer: Answer): Row {
  const success = successOf(target, answer, target.request);
  return 'row' in success ? success.row : row(target.service, target.check, 'pass', `accepted (${success.answer.status})`);
}
