import {
  type PortionDue,
  portionDues,
  type Refusable,
  type SplitRequest,
  splitAmountOf,
  splitBill,
  splitLinesOf,
  type Transaction,
} from '@rpos/domain';

/**
 * The checks of a split by seat or by dish (decision 0501), from the bill on screen through the
 * domain's one rule (splitBill: dishes, shared dishes, the bill's adjustments apportioned) and what
 * the payments recorded against each check. The server works the same split out again on payment.
 */
export function planChecks(bill: Transaction, split: SplitRequest): Refusable<{ checks: PortionDue[] }> {
  const made = splitBill(split, splitLinesOf(bill), splitAmountOf(bill.totals));
  if (!made.ok) return made;
  return { ok: true, checks: portionDues(made.portions, bill.paymentTypes) };
}

/** Which checks each dish is in (a dish in several is shared): the checks as lists of dish ids. */
export function checksOf(assigned: Readonly<Record<string, readonly number[]>>, count: number): string[][] {
  const checks: string[][] = Array.from({ length: count }, () => []);
  for (const [lineId, ns] of Object.entries(assigned))
    for (const n of ns) if (n >= 0 && n < count) checks[n]?.push(lineId);
  return checks;
}

/** The check to pay next: the one chosen if it still has something due, else the first that does. */
export function nextCheck(checks: readonly PortionDue[], chosen: string | null): PortionDue | null {
  const picked = checks.find((c) => c.label === chosen && c.due > 0);
  return picked ?? checks.find((c) => c.due > 0) ?? null;
}
