import { percentOfCents } from './transaction-totals';

/**
 * Tips at the till (decision 0500). A tip is what the customer adds for the staff on top of what a
 * payment settles: integer cents, stored on its payment, never part of the bill's total, its balance,
 * its GST or the sales figures. A card type's surcharge is worked out on what the payment settles, not
 * on the tip; cash tendered must cover what is settled plus the tip, and the rest is change.
 */

/** The POS's preset tip buttons, in percent of what the payment settles. */
export const TIP_PRESET_PERCENTS = [10, 15, 20] as const;

export const TIP_MESSAGES = {
  tipInvalid: 'A tip must be a whole number of cents, 0 or more.',
  tipTooLarge: 'A tip cannot be more than the amount it is added to.',
} as const;

/** percent % of what the payment settles, rounded half up to the cent. */
export const tipFromPercent = (settles: number, percent: number): number =>
  settles > 0 ? percentOfCents(settles, percent) : 0;

/**
 * Is this tip allowed on a payment settling `settles`? Whole cents, not negative, and at most the
 * amount settled (a typing slip such as 1500 for 15.00 % on a $12 coffee is caught here).
 */
export function checkTip(tip: number, settles: number): { ok: true } | { ok: false; message: string } {
  if (!Number.isSafeInteger(tip) || tip < 0) return { ok: false, message: TIP_MESSAGES.tipInvalid };
  if (tip > settles) return { ok: false, message: TIP_MESSAGES.tipTooLarge };
  return { ok: true };
}

/** A payment as far as tips go: its tip and the staff member who took it. */
export interface TippedPayment {
  tip: number;
  createdBy: string;
}

/** Σ tips of the payments. */
export const tipsOf = (payments: readonly Pick<TippedPayment, 'tip'>[]): number =>
  payments.reduce((s, p) => s + (p.tip ?? 0), 0);

/** Tips per staff member (the name that took the payment), largest first, then by name; no zero rows. */
export function tipsByStaff(
  payments: readonly TippedPayment[],
): { staffName: string; tips: number; count: number }[] {
  const by = new Map<string, { tips: number; count: number }>();
  for (const p of payments) {
    if (!p.tip) continue;
    const row = by.get(p.createdBy) ?? { tips: 0, count: 0 };
    row.tips += p.tip;
    row.count += 1;
    by.set(p.createdBy, row);
  }
  return [...by]
    .map(([staffName, r]) => ({ staffName, ...r }))
    .sort((a, b) => b.tips - a.tips || a.staffName.localeCompare(b.staffName));
}
