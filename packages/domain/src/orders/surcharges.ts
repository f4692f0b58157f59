import { localClock, type Weekday } from '../restaurants/local-time';

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

/**
 * A rule as GET /online gives it to the diner (only enabled rules are sent): enough for the checkout
 * to show the surcharge that placeOrder will add.
 */
export type DinerSurchargeRule = Pick<
  SurchargeRule,
  'id' | 'name' | 'isPercentage' | 'amount' | 'weekdays' | 'publicHolidayDays'
>;

/**
 * The restaurant's enabled rules in the diner's shape, with arrays of their own (GET /online's
 * surchargeRules: its contract, OnlineSurchargeRule, is checked against DinerSurchargeRule).
 */
export function dinerSurchargeRules(
  rules: readonly SurchargeRule[],
): (DinerSurchargeRule & { weekdays: number[]; publicHolidayDays: string[] })[] {
  return rules
    .filter((r) => r.isEnabled)
    .map(({ id, name, isPercentage, amount, weekdays, publicHolidayDays }) => ({
      id,
      name,
      isPercentage,
      amount,
      weekdays: [...weekdays],
      publicHolidayDays: [...publicHolidayDays],
    }));
}

/** The day surcharges are judged on: a local date (YYYY-MM-DD) and its ISO weekday. */
export interface SurchargeDay {
  date: string;
  weekday: number;
}

/**
 * The day an order is for: `at` on the restaurant's clock (placing now, or the chosen pickup time of
 * an order ahead), or, given a chosen date (YYYY-MM-DD), that date.
 */
export function surchargeDay(at: Date, timezone?: string | null, chosenDate?: string | null): SurchargeDay {
  const chosen = chosenDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(chosenDate) : null;
  if (chosen) {
    const day = new Date(Date.UTC(Number(chosen[1]), Number(chosen[2]) - 1, Number(chosen[3])));
    if (!Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === chosenDate)
      return { date: chosenDate, weekday: (day.getUTCDay() || 7) as Weekday };
  }
  const clock = localClock(at, timezone ?? undefined);
  return { date: clock.isoDate, weekday: clock.weekday };
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
 * The surcharges an order for `on` (local YYYY-MM-DD, ISO weekday) pays: at most one, the higher of
 * those that apply that day. The server adds it at placeOrder; the checkout shows the same figure.
 */
export function applicableSurcharges(
  rules: readonly (DinerSurchargeRule & { isEnabled?: boolean })[],
  on: SurchargeDay,
  subtotal: number,
): AppliedSurcharge[] {
  let best: AppliedSurcharge | null = null;
  for (const rule of rules) {
    // The diner's rules carry no flag: GET /online sends only enabled ones.
    if (rule.isEnabled === false) continue;
    const applies = rule.weekdays.includes(on.weekday) || rule.publicHolidayDays.includes(on.date);
    if (!applies) continue;
    const amount = surchargeAmount(rule, subtotal);
    if (!best || amount > best.amount) {
      best = { id: rule.id, name: rule.name, type: rule.isPercentage ? 'percentage' : 'fixed', amount };
    }
  }
  return best && best.amount > 0 ? [best] : [];
}
