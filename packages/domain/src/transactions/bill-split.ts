import { MAX_SPLIT_PARTS } from './transaction.contract';
import type { Refusable } from './transaction-payments';

/**
 * Splitting a bill into checks by seat or by dish (decision 0501). Each check is worked out from the
 * dishes in it; what the bill adds or takes off on top of its dishes (discounts, the restaurant's
 * surcharge, refunds on a paid bill) is shared among the checks in proportion to their dishes, by the
 * one rule `apportion`, so the checks always add up to the bill to the cent. A payment type's own
 * surcharge stays with the payment that pays it.
 */

/** Seats at a table: 1 to SEAT_MAX. */
export const SEAT_MAX = 99;

export const SPLIT_MESSAGES = {
  seatInvalid: `A seat is a whole number from 1 to ${SEAT_MAX}.`,
  noSeats: 'No dish on this bill has a seat. Give the dishes their seats first.',
  noDishes: 'There are no dishes to split on this bill.',
  checksInvalid: `Please split the bill into 1 to ${MAX_SPLIT_PARTS} checks.`,
  checkEmpty: 'Each check needs at least one dish.',
  dishUnknown: 'A dish in a check is not on this bill.',
  dishLeftOut: 'Every dish must be in a check.',
  portionUnknown: 'This check is not in the split of this bill.',
  portionPaid: 'This check is already paid.',
  portionOverpaid: 'The payment is more than what is left on this check.',
} as const;

/**
 * `total` shared in proportion to `weights` (largest remainder): each share is the floor of its exact
 * part, and the cents left go one each to the shares with the largest remainders (the first on a tie).
 * The shares always sum to `total`. With every weight 0 the total is shared evenly.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`bad total ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('bad weights');
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + w, 0);
  const ws = sum === 0 ? weights.map(() => 1) : weights;
  const wsum = sum === 0 ? weights.length : sum;
  // BigInt: total × weight may pass 2^53 on a large bill.
  const exact = ws.map((w) => BigInt(total) * BigInt(w));
  const shares = exact.map((e) => Number(e / BigInt(wsum)));
  const rems = exact.map((e, i) => ({ i, r: e % BigInt(wsum) }));
  let left = total - shares.reduce((s, x) => s + x, 0);
  rems.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rems) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A dish of the bill as the split sees it: only dishes that count (not voided or removed). */
export interface SplitLine {
  lineId: string;
  lineTotal: number;
  seat: number | null;
}

export interface SplitPortion {
  /** "Seat 2", "Check 1": what the payment records (TransactionPayment.portion). */
  label: string;
  /** The dishes in it (a shared dish is in several). */
  lineIds: string[];
  /** Its dishes' share of the subtotal. */
  dishes: number;
  /** What the check comes to: dishes plus its share of the bill's adjustments. */
  amount: number;
}

/**
 * The bill (`billAmount`: what it comes to without payment surcharges) split into the checks given
 * as lists of dish ids. A dish in several checks is shared evenly among them, its odd cents going one
 * each to the first of them. Every dish must be in a check.
 */
export function splitByItems(
  lines: readonly SplitLine[],
  checks: readonly (readonly string[])[],
  billAmount: number,
  label: (i: number) => string = (i) => `Check ${i + 1}`,
): Refusable<{ portions: SplitPortion[] }> {
  if (lines.length === 0) return { ok: false, message: SPLIT_MESSAGES.noDishes };
  if (checks.length < 1 || checks.length > MAX_SPLIT_PARTS)
    return { ok: false, message: SPLIT_MESSAGES.checksInvalid };
  if (checks.some((c) => c.length === 0)) return { ok: false, message: SPLIT_MESSAGES.checkEmpty };
  const byId = new Map(lines.map((l) => [l.lineId, l]));
  if (checks.some((c) => c.some((id) => !byId.has(id))))
    return { ok: false, message: SPLIT_MESSAGES.dishUnknown };
  const owners = new Map<string, number[]>();
  checks.forEach((c, i) => {
    for (const id of new Set(c)) owners.set(id, [...(owners.get(id) ?? []), i]);
  });
  if (lines.some((l) => !owners.has(l.lineId))) return { ok: false, message: SPLIT_MESSAGES.dishLeftOut };
  const dishes = checks.map(() => 0);
  for (const l of lines) {
    const who = owners.get(l.lineId) ?? [];
    apportion(
      Math.max(0, l.lineTotal),
      who.map(() => 1),
    ).forEach((share, k) => {
      const i = who[k] ?? 0;
      dishes[i] = (dishes[i] ?? 0) + share;
    });
  }
  const amounts = apportion(Math.max(0, billAmount), dishes);
  return {
    ok: true,
    portions: checks.map((c, i) => ({
      label: label(i),
      lineIds: [...new Set(c)],
      dishes: dishes[i] ?? 0,
      amount: amounts[i] ?? 0,
    })),
  };
}

/**
 * The bill split by seat: one check per seat that has a dish, in seat order; the dishes without a seat
 * (shared starters, a bottle of wine) are shared evenly among all the seats.
 */
export function splitBySeats(
  lines: readonly SplitLine[],
  billAmount: number,
): Refusable<{ portions: SplitPortion[] }> {
  if (lines.length === 0) return { ok: false, message: SPLIT_MESSAGES.noDishes };
  const seats = [...new Set(lines.flatMap((l) => (l.seat === null ? [] : [l.seat])))].sort((a, b) => a - b);
  if (seats.length === 0) return { ok: false, message: SPLIT_MESSAGES.noSeats };
  if (seats.length > MAX_SPLIT_PARTS) return { ok: false, message: SPLIT_MESSAGES.checksInvalid };
  const shared = lines.filter((l) => l.seat === null).map((l) => l.lineId);
  const checks = seats.map((s) => [...lines.filter((l) => l.seat === s).map((l) => l.lineId), ...shared]);
  return splitByItems(lines, checks, billAmount, (i) => `Seat ${seats[i]}`);
}

/** A split as the POS asks for it: by seat (the bill's seats), or by dish with the checks chosen. */
export type SplitRequestShape = { by: 'seat' } | { by: 'item'; checks: string[][] };

export interface PortionDue extends SplitPortion {
  /** Σ what the payments recorded against this check settled. */
  paid: number;
  /** What is left to pay on it (never below 0). */
  due: number;
}

/** Each check with what its payments (those recording its label) settled and what is left. */
export function portionDues(
  portions: readonly SplitPortion[],
  payments: readonly { portion: string | null; paymentAmount: number }[],
): PortionDue[] {
  return portions.map((p) => {
    const paid = payments.filter((x) => x.portion === p.label).reduce((s, x) => s + x.paymentAmount, 0);
    return { ...p, paid, due: Math.max(0, p.amount - paid) };
  });
}

/** The split asked for, over the bill's dishes. */
export function splitBill(
  shape: SplitRequestShape,
  lines: readonly SplitLine[],
  billAmount: number,
): Refusable<{ portions: SplitPortion[] }> {
  return shape.by === 'seat'
    ? splitBySeats(lines, billAmount)
    : splitByItems(lines, shape.checks, billAmount);
}

/** The dishes of a bill that count, as the split sees them (orders not cancelled; dishes not voided or removed). */
export function splitLinesOf(bill: {
  orders: readonly {
    status: string;
    dishes: readonly {
      lineId: string;
      lineTotal: number;
      seat: number | null;
      isVoidedDish: boolean;
      permanentDeletion: boolean;
    }[];
  }[];
}): SplitLine[] {
  return bill.orders
    .filter((o) => o.status !== 'cancelled')
    .flatMap((o) => o.dishes.filter((d) => !d.isVoidedDish && !d.permanentDeletion))
    .map((d) => ({ lineId: d.lineId, lineTotal: d.lineTotal, seat: d.seat }));
}

/** What a split shares: the bill without the payment types' surcharges (those stay with their payments). */
export const splitAmountOf = (totals: { total: number; paymentSurcharges: number }): number =>
  Math.max(0, totals.total - totals.paymentSurcharges);
