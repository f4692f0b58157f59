import { localClock } from '../restaurants/local-time';
import { DEFAULT_TIMEZONE } from '../shared/constants';

/**
 * The report date ranges (back-office.md §5 "Report date ranges", §9): the sales, dish, payment types
 * and order type reports. The web form and the server check them with one set of rules and the same
 * texts; "today" is the restaurant's local day. Decision 0175.
 */

/** back-office.md §5 texts (verbatim), then ours where the spec words none. */
export const REPORT_RANGE_MESSAGES = {
  endBeforeStart: 'The end date cannot be later than the start date!',
  dishEndBeforeStart: 'Start date must be before end date',
  future: 'Start date and end date must be before today',
  gap: 'Start date and end date gap must be less than 32 days',
  // Ours:
  dateInvalid: 'Please choose a start date and an end date (YYYY-MM-DD).',
  dateTimeInvalid: 'Please choose a start and an end time (YYYY-MM-DD HH:mm:ss, in 15-minute steps).',
  monthInvalid: 'Please choose a month (MM/YYYY).',
  monthFuture: 'The month cannot be later than this month.',
  weekdayInvalid: 'Please choose a weekday (Mon to Sun) or All.',
} as const;

/** back-office.md §5/§8 screen texts of every report. */
export const REPORT_MESSAGES = {
  empty: 'No data available for the selected period.',
  failed: 'Something went wrong, please try again.',
} as const;

/** A range may not span 32 days or more (back-office.md §9: 27648e5 ms). */
export const REPORT_MAX_GAP_DAYS = 32;
export const REPORT_MAX_GAP_MS = 27_648e5;
/** The payment types report's time pickers step 15 minutes (back-office.md §9). */
export const REPORT_TIME_STEP_MINUTES = 15;

/** Which report a range is for: the dish reports add their own text when the end is before the start. */
export type ReportRangeKind = 'sales' | 'dish' | 'paymentTypes' | 'orderTypes';

export type ReportRangeErrorCode = 'invalid' | 'endBeforeStart' | 'future' | 'gap';

export interface ReportRangeError {
  code: ReportRangeErrorCode;
  /** What the server answers (a 400 with this text) and the screen's alert shows. */
  message: string;
  /** What the date field shows (the same text, except the dish reports' end-before-start). */
  fieldMessage: string;
}

/** A checked range: local calendar days, or local wall-clock date-times for the payment types report. */
export interface ReportDayRange {
  /** YYYY-MM-DD, local. */
  startDate: string;
  /** YYYY-MM-DD, local, inclusive. */
  endDate: string;
}

export interface ReportDateTimeRange extends ReportDayRange {
  /** Minutes past local midnight of startDate (a multiple of 15). */
  startMinutes: number;
  /** Minutes past local midnight of endDate (a multiple of 15), inclusive of the slot it starts. */
  endMinutes: number;
}

export type RangeCheck<T> = { ok: true; range: T } | { ok: false; error: ReportRangeError };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const MONTH_STR = /^(\d{2})\/(\d{4})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD calendar date; null when it is not one. */
export function isoDayNumber(iso: string): number | null {
  const m = ISO_DATE.exec(iso.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const at = new Date(t);
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return null;
  return t / DAY_MS;
}

/** YYYY-MM-DD of a day number. */
export function dayNumberToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before) an ISO date. */
export function addDays(iso: string, days: number): string {
  const n = isoDayNumber(iso);
  if (n === null) throw new Error(`Not a date: ${iso}`);
  return dayNumberToIso(n + days);
}

/** Every calendar day from start to end, both included. */
export function daysBetween(startDate: string, endDate: string): string[] {
  const a = isoDayNumber(startDate);
  const b = isoDayNumber(endDate);
  if (a === null || b === null) return [];
  const out: string[] = [];
  for (let d = a; d <= b; d++) out.push(dayNumberToIso(d));
  return out;
}

/** The restaurant's local day (YYYY-MM-DD) at `now`. */
export const reportToday = (now: Date, timezone: string = DEFAULT_TIMEZONE): string =>
  localClock(now, timezone).isoDate;

const fail = (code: ReportRangeErrorCode, message: string, fieldMessage = message) =>
  ({ ok: false, error: { code, message, fieldMessage } }) as const;

/**
 * The order of the checks and what each compares (decision 0175): malformed → end before start →
 * a day after today → the gap. Days are local calendar days (a 23- or 25-hour DST day is one day);
 * the gap is end − start in days (1 to 31 March is 30, accepted; a gap of 32 days is refused).
 */
function checkOrderedDays(
  kind: ReportRangeKind,
  start: number,
  end: number,
  gapMs: number,
  today: number,
): ReportRangeError | null {
  if (end < start || (end === start && gapMs < 0)) {
    return kind === 'dish'
      ? { code: 'endBeforeStart', message: M.dishEndBeforeStart, fieldMessage: M.endBeforeStart }
      : { code: 'endBeforeStart', message: M.endBeforeStart, fieldMessage: M.endBeforeStart };
  }
  if (start > today || end > today) return { code: 'future', message: M.future, fieldMessage: M.future };
  if (gapMs >= REPORT_MAX_GAP_MS) return { code: 'gap', message: M.gap, fieldMessage: M.gap };
  return null;
}
const M = REPORT_RANGE_MESSAGES;

/**
 * startDateStr and endDateStr (YYYY-MM-DD, local days) of the sales details, order source/type and
 * dish reports. Today is allowed; a day after it is "in the future".
 */
export function checkReportDayRange(
  kind: ReportRangeKind,
  startDateStr: unknown,
  endDateStr: unknown,
  now: Date,
  timezone: string = DEFAULT_TIMEZONE,
): RangeCheck<ReportDayRange> {
  const start = typeof startDateStr === 'string' ? isoDayNumber(startDateStr) : null;
  const end = typeof endDateStr === 'string' ? isoDayNumber(endDateStr) : null;
  if (start === null || end === null) return fail('invalid', M.dateInvalid);
  const today = isoDayNumber(reportToday(now, timezone)) as number;
  const error = checkOrderedDays(kind, start, end, (end - start) * DAY_MS, today);
  if (error) return { ok: false, error };
  return { ok: true, range: { startDate: dayNumberToIso(start), endDate: dayNumberToIso(end) } };
}

/** 'YYYY-MM-DD HH:mm:ss' on the 15-minute grid (seconds 00) → its day and minutes; null otherwise. */
export function parseReportDateTime(value: unknown): { date: string; minutes: number } | null {
  if (typeof value !== 'string') return null;
  const m = ISO_DATE_TIME.exec(value.trim());
  if (!m || isoDayNumber(m[1]!) === null) return null;
  const [h, min, s] = [Number(m[2]), Number(m[3]), Number(m[4])];
  if (h > 23 || min > 59 || s !== 0 || min % REPORT_TIME_STEP_MINUTES !== 0) return null;
  return { date: m[1]!, minutes: h * 60 + min };
}

/** Minutes → 'YYYY-MM-DD HH:mm:ss' (the payment types report's query format). */
export function formatReportDateTime(date: string, minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${date} ${hh}:${mm}:00`;
}

/**
 * The payment types report's startDateStr and endDateStr: local wall-clock date-times in 15-minute
 * steps. End before start (or equal) is refused; the days may not be after today (a time later today
 * is allowed: the report covers the day so far); the gap is measured on the wall clock.
 */
export function checkReportDateTimeRange(
  startDateStr: unknown,
  endDateStr: unknown,
  now: Date,
  timezone: string = DEFAULT_TIMEZONE,
): RangeCheck<ReportDateTimeRange> {
  const start = parseReportDateTime(startDateStr);
  const end = parseReportDateTime(endDateStr);
  if (!start || !end) return fail('invalid', M.dateTimeInvalid);
  const a = isoDayNumber(start.date) as number;
  const b = isoDayNumber(end.date) as number;
  const gapMs = (b - a) * DAY_MS + (end.minutes - start.minutes) * 60_000;
  if (gapMs <= 0) return fail('endBeforeStart', M.endBeforeStart);
  const today = isoDayNumber(reportToday(now, timezone)) as number;
  const error = checkOrderedDays('paymentTypes', a, b, gapMs, today);
  if (error) return { ok: false, error };
  return {
    ok: true,
    range: { startDate: start.date, endDate: end.date, startMinutes: start.minutes, endMinutes: end.minutes },
  };
}

/** 'MM/YYYY' → { month 'MM/YYYY', first and last day }; not after the current local month. */
export function checkReportMonth(
  monthStr: unknown,
  now: Date,
  timezone: string = DEFAULT_TIMEZONE,
): RangeCheck<ReportDayRange & { month: string }> {
  const m = typeof monthStr === 'string' ? MONTH_STR.exec(monthStr.trim()) : null;
  const mo = m ? Number(m[1]) : 0;
  const y = m ? Number(m[2]) : 0;
  if (!m || mo < 1 || mo > 12 || y < 2000) return fail('invalid', M.monthInvalid);
  const today = reportToday(now, timezone);
  const first = `${m[2]}-${m[1]}-01`;
  if (first > `${today.slice(0, 7)}-01`) return fail('future', M.monthFuture);
  const last = dayNumberToIso(Date.UTC(y, mo, 1) / DAY_MS - 1);
  return { ok: true, range: { month: `${m[1]}/${m[2]}`, startDate: first, endDate: last } };
}

/** 'YYYY-MM-DD' → 'MM/YYYY' (the sales report's month key). */
export const monthStrOf = (isoDate: string): string => `${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

/** The `count` months ending with the one of `today` (YYYY-MM-DD), oldest first, as 'MM/YYYY'. */
export function lastMonths(today: string, count: number): string[] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1;
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const at = new Date(Date.UTC(y, m - i, 1));
    out.push(`${String(at.getUTCMonth() + 1).padStart(2, '0')}/${at.getUTCFullYear()}`);
  }
  return out;
}
