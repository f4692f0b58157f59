import { addDays, formatReportDateTime, reportToday } from '@rpos/domain';
import type { DayRange } from './api/reports-api';

/** How many local days a report covers when it opens: today and the 6 before (decision 0196). */
export const DEFAULT_REPORT_DAYS = 7;

/** The last 7 local days, today included (YYYY-MM-DD). */
export function defaultDayRange(timezone: string, now: Date = new Date()): DayRange {
  const today = reportToday(now, timezone);
  return { startDateStr: addDays(today, -(DEFAULT_REPORT_DAYS - 1)), endDateStr: today };
}

/** The payment types report's: 00:00 six days ago to 23:45 today (its last 15 minutes included). */
export function defaultDateTimeRange(timezone: string, now: Date = new Date()): DayRange {
  const days = defaultDayRange(timezone, now);
  return {
    startDateStr: formatReportDateTime(days.startDateStr, 0),
    endDateStr: formatReportDateTime(days.endDateStr, 23 * 60 + 45),
  };
}

/** Whether two ranges are the same (a Query on the same range fetches again instead). */
export const sameRange = (a: DayRange, b: DayRange): boolean =>
  a.startDateStr === b.startDateStr && a.endDateStr === b.endDateStr;

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (back-office.md §9's display format). */
export const dmy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** 'YYYY-MM-DD' → 'D MMM' (the admin dashboard's chart labels, back-office.md §2.4). */
export function dMmm(iso: string): string {
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''}`;
}
