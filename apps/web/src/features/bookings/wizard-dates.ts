import { hhmmToMinutes, localClock } from '@rpos/domain';

/** The restaurant's date today, YYYY-MM-DD. */
export const restaurantToday = (now: Date, timezone: string): string => localClock(now, timezone).isoDate;

/** The calendar day before `isoDate` (YYYY-MM-DD). */
export function dayBefore(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - 1)).toISOString().slice(0, 10);
}

/** The earliest date the wizard accepts: yesterday on the restaurant's clock (diner.md §5). */
export const earliestBookingDate = (now: Date, timezone: string): string =>
  dayBefore(restaurantToday(now, timezone));

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Whether a session starting at `startTime` on `dateStr` has already begun on the restaurant's clock. */
export function sessionHasStarted(dateStr: string, startTime: string, now: Date, timezone: string): boolean {
  const clock = localClock(now, timezone);
  if (dateStr !== clock.isoDate) return dateStr < clock.isoDate;
  return (hhmmToMinutes(startTime) ?? 0) <= clock.minutes;
}

/** '11:30 – 14:30', or only the start when the session hides its end time. */
export const timeRange = (startTime: string, endTime: string, hideEnd = false): string =>
  hideEnd || !endTime ? startTime : `${startTime} – ${endTime}`;
