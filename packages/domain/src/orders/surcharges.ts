/**
 * Surcharges (restaurant-config.md §3 "Surcharge", §9): weekday and public-holiday surcharges, a percent
 * of the subtotal or a fixed amount; where several apply on the same day only the higher one applies.
 */
export interface SurchargeRule {
  id: string;
  name: string;
  isEnabled: boolean;
  isPercentage: boolean;
  /** Percent (e.g. 10 or 2.5) when isPercentage, else cents. */
  amount: number;
  /** ISO weekdays the surcharge applies on: Monday 1 … Sunday 7. */
  weekdays: readonly number[];
  /** Public-holiday dates it applies on, YYYY-MM-DD in the restaurant's zone. */
  publicHolidayDays: readonly string[];
  isTax?: boolean;
}

export interface AppliedSurcharge {
  id: string;
  name: string;
  type: 'percentage' | 'fixed';
  /** Cents. */
  amount: number;
}

/** The amount in cents a surcharge adds to a subtotal (percentages rounded half up to the cent). */
export function surchargeAmount(
  rule: Pick<SurchargeRule, 'isPercentage' | 'amount'>,
  subtotal: number,
): number {
  if (!rule.isPercentage) return Math.max(0, Math.round(rule.amount));
  return Math.max(0, Math.round((subtotal * rule.amount) / 100));
}

/**
 * The surcharges an order placed on `date` (local YYYY-MM-DD, ISO weekday) pays: at most one, the
 * higher of those that apply that day.
 */
export function applicableSurcharges(
  rules: readonly SurchargeRule[],
  on: { date: string; weekday: number },
  subtotal: number,
): AppliedSurcharge[] {
  let best: AppliedSurcharge | null = null;
  for (const rule of rules) {
    if (!rule.isEnabled) continue;
    const applies = rule.weekdays.includes(on.weekday) || rule.publicHolidayDays.includes(on.date);
    if (!applies) continue;
    const amount = surchargeAmount(rule, subtotal);
    if (!best || amount > best.amount) {
      best = { id: rule.id, name: rule.name, type: rule.isPercentage ? 'percentage' : 'fixed', amount };
    }
  }
  return best && best.amount > 0 ? [best] : [];
}
