import { orderDateToIso } from '../orders/back-office-order-rules';
import { toCsv } from '../shared/csv';
import {
  TIMESHEET_MESSAGES as M,
  TIMESHEET_MAX_GAP_DAYS,
  TIMESHEETS_CSV_COLUMNS,
  type TimesheetShift,
  type TimesheetType,
} from './timesheets.contract';

/** Pure rules of timesheets (back-office.md §4, §5; decisions 0239, 0242). */

// ---- pairing (§4) ----

/** What the pairing needs of a record. Times in epoch milliseconds. */
export interface PairableRecord {
  id: string;
  staffId: string;
  /** null: a legacy record without a type. */
  type: TimesheetType | null;
  recordTime: number;
  createdAt: number;
}

/** A shift: a checkin and the checkout paired with it, or a record left alone. */
export interface PairedShift<R extends PairableRecord> {
  staffId: string;
  checkin: R | null;
  checkout: R | null;
  /** checkin time (ms) of typed records, createdAt of legacy ones; null when that end is missing. */
  checkinAt: number | null;
  checkoutAt: number | null;
  /** Hours between the two ends to 2 decimals; null without both. */
  hours: number | null;
}

/** Milliseconds → hours, to 2 decimals. */
export const hoursBetween = (from: number, to: number): number =>
  Math.round(((to - from) / 3_600_000) * 100) / 100;

const byTime =
  <R extends PairableRecord>(at: (r: R) => number) =>
  (a: R, b: R) =>
    at(a) - at(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function shift<R extends PairableRecord>(
  staffId: string,
  checkin: R | null,
  checkout: R | null,
  at: (r: R) => number,
): PairedShift<R> {
  const checkinAt = checkin ? at(checkin) : null;
  const checkoutAt = checkout ? at(checkout) : null;
  return {
    staffId,
    checkin,
    checkout,
    checkinAt,
    checkoutAt,
    hours: checkinAt !== null && checkoutAt !== null ? hoursBetween(checkinAt, checkoutAt) : null,
  };
}

/** Typed records of one staff member: each checkout takes the immediately preceding unpaired checkin. */
function pairTyped<R extends PairableRecord>(staffId: string, records: R[]): PairedShift<R>[] {
  const at = (r: R) => r.recordTime;
  const out: PairedShift<R>[] = [];
  let open: R | null = null;
  for (const r of [...records].sort(byTime(at))) {
    if (r.type === 'checkin') {
      // A checkin after a checkin: the first one lost its checkout.
      if (open) out.push(shift(staffId, open, null, at));
      open = r;
    } else if (open) {
      out.push(shift(staffId, open, r, at));
      open = null;
    } else {
      out.push(shift(staffId, null, r, at));
    }
  }
  if (open) out.push(shift(staffId, open, null, at));
  return out;
}

/** Legacy records of one staff member: by creation time, odd positions check in, even ones out. */
function pairLegacy<R extends PairableRecord>(staffId: string, records: R[]): PairedShift<R>[] {
  const at = (r: R) => r.createdAt;
  const sorted = [...records].sort(byTime(at));
  const out: PairedShift<R>[] = [];
  for (let i = 0; i < sorted.length; i += 2) out.push(shift(staffId, sorted[i]!, sorted[i + 1] ?? null, at));
  return out;
}

/**
 * The §4 rule: per staff member, sorted by record time, each checkout is paired with the immediately
 * preceding checkin; a checkin with no checkout after it (still at work, or forgot) and a checkout
 * with no checkin before it stand alone. Legacy records (no type) alternate by creation time. Shifts
 * come back in the order they started (a lone checkout by its own time).
 */
export function pairTimesheets<R extends PairableRecord>(records: readonly R[]): PairedShift<R>[] {
  const byStaff = new Map<string, { typed: R[]; legacy: R[] }>();
  for (const r of records) {
    const group = byStaff.get(r.staffId) ?? { typed: [], legacy: [] };
    (r.type === null ? group.legacy : group.typed).push(r);
    byStaff.set(r.staffId, group);
  }
  const shifts: PairedShift<R>[] = [];
  for (const [staffId, group] of byStaff) {
    shifts.push(...pairTyped(staffId, group.typed), ...pairLegacy(staffId, group.legacy));
  }
  const startOf = (s: PairedShift<R>) => s.checkinAt ?? s.checkoutAt ?? 0;
  const idOf = (s: PairedShift<R>) => (s.checkin ?? s.checkout)!.id;
  return shifts.sort((a, b) => startOf(a) - startOf(b) || (idOf(a) < idOf(b) ? -1 : 1));
}

/** The record a shift row is known by (its checkout, else its lone record). */
export const shiftKey = (s: PairedShift<PairableRecord>): string => (s.checkout ?? s.checkin)!.id;

// ---- the query's range (§5, §9) ----

export type TimesheetRangeCheck =
  | { ok: true; startIso: string; endIso: string }
  | { ok: false; message: string };

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * GET /timesheets?startDateStr&endDateStr (DD-MM-YY) against the restaurant's today (YYYY-MM-DD):
 * both days required and real, start not after end, neither after today, the gap under 28 days
 * (decision 0242: 28 days apart or more is refused, as the text says).
 */
export function checkTimesheetRange(
  startDateStr: string | null | undefined,
  endDateStr: string | null | undefined,
  todayIso: string,
): TimesheetRangeCheck {
  const startIso = orderDateToIso(startDateStr ?? '');
  const endIso = orderDateToIso(endDateStr ?? '');
  if (!startIso || !endIso) return { ok: false, message: M.selectRange };
  if (startIso > endIso) return { ok: false, message: M.startAfterEnd };
  if (endIso > todayIso) return { ok: false, message: M.future };
  if (dayNumber(endIso) - dayNumber(startIso) >= TIMESHEET_MAX_GAP_DAYS)
    return { ok: false, message: M.gapTooLong };
  return { ok: true, startIso, endIso };
}

/**
 * The picker form's own check (§5 "other form"): both days chosen, the end not before the start. The
 * end picker shows this text; Query shows checkTimesheetRange's.
 */
export function timesheetEndFieldError(startIso: string | null, endIso: string | null): string | null {
  if (!startIso || !endIso) return M.selectRange;
  return endIso < startIso ? M.endBeforeStart : null;
}

// ---- the table's search and CSV ----

/** Rows whose name or staff number contains the search (case-insensitive). */
export function searchShifts(shifts: readonly TimesheetShift[], search: string): TimesheetShift[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...shifts];
  return shifts.filter((s) => s.name.toLowerCase().includes(q) || s.staffNumber.includes(q));
}

/** timesheets CSV: Name, Checkin, Checkout, Hours (to 2 decimals); times as `format` shows them. */
export function timesheetsCsv(shifts: readonly TimesheetShift[], format: (iso: string) => string): string {
  return toCsv(
    TIMESHEETS_CSV_COLUMNS,
    shifts.map((s) => [
      s.name,
      s.checkinTime ? format(s.checkinTime) : '',
      s.checkoutTime ? format(s.checkoutTime) : '',
      s.hours === null ? '' : s.hours.toFixed(2),
    ]),
  );
}

/** The file's name: timesheets-{start}-{end}.csv with the DD-MM-YY days (ours). */
export const timesheetsCsvFile = (startDateStr: string, endDateStr: string): string =>
  `timesheets-${startDateStr}-to-${endDateStr}.csv`;
