import { describe, expect, it } from 'vitest';
import {
  assignmentOfKept,
  checkKeptChecks,
  KEPT_CHECKS_MESSAGES as K,
  KeepChecksRequest,
  paidCheckNumbers,
} from './kept-checks';
import { MAX_SPLIT_PARTS } from './transaction.contract';

// A split by dish kept on the bill (decision 0583).

const dishes = new Set(['a', 'b', 'c', 'd']);
const none = new Set<string>();

describe('keeping the checks of a split by dish', () => {
  it('keeps any checks of dishes on the bill while none is paid, repeats named once', () => {
    expect(checkKeptChecks(null, [['a', 'a', 'b'], []], dishes, none)).toEqual({
      ok: true,
      checks: [['a', 'b'], []],
    });
    expect(checkKeptChecks([['a'], ['b']], null, dishes, none)).toEqual({ ok: true, checks: null });
    expect(checkKeptChecks(null, [['a', 'x']], dishes, none)).toEqual({
      ok: false,
      message: K.dishNotOnBill,
    });
  });

  it('moves a dish between the checks still to pay; a paid check keeps its dishes', () => {
    const kept = [['a'], ['b', 'c'], ['d']];
    const paid = new Set(['Check 1']);
    // c moves from check 2 to check 3: neither is paid.
    expect(checkKeptChecks(kept, [['a'], ['b'], ['d', 'c']], dishes, paid)).toMatchObject({ ok: true });
    // Into or out of the paid check 1, dropping it, or forgetting the checks: refused.
    for (const next of [[['a', 'b'], ['c'], ['d']], [[], ['a', 'b', 'c'], ['d']], null])
      expect(checkKeptChecks(kept, next, dishes, paid)).toEqual({ ok: false, message: K.paidCheckChanged });
    // The same dishes in another order are the same check.
    expect(checkKeptChecks([['a', 'b']], [['b', 'a'], ['c']], dishes, paid)).toMatchObject({ ok: true });
  });

  it('reads the kept checks back as the dialog assigns them, dishes gone from the bill left out', () => {
    expect(
      assignmentOfKept(
        [
          ['a', 'b'],
          ['b', 'gone'],
        ],
        dishes,
      ),
    ).toEqual({
      count: 2,
      assigned: { a: [0], b: [0, 1] },
    });
    expect(assignmentOfKept(null, dishes)).toBeNull();
    expect(assignmentOfKept([], dishes)).toBeNull();
  });

  it('knows which checks are paid from the payments’ labels', () => {
    expect([...paidCheckNumbers(['Check 2', 'Seat 1', null], 3)]).toEqual([1]);
  });

  it('validates the request: 1 to the most checks, or null', () => {
    expect(KeepChecksRequest.safeParse({ checks: null }).success).toBe(true);
    expect(KeepChecksRequest.safeParse({ checks: [] }).success).toBe(false);
    expect(KeepChecksRequest.safeParse({ checks: [['a'], []] }).success).toBe(true);
    expect(
      KeepChecksRequest.safeParse({ checks: Array.from({ length: MAX_SPLIT_PARTS + 1 }, () => []) }).success,
    ).toBe(false);
  });
});
