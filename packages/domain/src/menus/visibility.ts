import { type LocalClock, localClock, MINUTES_PER_DAY } from '../restaurants/local-time';

/** An unavailable-dish entry: a bare id (always), or an id with an effective date (YYYY-MM-DD). */
export type UnavailableEntry = string | { menuItemId: string; effectiveDate?: string | null };

/** The fields of a dish (or a category) the visibility rule reads. */
export interface VisibilitySubject {
  id: string;
  active: boolean;
  active_begin?: number | null;
  active_end?: number | null;
  activeWeekDays?: readonly number[] | null;
  hideDays?: readonly number[] | null;
  hideForWeb?: boolean | null;
  /** ISO date-time (or Date): hidden until then. */
  hidden_until?: string | Date | null;
}

export interface VisibilityContext {
  now: Date;
  /** The restaurant's zone; "today", the weekday and the time of day are read on its wall clock. */
  timezone?: string | null;
  /** Unavailable-dish entries of the restaurant. */
  unavailable?: readonly UnavailableEntry[];
  /** Dishes switched inactive since the menu was published: treated as active = false. */
  inactiveDishIds?: readonly string[];
}

/**
 * diner.md §4 "Dish visibility over time". A dish is visible when every rule lets it through:
 * 1. an inactive dish only when hideDays exist and today is not among them;
 * 2. not hideForWeb;
 * 3. after hidden_until, when set;
 * 4. inside its time window, when it has one (see isInTimeWindow);
 * 5. not in the unavailable list (entries with an effective date count only on that date).
 */
export function isDishVisible(item: VisibilitySubject, ctx: VisibilityContext): boolean {
  const clock = localClock(ctx.now, ctx.timezone ?? undefined);
  const active = item.active && !(ctx.inactiveDishIds?.includes(item.id) ?? false);
  if (!active) {
    const hideDays = item.hideDays ?? [];
    if (hideDays.length === 0 || hideDays.includes(clock.weekday)) return false;
  }
  if (item.hideForWeb) return false;
  if (item.hidden_until != null && item.hidden_until !== '') {
    const until = new Date(item.hidden_until).getTime();
    if (!Number.isNaN(until) && ctx.now.getTime() < until) return false;
  }
  if (!isInTimeWindow(item, clock)) return false;
  if (isUnavailableToday(item.id, ctx.unavailable ?? [], clock.isoDate)) return false;
  return true;
}

/**
 * Time window of a dish: no window (begin or end missing, or equal) means always. Otherwise the
 * local time must lie in [begin, end). An end past 1440 runs past midnight: 1320-1560 is 22:00 to
 * 02:00, and the small hours count as part of the day the window began, so activeWeekDays are
 * checked against yesterday's weekday then. An end before the begin is read the same way (end + 1440).
 * activeWeekDays empty means every day.
 */
export function isInTimeWindow(
  item: Pick<VisibilitySubject, 'active_begin' | 'active_end' | 'activeWeekDays'>,
  clock: LocalClock,
): boolean {
  const begin = item.active_begin;
  let end = item.active_end;
  if (begin == null || end == null || begin === end) return true;
  if (end < begin) end += MINUTES_PER_DAY;
  const days = item.activeWeekDays ?? [];
  const onDay = (weekday: number) => days.length === 0 || days.includes(weekday);
  const m = clock.minutes;
  if (onDay(clock.weekday) && begin <= m && m < end) return true;
  const late = m + MINUTES_PER_DAY;
  return onDay(clock.previousWeekday) && begin <= late && late < end;
}

/** Is this dish in the unavailable list today (YYYY-MM-DD)? An entry without a date counts always. */
export function isUnavailableToday(
  menuItemId: string,
  unavailable: readonly UnavailableEntry[],
  isoToday: string,
): boolean {
  return unavailable.some((entry) =>
    typeof entry === 'string'
      ? entry === menuItemId
      : entry.menuItemId === menuItemId && (!entry.effectiveDate || entry.effectiveDate === isoToday),
  );
}
