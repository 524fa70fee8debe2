/** @jest-environment node */
import { admitReport, blockedOriginOf, freshBudget, reportKey, type ErrorBudget } from './clientErrorReport';

describe("a page's budget of client errors", () => {
  const admitAll = (keys: readonly string[], perPage: number) => {
    let budget: ErrorBudget = freshBudget;
    const admitted: string[] = [];
    for (const key of keys) {
      const verdict = admitReport(budget, key, perPage);
      budget = verdict.budget;
      if (verdict.admitted) admitted.push(key);
    }
    return { admitted, budget };
  };

  it('sends each error once, however often it happens', () => {
    expect(admitAll(['a', 'a', 'b', 'a', 'b'], 10).admitted).toEqual(['a', 'b']);
  });

  it('sends at most the cap, and a repeated error does not use it up', () => {
    const keys = ['loop', ...Array.from({ length: 1000 }, () => 'loop'), ...Array.from({ length: 20 }, (_, index) => `e${index}`)];
    const { admitted, budget } = admitAll(keys, 5);
    expect(admitted).toEqual(['loop', 'e0', 'e1', 'e2', 'e3']);
    expect(budget.sent).toBe(5);
  });

  it('sends none with a cap of 0', () => {
    expect(admitAll(['a', 'b'], 0).admitted).toEqual([]);
  });

  it('never changes the budget it is given', () => {
    admitReport(freshBudget, 'a', 3);
    expect(freshBudget).toEqual({ sent: 0, keys: new Set() });
  });
});

describe('the same error', () => {
  it('is the same kind and message, whatever the rest', () => {
    const error = (message: string) => ({ kind: 'uncaught_error' as const, error: new Error(message), message: '', source: 'a.js', line: 1, column: 1 });
    expect(reportKey(error('x'))).toBe(reportKey({ ...error('x'), line: 9, source: 'b.js' }));
    expect(reportKey(error('x'))).not.toBe(reportKey(error('y')));
    expect(reportKey({ kind: 'unhandled_rejection', error: new Error('x') })).not.toBe(reportKey(error('x')));
  });

  it('is, for a call, the same call failing the same way', () => {
    const failed = { kind: 'call_failed' as const, call: 'buy' as const, failure: 'status' as const, status: 500 };
    expect(reportKey(failed)).toBe(reportKey({ ...failed }));
    expect(reportKey(failed)).not.toBe(reportKey({ ...failed, status: 502 }));
    expect(reportKey(failed)).not.toBe(reportKey({ ...failed, call: 'products' }));
  });
});

describe('what a CSP violation says was blocked', () => {
  it.each([
    ['https://evil.example/path/x.js?token=abc#h', 'https://evil.example'],
    ['http://localhost:3010/tracking/track', 'http://localhost:3010'],
    ['inline', 'inline'],
    ['eval', 'eval'],
    ['trusted-types-policy', 'trusted-types-policy'],
    ['data:image/png;base64,AAAA', 'data'],
    ['blob:https://www.agrinews.example/4f2c', 'https://www.agrinews.example'],
    ['', 'other'],
    ['not a url at all', 'other'],
  ])('%s → %s', (uri, origin) => {
    expect(blockedOriginOf(uri)).toBe(origin);
  });
});
