import { isoDayNumber } from './report-dates';

/** Pure rules of the reports (back-office.md §2.5, §9). Money in integer cents. Decisions 0178, 0181, 0182. */

// ---- the weekday filter (Mon to Sun or All) ----

export const REPORT_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type ReportWeekday = (typeof REPORT_WEEKDAYS)[number];
export const WEEKDAY_FILTER_OPTIONS = ['All', ...REPORT_WEEKDAYS] as const;
export type WeekdayFilter = (typeof WEEKDAY_FILTER_OPTIONS)[number];

/** 'Mon'…'Sun' or 'All' (case-insensitive; missing or empty means All); null for anything else. */
export function readWeekdayFilter(value: unknown): WeekdayFilter | null {
  if (value === undefined || value === null || value === '') return 'All';
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return WEEKDAY_FILTER_OPTIONS.find((w) => w.toLowerCase() === v) ?? null;
}

/** The weekday of a YYYY-MM-DD calendar date (the local day it names). */
export function weekdayOfDate(isoDate: string): ReportWeekday {
  const n = isoDayNumber(isoDate);
  if (n === null) throw new Error(`Not a date: ${isoDate}`);
  // 1970-01-01 was a Thursday (index 3 from Monday).
  return REPORT_WEEKDAYS[(((n + 3) % 7) + 7) % 7]!;
}

/** ISO weekday number (Monday 1 … Sunday 7) of a filter value; null for All. */
export const isoWeekdayOf = (w: WeekdayFilter): number | null =>
  w === 'All' ? null : REPORT_WEEKDAYS.indexOf(w) + 1;

/** Whether a local day passes the filter. */
export const matchesWeekday = (isoDate: string, filter: WeekdayFilter): boolean =>
  filter === 'All' || weekdayOfDate(isoDate) === filter;

/** The rows of the days that pass the filter (the sales-by-dates rows, for instance). */
export const filterByWeekday = <T extends { date: string }>(rows: readonly T[], filter: WeekdayFilter): T[] =>
  rows.filter((r) => matchesWeekday(r.date, filter));

/** Amounts summed per weekday, Mon to Sun (the sales-by-weekday chart), every weekday present. */
export function sumByWeekday(
  rows: readonly { date: string; amount: number }[],
): { weekday: ReportWeekday; amount: number }[] {
  const sums = new Map<ReportWeekday, number>(REPORT_WEEKDAYS.map((w) => [w, 0]));
  for (const r of rows) {
    const w = weekdayOfDate(r.date);
    sums.set(w, (sums.get(w) ?? 0) + r.amount);
  }
  return REPORT_WEEKDAYS.map((weekday) => ({ weekday, amount: sums.get(weekday) ?? 0 }));
}

// ---- tax in the payment types export: amount / 11 ----

/**
 * The GST inside a tax-inclusive amount: amount / 11 (back-office.md §2.5, §9), in whole cents,
 * rounded half away from zero (decision 0178): 1100 → 100, 1000 → 91 (90.9), 605 → 55, 5 → 0, 6 → 1.
 * Tax of a total is taken of the total, not summed from rounded parts.
 */
export function taxOfAmount(amountCents: number): number {
  const sign = amountCents < 0 ? -1 : 1;
  const abs = Math.abs(Math.trunc(amountCents));
  // Integer arithmetic: round(abs / 11) = floor((2·abs + 11) / 22).
  return sign * Math.floor((2 * abs + 11) / 22) || 0;
}

/** Average of a total over a count, whole cents rounded half up; 0 when there is nothing. */
export const averageAmount = (totalCents: number, count: number): number =>
  count > 0 ? Math.round(totalCents / count) : 0;

// ---- top 100 dishes, top 10 tables ----

/** Dish Report (Transaction): the dish table holds the top 100 (back-office.md §9). */
export const DISH_REPORT_TOP = 100;
/** Payment types per-table view: the chart shows the top 10 tables (back-office.md §9). */
export const TABLE_CHART_TOP = 10;

/** Most counted first; ties: higher total, then name (so the cut at N is stable). */
export function rankDishes<T extends { count: number; total: number; name: string }>(
  rows: readonly T[],
): T[] {
  return [...rows].sort((a, b) => b.count - a.count || b.total - a.total || a.name.localeCompare(b.name));
}

/** The first `n` rows of rankDishes. */
export const topDishes = <T extends { count: number; total: number; name: string }>(
  rows: readonly T[],
  n: number = DISH_REPORT_TOP,
): T[] => rankDishes(rows).slice(0, n);

/** The `n` tables that took the most; ties by table number (natural order: 2 before 10). */
export function topTables<T extends { tableNumber: string; totalAmount: number }>(
  rows: readonly T[],
  n: number = TABLE_CHART_TOP,
): T[] {
  return [...rows]
    .sort(
      (a, b) =>
        b.totalAmount - a.totalAmount ||
        a.tableNumber.localeCompare(b.tableNumber, undefined, { numeric: true }),
    )
    .slice(0, n);
}

// ---- the order type report ----

/** A null order type is shown as "other" (back-office.md §2.5). */
export const OTHER_ORDER_TYPE = 'other';
export const orderTypeLabel = (type: string | null | undefined): string =>
  type?.trim() ? type : OTHER_ORDER_TYPE;
