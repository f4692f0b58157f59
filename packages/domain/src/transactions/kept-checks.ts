import { z } from 'zod';
import { MAX_SPLIT_PARTS } from './transaction.contract';
import type { Refusable } from './transaction-payments';

/**
 * A split by dish kept on the bill (decision 0583): the checks as lists of dish ids, saved as the
 * waiter assigns dishes, so the pay dialog can be closed and opened again with the same checks. A
 * dish moves from one check to another while neither has been paid; a paid check keeps its dishes.
 */

export const KEPT_CHECKS_MESSAGES = {
  dishNotOnBill: 'A chosen dish is not on this bill.',
  tooManyChecks: `Please split the bill into 1 to ${MAX_SPLIT_PARTS} checks.`,
  paidCheckChanged:
    'A check that has been paid keeps its dishes. Move dishes between the checks still to pay.',
} as const;

/** The label a check of a split by dish records on its payments (bill-split's default). */
export const checkLabel = (i: number): string => `Check ${i + 1}`;

/** POST /transactions/{id}/checks: the checks kept on the bill (a check may be empty while assigning), or null to forget them. */
export const KeepChecksRequest = z.object({
  checks: z
    .array(z.array(z.string().trim().min(1).max(100)).max(200))
    .min(1, KEPT_CHECKS_MESSAGES.tooManyChecks)
    .max(MAX_SPLIT_PARTS, KEPT_CHECKS_MESSAGES.tooManyChecks)
    .nullable(),
});
export type KeepChecksRequest = z.infer<typeof KeepChecksRequest>;

const sameDishes = (a: readonly string[] | undefined, b: readonly string[] | undefined) => {
  const x = new Set(a ?? []);
  const y = new Set(b ?? []);
  return x.size === y.size && [...x].every((id) => y.has(id));
};

/**
 * May the kept checks become `next`? Every dish named is on the bill (`dishIds`); a check with a payment
 * recorded against its label keeps the dishes it had (none moved out, none moved in), stays, and the
 * checks are not forgotten while one is paid. Checks kept before none was paid may change freely.
 */
export function checkKeptChecks(
  kept: readonly (readonly string[])[] | null,
  next: readonly (readonly string[])[] | null,
  dishIds: ReadonlySet<string>,
  paidLabels: ReadonlySet<string>,
): Refusable<{ checks: string[][] | null }> {
  if (next?.some((c) => c.some((id) => !dishIds.has(id))))
    return { ok: false, message: KEPT_CHECKS_MESSAGES.dishNotOnBill };
  if (kept) {
    for (let i = 0; i < kept.length; i++) {
      if (!paidLabels.has(checkLabel(i))) continue;
      if (!next || i >= next.length || !sameDishes(kept[i], next[i]))
        return { ok: false, message: KEPT_CHECKS_MESSAGES.paidCheckChanged };
    }
  }
  return { ok: true, checks: next ? next.map((c) => [...new Set(c)]) : null };
}

/** The kept checks as the pay dialog's assignment: for each dish still on the bill, the checks it is on. */
export function assignmentOfKept(
  kept: readonly (readonly string[])[] | null | undefined,
  dishIds: ReadonlySet<string>,
): { count: number; assigned: Record<string, number[]> } | null {
  if (!kept || kept.length === 0) return null;
  const assigned: Record<string, number[]> = {};
  kept.forEach((check, i) => {
    for (const id of check) if (dishIds.has(id)) assigned[id] = [...(assigned[id] ?? []), i];
  });
  return { count: kept.length, assigned };
}

/** The checks numbers (0-based) that have a payment recorded against them. */
export function paidCheckNumbers(portions: readonly (string | null)[], count: number): Set<number> {
  const labels = new Set(portions);
  return new Set(Array.from({ length: count }, (_x, i) => i).filter((i) => labels.has(checkLabel(i))));
}
