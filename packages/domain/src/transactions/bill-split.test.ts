import { describe, expect, it } from 'vitest';
import { apportion, portionDues, SPLIT_MESSAGES, splitByItems, splitBySeats } from './bill-split';

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

describe('apportion', () => {
  it('shares in proportion and always sums to the total', () => {
    expect(apportion(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(apportion(100, [2, 1])).toEqual([67, 33]);
    expect(apportion(0, [5, 7])).toEqual([0, 0]);
    for (const total of [1, 7, 999, 12_345, 1_000_001])
      for (const ws of [[1], [3, 3, 3], [1, 2, 3, 4], [999, 1], [0, 5, 0, 5]])
        expect(sum(apportion(total, ws))).toBe(total);
  });

  it('gives the odd cents to the largest remainders, the first on a tie', () => {
    // 10 × 1/3 = 3.33 each: the one odd cent to the first.
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    // 10 × (1, 2)/3 = 3.33, 6.67: the cent to the larger remainder.
    expect(apportion(10, [1, 2])).toEqual([3, 7]);
  });

  it('shares evenly when every weight is 0, and refuses bad input', () => {
    expect(apportion(5, [0, 0])).toEqual([3, 2]);
    expect(() => apportion(-1, [1])).toThrow(RangeError);
    expect(() => apportion(10, [1.5])).toThrow(RangeError);
    expect(apportion(10, [])).toEqual([]);
  });
});

const lines = [
  { lineId: 'a', lineTotal: 1200, seat: 1 },
  { lineId: 'b', lineTotal: 1800, seat: 2 },
  { lineId: 'c', lineTotal: 1000, seat: 2 },
  { lineId: 'wine', lineTotal: 1001, seat: null },
];

describe('splitBySeats', () => {
  it('one check per seat, the shared dishes evenly over the seats, the cents exact', () => {
    const r = splitBySeats(lines, 5001);
    if (!r.ok) throw new Error(r.message);
    expect(r.portions.map((p) => p.label)).toEqual(['Seat 1', 'Seat 2']);
    // The wine's 1001 cents: 501 to seat 1, 500 to seat 2.
    expect(r.portions.map((p) => p.dishes)).toEqual([1701, 3300]);
    expect(r.portions.map((p) => p.amount)).toEqual([1701, 3300]);
    expect(r.portions[0]?.lineIds).toEqual(['a', 'wine']);
  });

  it('shares a discount and a surcharge by the same rule, summing to the bill', () => {
    // A 10 % discount: 5001 → 4501.
    const d = splitBySeats(lines, 4501);
    if (!d.ok) throw new Error(d.message);
    expect(sum(d.portions.map((p) => p.amount))).toBe(4501);
    expect(d.portions.map((p) => p.amount)).toEqual([1531, 2970]);
    // A 15 % surcharge on top: 5001 → 5751.
    const s = splitBySeats(lines, 5751);
    if (!s.ok) throw new Error(s.message);
    expect(sum(s.portions.map((p) => p.amount))).toBe(5751);
  });

  it('refuses a bill without seats or without dishes', () => {
    expect(splitBySeats([{ lineId: 'x', lineTotal: 100, seat: null }], 100)).toEqual({
      ok: false,
      message: SPLIT_MESSAGES.noSeats,
    });
    expect(splitBySeats([], 0)).toEqual({ ok: false, message: SPLIT_MESSAGES.noDishes });
  });
});

describe('splitByItems', () => {
  it('a dish in several checks is shared evenly among them', () => {
    const r = splitByItems(
      lines,
      [
        ['a', 'wine'],
        ['b', 'wine'],
        ['c', 'wine'],
      ],
      5001,
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.portions.map((p) => p.dishes)).toEqual([1200 + 334, 1800 + 334, 1000 + 333]);
    expect(sum(r.portions.map((p) => p.amount))).toBe(5001);
    expect(r.portions.map((p) => p.label)).toEqual(['Check 1', 'Check 2', 'Check 3']);
  });

  it('refuses a dish left out, an unknown dish, an empty check, too many checks', () => {
    expect(splitByItems(lines, [['a', 'b', 'c']], 5001)).toMatchObject({
      message: SPLIT_MESSAGES.dishLeftOut,
    });
    expect(splitByItems(lines, [['a', 'b', 'c', 'wine', 'zz']], 5001)).toMatchObject({
      message: SPLIT_MESSAGES.dishUnknown,
    });
    expect(splitByItems(lines, [['a', 'b', 'c', 'wine'], []], 5001)).toMatchObject({
      message: SPLIT_MESSAGES.checkEmpty,
    });
    expect(splitByItems(lines, [], 5001)).toMatchObject({ message: SPLIT_MESSAGES.checksInvalid });
  });
});

describe('portionDues', () => {
  it('what each check has left after the payments recorded against it', () => {
    const r = splitBySeats(lines, 5001);
    if (!r.ok) throw new Error(r.message);
    const dues = portionDues(r.portions, [
      { portion: 'Seat 1', paymentAmount: 1000 },
      { portion: 'Seat 1', paymentAmount: 701 },
      { portion: null, paymentAmount: 50 },
    ]);
    expect(dues.map((d) => [d.paid, d.due])).toEqual([
      [1701, 0],
      [0, 3300],
    ]);
  });
});
